// Boots the service: reads the environment, listens, and shuts down gracefully on a signal.
import fs from "node:fs";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { killIfStillRunningAfter } from "./exit-watchdog.ts";
import { siteAddressWarnings } from "./site-address.ts";

/** How long a shutdown may take before close-with-grace exits anyway (code 1). */
const GRACE_MS = 10_000;

const config = loadConfig();
const siteDir = config.siteDir !== null && fs.existsSync(config.siteDir) ? config.siteDir : null;
if (config.siteDir !== null && siteDir === null) {
  console.warn(`Site folder ${config.siteDir} is missing; serving the API only. Run \`./run build\` first.`);
}

const app = await buildApp({ ...config, siteDir });

closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
  // close-with-grace's own timer cannot fire if the main thread is stuck; the watchdog's, on its own thread, can.
  killIfStillRunningAfter(GRACE_MS + 1_000);
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ port: config.port, host: config.host });

// A PUBLIC_SITE_URL where passkeys cannot work, or that is not this process, fails quietly later: say so now.
const address = app.server.address();
const port = typeof address === "object" && address !== null ? address.port : config.port;
for (const { problem, message } of siteAddressWarnings({
  siteUrl: config.siteUrl,
  port,
  host: config.host,
  servesSite: siteDir !== null,
  behindProxy: config.trustedProxies.length > 0,
})) {
  app.log.warn({ siteUrl: config.siteUrl, problem }, message);
}
