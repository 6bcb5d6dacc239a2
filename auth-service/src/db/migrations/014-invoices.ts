// Schema 14, invoices: a business's invoices (numbered 1, 2, ... per business, the number shown as INV-0001), their
// lines (quantity in ten-thousandths, unit price and amount in the account currency's minor units), and the deposits
// that paid them (a deposit counts once: its transaction is the key).
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE invoices (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id),
     number         INTEGER NOT NULL CHECK (number > 0),
     account_id     TEXT NOT NULL REFERENCES ledger_accounts(id),
     currency       TEXT NOT NULL,
     customer_name  TEXT NOT NULL,
     customer_email TEXT NOT NULL,
     memo           TEXT,
     due_on         TEXT NOT NULL,
     total          INTEGER NOT NULL CHECK (total > 0),
     paid           INTEGER NOT NULL DEFAULT 0 CHECK (paid >= 0),
     status         TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'partly_paid', 'paid', 'void')),
     created_by     TEXT NOT NULL,
     created_at     INTEGER NOT NULL,
     sent_at        INTEGER,
     paid_at        INTEGER,
     voided_at      INTEGER,
     UNIQUE (business_id, number)
   ) STRICT;
   CREATE TABLE invoice_lines (
     invoice_id  TEXT NOT NULL REFERENCES invoices(id),
     position    INTEGER NOT NULL,
     description TEXT NOT NULL,
     quantity    INTEGER NOT NULL CHECK (quantity > 0),
     unit_price  INTEGER NOT NULL CHECK (unit_price > 0),
     amount      INTEGER NOT NULL CHECK (amount >= 0),
     PRIMARY KEY (invoice_id, position)
   ) STRICT;
   CREATE TABLE invoice_payments (
     transaction_id TEXT PRIMARY KEY REFERENCES ledger_transactions(id),
     invoice_id     TEXT NOT NULL REFERENCES invoices(id),
     amount         INTEGER NOT NULL CHECK (amount > 0),
     at             INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX invoice_payments_by_invoice ON invoice_payments (invoice_id, at);`,
  postgres: `CREATE TABLE invoices (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id),
     number         INTEGER NOT NULL CHECK (number > 0),
     account_id     TEXT NOT NULL REFERENCES ledger_accounts(id),
     currency       TEXT NOT NULL,
     customer_name  TEXT NOT NULL,
     customer_email TEXT NOT NULL,
     memo           TEXT,
     due_on         TEXT NOT NULL,
     total          BIGINT NOT NULL CHECK (total > 0),
     paid           BIGINT NOT NULL DEFAULT 0 CHECK (paid >= 0),
     status         TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'partly_paid', 'paid', 'void')),
     created_by     TEXT NOT NULL,
     created_at     BIGINT NOT NULL,
     sent_at        BIGINT,
     paid_at        BIGINT,
     voided_at      BIGINT,
     UNIQUE (business_id, number)
   );
   CREATE TABLE invoice_lines (
     invoice_id  TEXT NOT NULL REFERENCES invoices(id),
     position    INTEGER NOT NULL,
     description TEXT NOT NULL,
     quantity    BIGINT NOT NULL CHECK (quantity > 0),
     unit_price  BIGINT NOT NULL CHECK (unit_price > 0),
     amount      BIGINT NOT NULL CHECK (amount >= 0),
     PRIMARY KEY (invoice_id, position)
   );
   CREATE TABLE invoice_payments (
     transaction_id TEXT PRIMARY KEY REFERENCES ledger_transactions(id),
     invoice_id     TEXT NOT NULL REFERENCES invoices(id),
     amount         BIGINT NOT NULL CHECK (amount > 0),
     at             BIGINT NOT NULL
   );
   CREATE INDEX invoice_payments_by_invoice ON invoice_payments (invoice_id, at);`,
};
