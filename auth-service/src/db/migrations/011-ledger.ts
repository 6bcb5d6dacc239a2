// Schema 11, the money core: the double-entry ledger (accounts with their balances, transactions, entries), the
// bank's own accounts per currency, the partner rails' scheduled work, conversion quotes and idempotency keys.
// Entries are append-only by the database's own rule: a posted or voided entry can neither change nor go, and a
// pending one may only become posted or void (triggers on both engines). Balances are BIGINT minor units.
import type { Migration } from "./migration.ts";

const sqlite = `CREATE TABLE ledger_accounts (
     id              TEXT PRIMARY KEY,
     business_id     TEXT REFERENCES businesses(id),
     code            TEXT UNIQUE,
     name            TEXT NOT NULL,
     kind            TEXT NOT NULL,
     currency        TEXT NOT NULL,
     account_number  TEXT UNIQUE,
     routing_number  TEXT,
     deposit_address TEXT UNIQUE,
     no_overdraft    INTEGER NOT NULL,
     posted          INTEGER NOT NULL DEFAULT 0,
     pending_in      INTEGER NOT NULL DEFAULT 0,
     pending_out     INTEGER NOT NULL DEFAULT 0,
     postings        INTEGER NOT NULL DEFAULT 0,
     opened_at       INTEGER NOT NULL,
     CHECK (pending_in >= 0 AND pending_out >= 0),
     CHECK (no_overdraft = 0 OR posted - pending_out >= 0)
   ) STRICT;
   CREATE INDEX ledger_accounts_by_business ON ledger_accounts (business_id, opened_at) WHERE business_id IS NOT NULL;
   CREATE TABLE ledger_transactions (
     id           TEXT PRIMARY KEY,
     business_id  TEXT REFERENCES businesses(id),
     kind         TEXT NOT NULL,
     description  TEXT NOT NULL,
     counterparty TEXT,
     memo         TEXT,
     reference    TEXT,
     payment_id   TEXT,
     created_by   TEXT,
     created_at   INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE ledger_entries (
     id             TEXT PRIMARY KEY,
     transaction_id TEXT NOT NULL REFERENCES ledger_transactions(id),
     account_id     TEXT NOT NULL REFERENCES ledger_accounts(id),
     business_id    TEXT,
     currency       TEXT NOT NULL,
     amount         INTEGER NOT NULL CHECK (amount <> 0),
     status         TEXT NOT NULL CHECK (status IN ('pending', 'posted', 'void')),
     created_at     INTEGER NOT NULL,
     posted_at      INTEGER,
     account_seq    INTEGER,
     balance_after  INTEGER
   ) STRICT;
   CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id, created_at, id);
   CREATE INDEX ledger_entries_by_business ON ledger_entries (business_id, created_at, id) WHERE business_id IS NOT NULL;
   CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);
   CREATE UNIQUE INDEX ledger_entries_by_posting ON ledger_entries (account_id, account_seq) WHERE account_seq IS NOT NULL;
   CREATE INDEX ledger_entries_pending ON ledger_entries (transaction_id) WHERE status = 'pending';
   CREATE TRIGGER ledger_transactions_append_only_update BEFORE UPDATE ON ledger_transactions
   BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
   CREATE TRIGGER ledger_transactions_append_only_delete BEFORE DELETE ON ledger_transactions
   BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
   CREATE TRIGGER ledger_entries_append_only_delete BEFORE DELETE ON ledger_entries
   BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
   CREATE TRIGGER ledger_entries_settle_once BEFORE UPDATE ON ledger_entries
   WHEN OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'void')
     OR NEW.id IS NOT OLD.id OR NEW.transaction_id IS NOT OLD.transaction_id OR NEW.account_id IS NOT OLD.account_id
     OR NEW.business_id IS NOT OLD.business_id OR NEW.currency IS NOT OLD.currency OR NEW.amount IS NOT OLD.amount
     OR NEW.created_at IS NOT OLD.created_at
     OR (NEW.status = 'posted' AND (NEW.posted_at IS NULL OR NEW.balance_after IS NULL OR NEW.account_seq IS NULL))
     OR (NEW.status = 'void' AND (NEW.posted_at IS NOT NULL OR NEW.balance_after IS NOT NULL OR NEW.account_seq IS NOT NULL))
   BEGIN SELECT RAISE(ABORT, 'a posted or voided ledger entry never changes; a pending one only posts or voids'); END;
   CREATE TABLE rails_jobs (
     id             TEXT PRIMARY KEY,
     action         TEXT NOT NULL,
     transaction_id TEXT NOT NULL REFERENCES ledger_transactions(id),
     due_at         INTEGER NOT NULL,
     done_at        INTEGER
   ) STRICT;
   CREATE INDEX rails_jobs_due ON rails_jobs (due_at) WHERE done_at IS NULL;
   CREATE TABLE conversion_quotes (
     id              TEXT PRIMARY KEY,
     business_id     TEXT NOT NULL REFERENCES businesses(id),
     from_account_id TEXT NOT NULL REFERENCES ledger_accounts(id),
     to_account_id   TEXT NOT NULL REFERENCES ledger_accounts(id),
     from_currency   TEXT NOT NULL,
     to_currency     TEXT NOT NULL,
     amount          INTEGER NOT NULL,
     fee             INTEGER NOT NULL,
     receive         INTEGER NOT NULL,
     rate            TEXT NOT NULL,
     spread_bps      INTEGER NOT NULL,
     created_by      TEXT NOT NULL,
     created_at      INTEGER NOT NULL,
     expires_at      INTEGER NOT NULL,
     used_at         INTEGER
   ) STRICT;
   CREATE INDEX conversion_quotes_by_expiry ON conversion_quotes (expires_at);
   CREATE TABLE idempotency_keys (
     business_id  TEXT NOT NULL REFERENCES businesses(id),
     key          TEXT NOT NULL,
     request_hash TEXT NOT NULL,
     status_code  INTEGER,
     response     TEXT,
     created_at   INTEGER NOT NULL,
     PRIMARY KEY (business_id, key)
   ) STRICT;
   CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
   INSERT INTO ledger_accounts (id, code, name, kind, currency, no_overdraft, opened_at) VALUES
     ('bank-settlement-usd', 'settlement:USD', 'Partner bank settlement (USD)', 'internal', 'USD', 0, 0),
     ('bank-settlement-usdc', 'settlement:USDC', 'USDC settlement wallet', 'internal', 'USDC', 0, 0),
     ('bank-conversion-usd', 'conversion:USD', 'Conversion desk (USD)', 'internal', 'USD', 0, 0),
     ('bank-conversion-usdc', 'conversion:USDC', 'Conversion desk (USDC)', 'internal', 'USDC', 0, 0),
     ('bank-fees-usd', 'fees:USD', 'Fee income (USD)', 'internal', 'USD', 0, 0),
     ('bank-fees-usdc', 'fees:USDC', 'Fee income (USDC)', 'internal', 'USDC', 0, 0);`;

