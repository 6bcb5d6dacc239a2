// Posted entries read by time: an account's balance at a moment, its postings in a period, and a business's
// postings since a moment (statements and analytics).
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { moneyText, toMinor } from "./money-sql.ts";

/** The account's posted balance just before `at`: its last posting before then, or zero. */
export async function balanceBefore(db: Db, accountId: string, at: number): Promise<bigint> {
  const row = await db
    .selectFrom("ledger_entries")
    .select(moneyText("balance_after"))
    .where("account_id", "=", accountId)
    .where("account_seq", "is not", null)
    .where("posted_at", "<", at)
    .orderBy("account_seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.balance_after ? toMinor(row.balance_after) : 0n;
}

export interface Posting {
  postedAt: number;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  description: string;
  counterparty: string | null;
}

/** The account's postings with from <= posted_at < to, in posting order. */
export async function postingsBetween(db: Db, accountId: string, from: number, to: number): Promise<Posting[]> {
  const rows = await db
    .selectFrom("ledger_entries as e")
    .innerJoin("ledger_transactions as t", "t.id", "e.transaction_id")
    .select([
      "e.posted_at",
      moneyText("e.amount", "amount"),
      moneyText("e.balance_after", "balance_after"),
      "t.kind",
      "t.description",
      "t.counterparty",
    ])
    .where("e.account_id", "=", accountId)
    .where("e.account_seq", "is not", null)
    .where("e.posted_at", ">=", from)
    .where("e.posted_at", "<", to)
    .orderBy("e.account_seq")
    .execute();
  return rows.map((row) => ({
    postedAt: Number(row.posted_at),
    amount: toMinor(row.amount!),
    balanceAfter: toMinor(row.balance_after!),
    kind: row.kind,
    description: row.description,
    counterparty: row.counterparty,
  }));
}

/** The business's posted entries in `currency` since `from`: when, how much, and of what kind. */
export async function businessPostingsSince(
  db: Db,
  businessId: string,
  currency: string,
  from: number,
): Promise<{ postedAt: number; amount: bigint; kind: string }[]> {
  const rows = await db
    .selectFrom("ledger_entries as e")
    .innerJoin("ledger_transactions as t", "t.id", "e.transaction_id")
    .select(["e.posted_at", moneyText("e.amount", "amount"), "t.kind"])
    .where("e.business_id", "=", businessId)
    .where("e.currency", "=", currency)
    .where("e.status", "=", "posted")
    .where("e.posted_at", ">=", from)
    .execute();
  return rows.map((row) => ({ postedAt: Number(row.posted_at), amount: toMinor(row.amount!), kind: row.kind }));
}

/** The posted balance of all the business's accounts in `currency`. */
export async function businessPostedTotal(db: Db, businessId: string, currency: string): Promise<bigint> {
  const row = await db
    .selectFrom("ledger_accounts")
    .select(sql<string | null>`cast(sum(posted) as text)`.as("total"))
    .where("business_id", "=", businessId)
    .where("currency", "=", currency)
    .executeTakeFirst();
  return row?.total ? BigInt(row.total) : 0n;
}
