// Shares what the authentication functions need (database, secret box, clock) and who is asking.
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthDeps, ClientInfo } from "../auth/deps.ts";
import { createSecretBox, loadOrCreateSecretKey } from "../auth/secret-box.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthDeps;
    clientOf(request: FastifyRequest): ClientInfo;
  }
}

export interface AuthContextOptions {
  dataDir: string;
  secretKey: string | undefined;
  now: () => number;
}

export default fp<AuthContextOptions>(
  async (app, options) => {
    const key = loadOrCreateSecretKey(options.dataDir, options.secretKey, (message) => app.log.warn(message));
    app.decorate("auth", { db: app.db, secretBox: createSecretBox(key), now: options.now } satisfies AuthDeps);
    // request.ip is the socket's address, or X-Forwarded-For's when the socket is a trusted proxy.
    app.decorate("clientOf", (request: FastifyRequest): ClientInfo => ({
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    }));
  },
  { name: "auth-context", dependencies: ["database"] },
);
