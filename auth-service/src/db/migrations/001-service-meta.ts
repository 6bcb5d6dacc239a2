// The service's own records, by key.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE service_meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) STRICT;`,
  postgres: `CREATE TABLE service_meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
};
