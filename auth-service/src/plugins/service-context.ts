// Shares what every domain of the service needs (database, secret box, mailer, clock, background work) and who is asking.
import path from "node:path";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { BankSettings } from "../core/bank-settings.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { createSecretBox, deriveKey, loadOrCreateSecretKey } from "../core/secret-box.ts";
import { createMailer } from "../mail/mailer.ts";
import { DOCUMENT_KEY_PURPOSE } from "../onboarding/document-seal.ts";

declare module "fastify" {
  interface FastifyInstance {
    deps: ServiceDeps;
    /** The service key (AUTH_SECRET_KEY): encrypts secrets at rest; purpose keys are derived from it. */
    serviceKey: Buffer;
    clientOf(request: FastifyRequest): ClientInfo;
    /** Resolves once every task handed to deps.runLater has finished (tests and shutdown wait on it). */
    settleBackgroundWork(): Promise<void>;
  }
}

export interface ServiceContextOptions {
  dataDir: string;
  secretKey: string | undefined;
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether outbox mail may log its link: a developer convenience, never in production. */
  logOutboxLinks: boolean;
  now: () => number;
  bank: BankSettings;
}

export default fp<ServiceContextOptions>(
  async (app, options) => {
    const key = loadOrCreateSecretKey(options.dataDir, options.secretKey, (message) => app.log.warn(message));
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: path.join(options.dataDir, "outbox"),
      from: options.mailFrom,
      onOutboxWrite(file, message) {
        const link = options.logOutboxLinks ? message.text.match(/https?:\/\/\S+/)?.[0] : undefined;
        app.log.info({ file, subject: message.subject, ...(link ? { link } : {}) }, "mail written to the outbox");
      },
    });

    const pending = new Set<Promise<void>>();
    const runLater = (task: () => Promise<void> | void) => {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => app.log.error({ err }, "background task failed"))
        .finally(() => pending.delete(work));
      pending.add(work);
    };
    app.decorate("settleBackgroundWork", async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    });
    app.addHook("preClose", async () => app.settleBackgroundWork());

    app.decorate("serviceKey", key);
    app.decorate("deps", {
      db: app.database.db,
      secretBox: createSecretBox(key),
      recoveryCodeKey: deriveKey(key, "recovery-codes"),
      documentKey: deriveKey(key, DOCUMENT_KEY_PURPOSE),
      mailer,
      siteUrl: options.siteUrl,
      bank: options.bank,
      now: options.now,
      runLater,
    } satisfies ServiceDeps);
    // request.ip is the socket's address, or X-Forwarded-For's when the socket is a trusted proxy.
    app.decorate("clientOf", (request: FastifyRequest): ClientInfo => ({
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      deviceId: app.deviceCookie.read(request),
    }));
  },
  { name: "service-context", dependencies: ["database"] },
);
