// Which engine the service tests run on (TEST_DATABASE=postgres runs them all on PostgreSQL), and a fresh, empty
// database of that engine for each app or store a test builds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../src/db/database.ts";

export const TEST_ENGINE: "sqlite" | "postgres" = process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

/** A new empty PostgreSQL database on the test run's cluster; undefined on SQLite (the data folder holds it). */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  if (TEST_ENGINE !== "postgres") return undefined;
  const adminUrl = inject("postgresAdminUrl");
  const name = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of the cluster the PostgreSQL test run started (its global setup provides it). */
    postgresAdminUrl: string;
  }
}