const postgres = `CREATE TABLE ledger_accounts (
     id              TEXT PRIMARY KEY,
     business_id     TEXT REFERENCES businesses(id),
     code            TEXT UNIQUE,
     name            TEXT NOT NULL,
     kind            TEXT NOT NULL,
     currency        TEXT NOT NULL,
     account_number  TEXT UNIQUE,
     routing_number  TEXT,
     deposit_address TEXT UNIQUE,
     no_overdraft    INTEGER NOT NULL,
     posted          BIGINT NOT NULL DEFAULT 0,
     pending_in      BIGINT NOT NULL DEFAULT 0,
     pending_out     BIGINT NOT NULL DEFAULT 0,
     postings        BIGINT NOT NULL DEFAULT 0,
     opened_at       BIGINT NOT NULL,
     CHECK (pending_in >= 0 AND pending_out >= 0),
     CHECK (no_overdraft = 0 OR posted - pending_out >= 0)
   );
   CREATE INDEX ledger_accounts_by_business ON ledger_accounts (business_id, opened_at) WHERE business_id IS NOT NULL;
   CREATE TABLE ledger_transactions (
     id           TEXT PRIMARY KEY,
     business_id  TEXT REFERENCES businesses(id),
     kind         TEXT NOT NULL,
     description  TEXT NOT NULL,
     counterparty TEXT,
     memo         TEXT,
     reference    TEXT,
     payment_id   TEXT,
     created_by   TEXT,
     created_at   BIGINT NOT NULL
   );
   CREATE TABLE ledger_entries (
     id             TEXT PRIMARY KEY,
     transaction_id TEXT NOT NULL REFERENCES ledger_transactions(id),
     account_id     TEXT NOT NULL REFERENCES ledger_accounts(id),
     business_id    TEXT,
     currency       TEXT NOT NULL,
     amount         BIGINT NOT NULL CHECK (amount <> 0),
     status         TEXT NOT NULL CHECK (status IN ('pending', 'posted', 'void')),
     created_at     BIGINT NOT NULL,
     posted_at      BIGINT,
     account_seq    BIGINT,
     balance_after  BIGINT
   );
   CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id, created_at, id);
   CREATE INDEX ledger_entries_by_business ON ledger_entries (business_id, created_at, id) WHERE business_id IS NOT NULL;
   CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);
   CREATE UNIQUE INDEX ledger_entries_by_posting ON ledger_entries (account_id, account_seq) WHERE account_seq IS NOT NULL;
   CREATE INDEX ledger_entries_pending ON ledger_entries (transaction_id) WHERE status = 'pending';
   CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
   END $$;
   CREATE FUNCTION ledger_entry_settles_once() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'void')
        OR NEW.id IS DISTINCT FROM OLD.id OR NEW.transaction_id IS DISTINCT FROM OLD.transaction_id
        OR NEW.account_id IS DISTINCT FROM OLD.account_id OR NEW.business_id IS DISTINCT FROM OLD.business_id
        OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.amount IS DISTINCT FROM OLD.amount
        OR NEW.created_at IS DISTINCT FROM OLD.created_at
        OR (NEW.status = 'posted' AND (NEW.posted_at IS NULL OR NEW.balance_after IS NULL OR NEW.account_seq IS NULL))
        OR (NEW.status = 'void' AND (NEW.posted_at IS NOT NULL OR NEW.balance_after IS NOT NULL OR NEW.account_seq IS NOT NULL)) THEN
       RAISE EXCEPTION 'a posted or voided ledger entry never changes; a pending one only posts or voids'
         USING ERRCODE = 'restrict_violation';
     END IF;
     RETURN NEW;
   END $$;
   CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
     FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
   CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
   CREATE TRIGGER ledger_entries_append_only BEFORE DELETE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
   CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
   CREATE TRIGGER ledger_entries_settle_once BEFORE UPDATE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION ledger_entry_settles_once();
   CREATE TABLE rails_jobs (
     id             TEXT PRIMARY KEY,
     action         TEXT NOT NULL,
     transaction_id TEXT NOT NULL REFERENCES ledger_transactions(id),
     due_at         BIGINT NOT NULL,
     done_at        BIGINT
   );
   CREATE INDEX rails_jobs_due ON rails_jobs (due_at) WHERE done_at IS NULL;
   CREATE TABLE conversion_quotes (
     id              TEXT PRIMARY KEY,
     business_id     TEXT NOT NULL REFERENCES businesses(id),
     from_account_id TEXT NOT NULL REFERENCES ledger_accounts(id),
     to_account_id   TEXT NOT NULL REFERENCES ledger_accounts(id),
     from_currency   TEXT NOT NULL,
     to_currency     TEXT NOT NULL,
     amount          BIGINT NOT NULL,
     fee             BIGINT NOT NULL,
     receive         BIGINT NOT NULL,
     rate            TEXT NOT NULL,
     spread_bps      INTEGER NOT NULL,
     created_by      TEXT NOT NULL,
     created_at      BIGINT NOT NULL,
     expires_at      BIGINT NOT NULL,
     used_at         BIGINT
   );
   CREATE INDEX conversion_quotes_by_expiry ON conversion_quotes (expires_at);
   CREATE TABLE idempotency_keys (
     business_id  TEXT NOT NULL REFERENCES businesses(id),
     key          TEXT NOT NULL,
     request_hash TEXT NOT NULL,
     status_code  INTEGER,
     response     TEXT,
     created_at   BIGINT NOT NULL,
     PRIMARY KEY (business_id, key)
   );
   CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
   INSERT INTO ledger_accounts (id, code, name, kind, currency, no_overdraft, opened_at) VALUES
     ('bank-settlement-usd', 'settlement:USD', 'Partner bank settlement (USD)', 'internal', 'USD', 0, 0),
     ('bank-settlement-usdc', 'settlement:USDC', 'USDC settlement wallet', 'internal', 'USDC', 0, 0),
     ('bank-conversion-usd', 'conversion:USD', 'Conversion desk (USD)', 'internal', 'USD', 0, 0),
     ('bank-conversion-usdc', 'conversion:USDC', 'Conversion desk (USDC)', 'internal', 'USDC', 0, 0),
     ('bank-fees-usd', 'fees:USD', 'Fee income (USD)', 'internal', 'USD', 0, 0),
     ('bank-fees-usdc', 'fees:USDC', 'Fee income (USDC)', 'internal', 'USDC', 0, 0);`;

export const migration: Migration = { sqlite, postgres };
