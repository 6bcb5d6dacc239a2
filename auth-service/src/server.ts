// Boots the service: reads the environment, listens, and shuts down gracefully on a signal.
import fs from "node:fs";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const config = loadConfig();
const siteDir = config.siteDir !== null && fs.existsSync(config.siteDir) ? config.siteDir : null;
if (config.siteDir !== null && siteDir === null) {
  console.warn(`Site folder ${config.siteDir} is missing; serving the API only. Run \`./run build\` first.`);
}

const app = await buildApp({ ...config, siteDir });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
