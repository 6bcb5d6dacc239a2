// Builds the app for a test on a fresh data folder and a fresh database of the engine under test (a real SQLite
// file, or a new database on the test run's PostgreSQL cluster), and removes the folder afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type AppOptions } from "../src/app.ts";
import type { Db } from "../src/db/database.ts";
import { freshDatabaseUrl } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  /** The app's database, for a test to look at what a request left behind. */
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-service-test-"));
  const databaseUrl = "databaseUrl" in options ? options.databaseUrl : await freshDatabaseUrl();
  const app = await buildApp({
    dataDir,
    siteDir: null,
    logLevel: "silent",
    cookieSecure: false,
    allowedOrigins: [],
    trustedProxies: [],
    secretKey: undefined,
    databaseUrl,
    floodLimitPerMinute: 1_000,
    redisUrl: undefined,
    siteUrl: "https://bank.example",
    smtpUrl: undefined,
    mailFrom: "Meridian Business <no-reply@bank.example>",
    salesEmail: "sales@bank.example",
    production: false,
    // The tests move the clock and run the sandbox rails themselves (money-support.ts).
    railsPollMs: 0,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: app.database.db,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app listening on a loopback port, for tests that send what an attacker sends over a real socket. It trusts
 * that loopback as its proxy, so each request can say which client address it comes from (X-Forwarded-For).
 */
export async function createListeningTestApp(options: Partial<AppOptions> = {}): Promise<TestApp & { origin: string }> {
  const t = await createTestApp({ trustedProxies: ["127.0.0.1"], ...options });
  const origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { ...t, origin };
}

/**
 * Two apps on one fresh PostgreSQL database with one key, as two service instances (two pools, two sets of
 * locks), both on `now`: registers their start and stop with the enclosing describe.
 */
export function twoInstances(now: () => number): TwoInstances<TestApp> {
  return twoOf((databaseUrl, secretKey) => createTestApp({ databaseUrl, secretKey, now }));
}

/** twoInstances, each listening on a loopback port (createListeningTestApp). */
export function twoListeningInstances(now: () => number): TwoInstances<TestApp & { origin: string }> {
  return twoOf((databaseUrl, secretKey) => createListeningTestApp({ databaseUrl, secretKey, now }));
}

export interface TwoInstances<T> {
  readonly a: T;
  readonly b: T;
  /** a for odd indexes, b for even: requests sent at once split between the instances. */
  either(index: number): T;
}

function twoOf<T extends TestApp>(
  create: (databaseUrl: string | undefined, secretKey: string) => Promise<T>,
): TwoInstances<T> {
  const instances: { a?: T; b?: T } = {};
  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl();
    const secretKey = `${"0".repeat(63)}3`;
    instances.a = await create(databaseUrl, secretKey);
    instances.b = await create(databaseUrl, secretKey);
  });
  afterAll(async () => {
    await Promise.all([instances.a?.close(), instances.b?.close()]);
  });
  return {
    get a() {
      return instances.a!;
    },
    get b() {
      return instances.b!;
    },
    either: (index) => (index % 2 ? instances.a! : instances.b!),
  };
}
