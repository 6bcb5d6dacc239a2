// Payees: whom a business pays. Removing one keeps its row (payments will point at it), marked removed.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE payees (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     name           TEXT NOT NULL,
     method         TEXT NOT NULL,
     account_number TEXT,
     routing_number TEXT,
     account_type   TEXT,
     bank_name      TEXT,
     address        TEXT,
     wallet_address TEXT,
     created_by     TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at     INTEGER NOT NULL,
     removed_at     INTEGER
   ) STRICT;
   CREATE INDEX payees_by_business ON payees (business_id, name) WHERE removed_at IS NULL;`,
  postgres: `CREATE TABLE payees (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     name           TEXT NOT NULL,
     method         TEXT NOT NULL,
     account_number TEXT,
     routing_number TEXT,
     account_type   TEXT,
     bank_name      TEXT,
     address        TEXT,
     wallet_address TEXT,
     created_by     TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at     BIGINT NOT NULL,
     removed_at     BIGINT
   );
   CREATE INDEX payees_by_business ON payees (business_id, name) WHERE removed_at IS NULL;`,
};
