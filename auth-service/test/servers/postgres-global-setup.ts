// Vitest global setup of a PostgreSQL test run: one throwaway cluster for every test file, whose admin URL the
// tests read with inject("postgresAdminUrl") to make their own databases on it.
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres({ name: "vitest-postgres" });
  project.provide("postgresAdminUrl", server.url);
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The admin URL of the run's cluster: the superuser on the maintenance database, no password. */
    postgresAdminUrl: string;
  }
}
