// Builds the service without listening: plugins, then the API routes, then (for a local run) the built site.
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import databasePlugin from "./plugins/database.ts";
import gracefulClosePlugin from "./plugins/graceful-close.ts";
import securityHeadersPlugin from "./plugins/security-headers.ts";
import staticSitePlugin from "./plugins/static-site.ts";
import apiRoutes from "./routes/index.ts";

export type AppOptions = Pick<Config, "dataDir" | "siteDir" | "logLevel">;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    bodyLimit: 16 * 1024,
    trustProxy: false,
  });

  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, { siteDir: options.siteDir });
  await app.register(databasePlugin, { dataDir: options.dataDir });
  await app.register(apiRoutes, { prefix: "/api" });

  if (options.siteDir !== null) {
    await app.register(staticSitePlugin, { siteDir: options.siteDir });
  } else {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ success: false, message: "Not found" }));
  }

  return app;
}
