// Schema 13, cards: a business's virtual cards (the number and CVC sealed with the service key, bound to the card:
// core/secret-box.ts, so a dump of the database does not give them away; the last four digits in the clear), each
// authorisation the sandbox card network asked for (approved, declined with its reason, captured or released, with
// the ledger transactions of its hold and of its capture), and what each card spent per UTC day (the daily limit
// is a guarded upsert of that row, as payments' is).
import type { Migration } from "./migration.ts";

const tables = (money: "INTEGER" | "BIGINT", strict: string) => `CREATE TABLE cards (
     id                 TEXT PRIMARY KEY,
     business_id        TEXT NOT NULL REFERENCES businesses(id),
     holder_id          TEXT NOT NULL,
     account_id         TEXT NOT NULL REFERENCES ledger_accounts(id),
     name               TEXT NOT NULL,
     last4              TEXT NOT NULL,
     exp_month          INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
     exp_year           INTEGER NOT NULL,
     sealed_number      TEXT NOT NULL,
     sealed_cvc         TEXT NOT NULL,
     status             TEXT NOT NULL CHECK (status IN ('active', 'frozen', 'closed')),
     daily_limit        ${money} NOT NULL CHECK (daily_limit > 0 AND daily_limit <= 5000000),
     created_by         TEXT NOT NULL,
     created_at         ${money} NOT NULL,
     updated_at         ${money} NOT NULL
   )${strict};
   CREATE INDEX cards_by_business ON cards (business_id, created_at, id);
   CREATE INDEX cards_by_holder ON cards (business_id, holder_id);
   CREATE TABLE card_authorizations (
     id                     TEXT PRIMARY KEY,
     card_id                TEXT NOT NULL REFERENCES cards(id),
     business_id            TEXT NOT NULL REFERENCES businesses(id),
     amount                 ${money} NOT NULL CHECK (amount > 0),
     merchant_name          TEXT NOT NULL,
     merchant_category      TEXT NOT NULL,
     status                 TEXT NOT NULL CHECK (status IN ('approved', 'declined', 'captured', 'released')),
     decline_reason         TEXT,
     hold_transaction_id    TEXT UNIQUE REFERENCES ledger_transactions(id),
     capture_transaction_id TEXT UNIQUE REFERENCES ledger_transactions(id),
     captured_amount        ${money},
     limit_day              TEXT NOT NULL,
     created_by             TEXT NOT NULL,
     created_at             ${money} NOT NULL,
     updated_at             ${money} NOT NULL,
     CHECK ((status = 'declined') = (decline_reason IS NOT NULL)),
     CHECK ((status = 'declined') = (hold_transaction_id IS NULL))
   )${strict};
   CREATE INDEX card_authorizations_by_card ON card_authorizations (card_id, created_at, id);
   CREATE INDEX card_authorizations_by_hold ON card_authorizations (hold_transaction_id);
   CREATE INDEX card_authorizations_captured ON card_authorizations (business_id, status, updated_at);
   CREATE TABLE card_daily_totals (
     card_id TEXT NOT NULL REFERENCES cards(id),
     day     TEXT NOT NULL,
     spent   ${money} NOT NULL CHECK (spent >= 0),
     PRIMARY KEY (card_id, day)
   )${strict};`;

export const migration: Migration = {
  sqlite: tables("INTEGER", " STRICT"),
  postgres: tables("BIGINT", ""),
};
