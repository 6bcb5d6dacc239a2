// Builds the service without listening: plugins, then the API routes, then (for a local run) the built site.
import crypto from "node:crypto";
import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import { API_MESSAGES } from "@bank/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { DEFAULT_BANK_SETTINGS, type BankSettings } from "./core/bank-settings.ts";
import serviceContextPlugin from "./plugins/service-context.ts";
import databasePlugin from "./plugins/database.ts";
import errorHandlerPlugin from "./plugins/error-handler.ts";
import floodLimitPlugin from "./plugins/flood-limit.ts";
import housekeepingPlugin from "./plugins/housekeeping.ts";
import identityPlugin from "./plugins/identity.ts";
import openApiPlugin from "./plugins/openapi.ts";
import requestOriginPlugin from "./plugins/request-origin.ts";
import cookiesPlugin from "./plugins/cookies.ts";
import sessionGuardPlugin from "./plugins/session-guard.ts";
import staffGuardPlugin from "./plugins/staff-guard.ts";
import gracefulClosePlugin from "./plugins/graceful-close.ts";
import securityHeadersPlugin from "./plugins/security-headers.ts";
import staticSitePlugin from "./plugins/static-site.ts";
import apiRoutes from "./routes/index.ts";
import { loggerOptions, requestLoggerFactory } from "./logging.ts";

export type AppOptions = Pick<
  Config,
  | "dataDir"
  | "siteDir"
  | "logLevel"
  | "cookieSecure"
  | "allowedOrigins"
  | "trustedProxies"
  | "secretKey"
  | "databaseUrl"
  | "floodLimitPerMinute"
  | "redisUrl"
  | "siteUrl"
  | "smtpUrl"
  | "mailFrom"
  | "salesEmail"
  | "production"
> & {
  /** The clock of every session, limit and TOTP decision; tests move it. */
  now?: () => number;
  /** Where log lines go (stdout by default). */
  logStream?: NodeJS.WritableStream;
  /** The partner bank's settings (config.bank); the sandbox's defaults where left out. */
  bank?: Partial<BankSettings>;
  /** How often the sandbox rails look for due work (ms); 0: never by themselves (tests run them with the clock). */
  railsPollMs?: number;
};

/** The largest request body accepted; anything bigger is refused with 413 before it is read whole. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    childLoggerFactory: requestLoggerFactory,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
    // /signin and /signin/ are one page: Astro writes page folders, served at the folder's route. A passkey's id
    // (up to 1,023 bytes, 1,364 characters of base64url) is a path parameter.
    routerOptions: { maxParamLength: 1_400, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads: anything else is answered 415.
  app.removeContentTypeParser(["text/plain"]);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, { siteDir: options.siteDir });
  await app.register(databasePlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await app.register(serviceContextPlugin, {
    dataDir: options.dataDir,
    secretKey: options.secretKey,
    siteUrl: options.siteUrl,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom,
    logOutboxLinks: !options.production,
    now: options.now ?? Date.now,
    bank: { ...DEFAULT_BANK_SETTINGS, ...options.bank },
  });
  await app.register(housekeepingPlugin);
  await app.register(identityPlugin);
  await app.register(cookiesPlugin, { secure: options.cookieSecure });
  await app.register(sessionGuardPlugin);
  await app.register(staffGuardPlugin);
  await app.register(requestOriginPlugin, { allowedOrigins: options.allowedOrigins });
  await app.register(floodLimitPlugin, { perMinute: options.floodLimitPerMinute, redisUrl: options.redisUrl });
  await app.register(openApiPlugin);
  await app.register(apiRoutes, { prefix: "/api", railsPollMs: options.railsPollMs, salesEmail: options.salesEmail });

  if (options.siteDir !== null) {
    await app.register(staticSitePlugin, { siteDir: options.siteDir });
  } else {
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).send({ success: false, message: API_MESSAGES.notFound }),
    );
  }

  return app;
}
