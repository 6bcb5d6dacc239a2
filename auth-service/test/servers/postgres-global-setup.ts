// Vitest global setup of a PostgreSQL test run: one throwaway cluster for every test file, whose admin URL the
// tests read with inject("postgresAdminUrl") to make their own databases on it, and a template database holding the
// service's schema, which each test database copies (test-database.ts): migrating a new database took longer than
// most tests that used it.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratePostgres } from "../../src/db/migrations/runner.ts";
import { createDatabase, makeTemplate, startPostgres } from "./postgres-server.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres({ name: "vitest-postgres" });
  try {
    const url = await createDatabase(server, { name: "service_schema" });
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migratePostgres(pool);
    } finally {
      await pool.end();
    }
    project.provide("postgresSchemaTemplate", await makeTemplate(server, url));
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresAdminUrl", server.url);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of the run's cluster: the superuser on the maintenance database, no password. */
    postgresAdminUrl: string;
    /** The template database holding the service's schema, migrated to this code's version. */
    postgresSchemaTemplate: string;
  }
}
