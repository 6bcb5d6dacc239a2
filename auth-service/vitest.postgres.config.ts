import { defineProject, mergeConfig } from "vitest/config";
import sqliteProject from "./vitest.config.ts";

// The same service tests on PostgreSQL: one throwaway cluster for the run, a fresh database for each app. Tests
// that do not touch the database engine (processes, logs, Redis, the test servers themselves) run once, above.
export default mergeConfig(
  sqliteProject,
  defineProject({
    test: {
      name: "auth-service-postgres",
      env: { TEST_DATABASE: "postgres" },
      globalSetup: ["./test/servers/postgres-global-setup.ts"],
      exclude: [
        // Code that never reaches a database: the CSV and PDF writers, a request's merge patch, settings, ids.
        "test/bank-settings.test.ts",
        "test/business-queue.test.ts",
        "test/exports-statement-pdf.test.ts",
        "test/exports-transactions-csv.test.ts",
        "test/mail-support-line.test.ts",
        "test/onboarding-merge-patch.test.ts",
        "test/time-ordered-id.test.ts",
        "test/backup.test.ts",
        "test/database-outage.test.ts",
        "test/docker-entrypoint.test.ts",
        "test/exit-watchdog.test.ts",
        "test/flood-limit-redis.test.ts",
        // Always both engines: it starts its own PostgreSQL.
        "test/migrate-to-postgres.test.ts",
        "test/postgres-server.test.ts",
        "test/security-headers.test.ts",
        "test/site-address.test.ts",
        "test/static-site.test.ts",
        "test/stdout-gone.test.ts",
      ],
    },
  }),
);
