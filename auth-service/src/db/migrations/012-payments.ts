// Schema 12, payments: a payment out of a business (its terms copied from the payee, so it never changes; its status
// moves along the timeline of payment_events), the approvals that signed it (with their evidence), each business's
// approval rules (no policy row: the defaults of the contract), the money each business sent per UTC day (the daily
// limit is a guarded upsert of that row), and the payment a WebAuthn challenge was issued for (bound_to).
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE payments (
     id                    TEXT PRIMARY KEY,
     business_id           TEXT NOT NULL REFERENCES businesses(id),
     from_account_id       TEXT NOT NULL REFERENCES ledger_accounts(id),
     payee_id              TEXT NOT NULL REFERENCES payees(id),
     payee_name            TEXT NOT NULL,
     method                TEXT NOT NULL,
     destination           TEXT NOT NULL,
     currency              TEXT NOT NULL,
     amount                INTEGER NOT NULL CHECK (amount > 0),
     fee                   INTEGER NOT NULL CHECK (fee >= 0),
     memo                  TEXT,
     send_on               TEXT,
     status                TEXT NOT NULL,
     approvals_required    INTEGER NOT NULL,
     hold_transaction_id   TEXT NOT NULL UNIQUE REFERENCES ledger_transactions(id),
     fee_transaction_id    TEXT REFERENCES ledger_transactions(id),
     return_transaction_id TEXT REFERENCES ledger_transactions(id),
     limit_day             TEXT NOT NULL,
     limit_amount          INTEGER NOT NULL,
     created_by            TEXT NOT NULL,
     created_at            INTEGER NOT NULL,
     updated_at            INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX payments_by_business ON payments (business_id, created_at, id);
   CREATE INDEX payments_by_status ON payments (business_id, status, created_at, id);
   CREATE TABLE payment_events (
     payment_id TEXT NOT NULL REFERENCES payments(id),
     seq        INTEGER NOT NULL,
     status     TEXT NOT NULL,
     at         INTEGER NOT NULL,
     actor_id   TEXT,
     note       TEXT,
     PRIMARY KEY (payment_id, seq)
   ) STRICT;
   CREATE TABLE payment_approvals (
     payment_id TEXT NOT NULL REFERENCES payments(id),
     user_id    TEXT NOT NULL,
     method     TEXT NOT NULL CHECK (method IN ('passkey', 'code')),
     evidence   TEXT NOT NULL,
     at         INTEGER NOT NULL,
     PRIMARY KEY (payment_id, user_id)
   ) STRICT;
   CREATE TABLE approval_policies (
     business_id TEXT PRIMARY KEY REFERENCES businesses(id),
     updated_by  TEXT NOT NULL,
     updated_at  INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE approval_rules (
     business_id TEXT NOT NULL REFERENCES approval_policies(business_id),
     currency    TEXT NOT NULL,
     at_least    INTEGER NOT NULL CHECK (at_least > 0),
     approvals   INTEGER NOT NULL CHECK (approvals BETWEEN 1 AND 3),
     PRIMARY KEY (business_id, currency, at_least)
   ) STRICT;
   CREATE TABLE payment_daily_totals (
     business_id TEXT NOT NULL REFERENCES businesses(id),
     day         TEXT NOT NULL,
     sent        INTEGER NOT NULL CHECK (sent >= 0),
     PRIMARY KEY (business_id, day)
   ) STRICT;
   ALTER TABLE webauthn_challenges ADD COLUMN bound_to TEXT;`,
  postgres: `CREATE TABLE payments (
     id                    TEXT PRIMARY KEY,
     business_id           TEXT NOT NULL REFERENCES businesses(id),
     from_account_id       TEXT NOT NULL REFERENCES ledger_accounts(id),
     payee_id              TEXT NOT NULL REFERENCES payees(id),
     payee_name            TEXT NOT NULL,
     method                TEXT NOT NULL,
     destination           TEXT NOT NULL,
     currency              TEXT NOT NULL,
     amount                BIGINT NOT NULL CHECK (amount > 0),
     fee                   BIGINT NOT NULL CHECK (fee >= 0),
     memo                  TEXT,
     send_on               TEXT,
     status                TEXT NOT NULL,
     approvals_required    INTEGER NOT NULL,
     hold_transaction_id   TEXT NOT NULL UNIQUE REFERENCES ledger_transactions(id),
     fee_transaction_id    TEXT REFERENCES ledger_transactions(id),
     return_transaction_id TEXT REFERENCES ledger_transactions(id),
     limit_day             TEXT NOT NULL,
     limit_amount          BIGINT NOT NULL,
     created_by            TEXT NOT NULL,
     created_at            BIGINT NOT NULL,
     updated_at            BIGINT NOT NULL
   );
   CREATE INDEX payments_by_business ON payments (business_id, created_at, id);
   CREATE INDEX payments_by_status ON payments (business_id, status, created_at, id);
   CREATE TABLE payment_events (
     payment_id TEXT NOT NULL REFERENCES payments(id),
     seq        INTEGER NOT NULL,
     status     TEXT NOT NULL,
     at         BIGINT NOT NULL,
     actor_id   TEXT,
     note       TEXT,
     PRIMARY KEY (payment_id, seq)
   );
   CREATE TABLE payment_approvals (
     payment_id TEXT NOT NULL REFERENCES payments(id),
     user_id    TEXT NOT NULL,
     method     TEXT NOT NULL CHECK (method IN ('passkey', 'code')),
     evidence   TEXT NOT NULL,
     at         BIGINT NOT NULL,
     PRIMARY KEY (payment_id, user_id)
   );
   CREATE TABLE approval_policies (
     business_id TEXT PRIMARY KEY REFERENCES businesses(id),
     updated_by  TEXT NOT NULL,
     updated_at  BIGINT NOT NULL
   );
   CREATE TABLE approval_rules (
     business_id TEXT NOT NULL REFERENCES approval_policies(business_id),
     currency    TEXT NOT NULL,
     at_least    BIGINT NOT NULL CHECK (at_least > 0),
     approvals   INTEGER NOT NULL CHECK (approvals BETWEEN 1 AND 3),
     PRIMARY KEY (business_id, currency, at_least)
   );
   CREATE TABLE payment_daily_totals (
     business_id TEXT NOT NULL REFERENCES businesses(id),
     day         TEXT NOT NULL,
     sent        BIGINT NOT NULL CHECK (sent >= 0),
     PRIMARY KEY (business_id, day)
   );
   ALTER TABLE webauthn_challenges ADD COLUMN bound_to TEXT;`,
};
