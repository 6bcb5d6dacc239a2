// Builds the app for a test on a fresh data folder (a real SQLite file) and removes it afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../src/app.ts";

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-service-test-"));
  const app = await buildApp({
    dataDir,
    siteDir: null,
    logLevel: "silent",
    cookieSecure: false,
    allowedOrigins: [],
    trustedProxies: [],
    secretKey: undefined,
    floodLimitPerMinute: 1_000,
    redisUrl: undefined,
    siteUrl: "https://bank.example",
    smtpUrl: undefined,
    mailFrom: "Meridian Business <no-reply@bank.example>",
    production: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
