// Every query of the ledger's own tables: accounts with their running balances, transactions and their entries.
// Money is written as BigInt and read through moneyText (money-sql.ts).
import type { Insertable, Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { fixedQuery } from "../../db/fixed-query.ts";
import type { LedgerAccountsTable, LedgerEntriesTable, LedgerTransactionsTable } from "../../db/schema.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export type LedgerTransactionRow = Selectable<LedgerTransactionsTable>;
export type NewLedgerAccount = Omit<
  Insertable<LedgerAccountsTable>,
  "posted" | "pending_in" | "pending_out" | "postings"
>;

/** An account's identity and balances, read exactly. */
export interface AccountBalances {
  id: string;
  businessId: string | null;
  currency: string;
  noOverdraft: boolean;
  posted: bigint;
  pendingIn: bigint;
  pendingOut: bigint;
}

export async function insertLedgerAccount(db: Db, account: NewLedgerAccount): Promise<void> {
  await db.insertInto("ledger_accounts").values(account).execute();
}

/**
 * Reads the accounts and, on PostgreSQL, locks their rows in the order of their ids, so two movements over the same
 * accounts queue instead of deadlocking. (SQLite's IMMEDIATE transaction already holds the one write lock.)
 */
export async function lockAccounts(db: Db, accountIds: readonly string[]): Promise<AccountBalances[]> {
  const { rows } = await accountsLocked(db, { ids: [...accountIds] });
  return rows.map((row) => ({
    id: row.id,
    businessId: row.business_id,
    currency: row.currency,
    noOverdraft: row.no_overdraft === 1,
    posted: toMinor(row.posted!),
    pendingIn: toMinor(row.pending_in!),
    pendingOut: toMinor(row.pending_out!),
  }));
}

const accountsLocked = fixedQuery((db, of: { ids: string[] }) =>
  db
    .selectFrom("ledger_accounts")
    .select([
      "id",
      "business_id",
      "currency",
      "no_overdraft",
      moneyText("posted"),
      moneyText("pending_in"),
      moneyText("pending_out"),
    ])
    .where("id", "in", of.ids)
    .orderBy("id")
    .forUpdate(),
);

/** The most a balance may reach, in minor units: far from BIGINT's 9.2 * 10^18, so no sum of them overflows. */
export const MAX_BALANCE_MINOR = 10n ** 18n;

/**
 * Posts `amount` (signed) to the account and answers its new posted balance and the entry's place among its
 * postings; null when the guard in the statement refuses it: money out of an account that may not overdraw beyond
 * its available balance, or money in past MAX_BALANCE_MINOR. `fromPending` settles an amount that was held (out)
 * or on its way in, moving it out of the pending column in the same statement.
 */
export async function postToAccount(
  db: Db,
  accountId: string,
  amount: bigint,
  fromPending: boolean,
): Promise<{ posted: bigint; seq: number } | null> {
  const outgoing = amount < 0n;
  const size = outgoing ? -amount : amount;
  const { rows } = await posting(db, {
    accountId,
    amount,
    size,
    // The most the account may hold before this amount arrives.
    roomBefore: MAX_BALANCE_MINOR - size,
    outgoing,
    fromPending,
  });
  const row = rows[0];
  return row ? { posted: toMinor(row.posted!), seq: Number(row.postings) } : null;
}

const posting = fixedQuery(
  (
    db,
    change: {
      accountId: string;
      amount: bigint;
      size: bigint;
      roomBefore: bigint;
      outgoing: boolean;
      fromPending: boolean;
    },
  ) => {
    const { outgoing, fromPending, size } = change;
    let query = db
      .updateTable("ledger_accounts")
      .set((eb) => ({
        posted: sql<bigint>`${eb.ref("posted")} + ${change.amount}`,
        postings: sql<number>`${eb.ref("postings")} + 1`,
        ...(fromPending && outgoing ? { pending_out: sql<bigint>`${eb.ref("pending_out")} - ${size}` } : {}),
        ...(fromPending && !outgoing ? { pending_in: sql<bigint>`${eb.ref("pending_in")} - ${size}` } : {}),
      }))
      .where("id", "=", change.accountId);
    if (outgoing && !fromPending) {
      // Available = posted - pending_out: what is already held for other movements cannot be spent twice.
      query = query.where(sql<boolean>`(no_overdraft = 0 OR posted - pending_out >= ${size})`);
    }
    if (!outgoing && !fromPending) query = query.where(sql<boolean>`posted + pending_in <= ${change.roomBefore}`);
    return query.returning([moneyText("posted"), "postings"]);
  },
);

/**
 * Holds `amount` (signed) on the account: money out is taken from the available balance at once (pending_out),
 * money in waits in pending_in. Null when the guard refuses, as postToAccount's.
 */
export async function holdOnAccount(db: Db, accountId: string, amount: bigint): Promise<boolean> {
  const outgoing = amount < 0n;
  const size = outgoing ? -amount : amount;
  const query = outgoing
    ? db
        .updateTable("ledger_accounts")
        .set((eb) => ({ pending_out: sql<bigint>`${eb.ref("pending_out")} + ${size}` }))
        .where(sql<boolean>`(no_overdraft = 0 OR posted - pending_out >= ${size})`)
    : db
        .updateTable("ledger_accounts")
        .set((eb) => ({ pending_in: sql<bigint>`${eb.ref("pending_in")} + ${size}` }))
        .where(sql<boolean>`posted + pending_in <= ${MAX_BALANCE_MINOR - size}`);
  const result = await query.where("id", "=", accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases a hold that will not post (a voided entry). */
export async function releaseHold(db: Db, accountId: string, amount: bigint): Promise<void> {
  const size = amount < 0n ? -amount : amount;
  await db
    .updateTable("ledger_accounts")
    .set((eb) =>
      amount < 0n
        ? { pending_out: sql<bigint>`${eb.ref("pending_out")} - ${size}` }
        : { pending_in: sql<bigint>`${eb.ref("pending_in")} - ${size}` },
    )
    .where("id", "=", accountId)
    .execute();
}

export async function insertLedgerTransaction(db: Db, row: Insertable<LedgerTransactionsTable>): Promise<void> {
  await transactionInserted(db, row);
}

const transactionInserted = fixedQuery((db, row: Insertable<LedgerTransactionsTable>) =>
  db.insertInto("ledger_transactions").values(row),
);

export async function insertEntries(db: Db, rows: Insertable<LedgerEntriesTable>[]): Promise<void> {
  await entriesInserted(db, { rows });
}

const entriesInserted = fixedQuery((db, entries: { rows: Insertable<LedgerEntriesTable>[] }) =>
  db.insertInto("ledger_entries").values(entries.rows),
);

export interface PendingEntry {
  id: string;
  accountId: string;
  amount: bigint;
}

/** The transaction's entries still pending, locked (PostgreSQL) so one settlement of them runs at a time. */
export async function lockPendingEntries(db: Db, transactionId: string): Promise<PendingEntry[]> {
  const rows = await db
    .selectFrom("ledger_entries")
    .select(["id", "account_id", moneyText("amount")])
    .where("transaction_id", "=", transactionId)
    .where("status", "=", "pending")
    .orderBy("account_id")
    .forUpdate()
    .execute();
  return rows.map((row) => ({ id: row.id, accountId: row.account_id, amount: toMinor(row.amount!) }));
}

export async function markEntryPosted(
  db: Db,
  entryId: string,
  posting: { at: number; seq: number; balanceAfter: bigint },
): Promise<void> {
  await db
    .updateTable("ledger_entries")
    .set({ status: "posted", posted_at: posting.at, account_seq: posting.seq, balance_after: posting.balanceAfter })
    .where("id", "=", entryId)
    .where("status", "=", "pending")
    .execute();
}

export async function markEntryVoid(db: Db, entryId: string): Promise<void> {
  await db
    .updateTable("ledger_entries")
    .set({ status: "void" })
    .where("id", "=", entryId)
    .where("status", "=", "pending")
    .execute();
}

export async function findLedgerTransaction(db: Db, id: string): Promise<LedgerTransactionRow | undefined> {
  return db.selectFrom("ledger_transactions").selectAll().where("id", "=", id).executeTakeFirst();
}
