// Which engine the service tests run on (TEST_DATABASE=postgres runs them all on PostgreSQL), and a fresh
// database of that engine, holding the service's schema, for each app or store a test builds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../src/db/database.ts";
// The global setup declares what inject("postgresAdminUrl") returns.
import type {} from "./servers/postgres-global-setup.ts";
import { createDatabase } from "./servers/postgres-server.ts";

export const TEST_ENGINE: "sqlite" | "postgres" = process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

/**
 * A new PostgreSQL database on the test run's cluster, holding the service's schema and nothing else (a copy of the
 * run's template, so the service's migration at start finds nothing to do); undefined on SQLite (the data folder
 * holds it, and a new SQLite file migrates in milliseconds).
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  if (TEST_ENGINE !== "postgres") return undefined;
  return createDatabase({ url: inject("postgresAdminUrl") }, { template: inject("postgresSchemaTemplate") });
}

/** A new PostgreSQL database with no table at all, for a test of migrating one; undefined on SQLite. */
export async function emptyDatabaseUrl(): Promise<string | undefined> {
  if (TEST_ENGINE !== "postgres") return undefined;
  return createDatabase({ url: inject("postgresAdminUrl") });
}

/** One key for every instance of a test, as production shares AUTH_SECRET_KEY (required with DATABASE_URL). */
const SHARED_TEST_KEY = "0".repeat(63) + "1";

/**
 * The environment that points service processes (src/server.ts) at one shared database of the engine under test:
 * nothing on SQLite (the data folder holds it), a fresh PostgreSQL database and the shared key otherwise.
 */
export async function sharedServiceDatabase(): Promise<{ DATABASE_URL?: string; AUTH_SECRET_KEY?: string }> {
  const url = await freshDatabaseUrl();
  return url ? { DATABASE_URL: url, AUTH_SECRET_KEY: SHARED_TEST_KEY } : {};
}

/** A fresh database opened directly (no app), with its own data folder, removed by `close`. */
export async function openTestDatabase(): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-db-test-"));
  const database = await openDatabase({ dataDir, databaseUrl: await freshDatabaseUrl() });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
