// The business's side of the ledger as rows to list: one per entry on one of its accounts, with its transaction's
// words, newest first, filtered, searched and paged by (created_at, id).
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { readRows } from "../../db/read-rows.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface EntryListing {
  businessId: string;
  accountId?: string | undefined;
  /** created_at >= from, < to (milliseconds). */
  from?: number | undefined;
  to?: number | undefined;
  /** Words in the description or counterparty, any case. */
  search?: string | undefined;
  direction?: "in" | "out" | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  /** Strictly older than this position. */
  before?: { createdAt: number; id: string } | undefined;
  limit: number;
}

export interface EntryView {
  id: string;
  transactionId: string;
  accountId: string;
  currency: string;
  amount: bigint;
  status: string;
  createdAt: number;
  postedAt: number | null;
  balanceAfter: bigint | null;
  kind: string;
  description: string;
  counterparty: string | null;
  paymentId: string | null;
}

function entriesQuery(db: Db) {
  return db
    .selectFrom("ledger_entries as e")
    .innerJoin("ledger_transactions as t", "t.id", "e.transaction_id")
    .select([
      "e.id",
      "e.transaction_id",
      "e.account_id",
      "e.currency",
      moneyText("e.amount", "amount"),
      "e.status",
      "e.created_at",
      "e.posted_at",
      moneyText("e.balance_after", "balance_after"),
      "t.kind",
      "t.description",
      "t.counterparty",
      "t.payment_id",
    ]);
}

type RawEntry = Awaited<ReturnType<ReturnType<typeof entriesQuery>["executeTakeFirstOrThrow"]>>;

function toView(row: RawEntry): EntryView {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    accountId: row.account_id,
    currency: row.currency,
    amount: toMinor(row.amount!),
    status: row.status,
    createdAt: Number(row.created_at),
    postedAt: row.posted_at === null ? null : Number(row.posted_at),
    balanceAfter: toMinor(row.balance_after ?? null),
    kind: row.kind,
    description: row.description,
    counterparty: row.counterparty,
    paymentId: row.payment_id,
  };
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function likePattern(words: string): string {
  return `%${words.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listEntries(db: Db, listing: EntryListing): Promise<EntryView[]> {
  let query = entriesQuery(db).where("e.business_id", "=", listing.businessId);
  if (listing.accountId !== undefined) query = query.where("e.account_id", "=", listing.accountId);
  if (listing.from !== undefined) query = query.where("e.created_at", ">=", listing.from);
  if (listing.to !== undefined) query = query.where("e.created_at", "<", listing.to);
  if (listing.direction === "in") query = query.where(sql<boolean>`e.amount > 0`);
  if (listing.direction === "out") query = query.where(sql<boolean>`e.amount < 0`);
  if (listing.status !== undefined) query = query.where("e.status", "=", listing.status);
  if (listing.kind !== undefined) query = query.where("t.kind", "=", listing.kind);
  if (listing.search) {
    const pattern = likePattern(listing.search);
    query = query.where(
      sql<boolean>`(lower(t.description) LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(t.counterparty, '')) LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (listing.before) {
    const { createdAt, id } = listing.before;
    // A row comparison, which both engines read as a start point in the (business, created_at, id) index; the same
    // condition as OR-ed comparisons makes each page walk past every newer row.
    query = query.where(sql<boolean>`(e.created_at, e.id) < (${createdAt}, ${id})`);
  }
  const rows = await readRows(
    db,
    query.orderBy("e.created_at", "desc").orderBy("e.id", "desc").limit(listing.limit).compile(),
  );
  return rows.map(toView);
}

/** One entry of the business, by its id. */
export async function findEntry(db: Db, businessId: string, entryId: string): Promise<EntryView | undefined> {
  const row = await entriesQuery(db)
    .where("e.business_id", "=", businessId)
    .where("e.id", "=", entryId)
    .executeTakeFirst();
  return row && toView(row);
}

/** The entries of one transaction on the business's accounts. */
export async function entriesOfTransaction(db: Db, businessId: string, transactionId: string): Promise<EntryView[]> {
  const rows = await entriesQuery(db)
    .where("e.business_id", "=", businessId)
    .where("e.transaction_id", "=", transactionId)
    .execute();
  return rows.map(toView);
}
