// The business's transactions as its members see them (one row per movement of one of its accounts), the list's
// filters and its cursor.
import {
  DEFAULT_PAGE_SIZE,
  formatAmount,
  type Currency,
  type Transaction,
  type TransactionFilter,
  type TransactionKind,
  type TransactionStatus,
} from "@bank/contracts";
import type { Db } from "../../db/database.ts";
import { listEntries, type EntryListing, type EntryView } from "../store/transactions-store.ts";

const DAY_MS = 86_400_000;

export function toTransaction(entry: EntryView): Transaction {
  const currency = entry.currency as Currency;
  return {
    id: entry.id,
    accountId: entry.accountId,
    at: new Date(entry.createdAt).toISOString(),
    postedAt: entry.postedAt === null ? null : new Date(entry.postedAt).toISOString(),
    description: entry.description,
    counterparty: entry.counterparty,
    amount: formatAmount(entry.amount, currency),
    currency,
    status: entry.status as TransactionStatus,
    kind: entry.kind as TransactionKind,
    balanceAfter: entry.balanceAfter === null ? null : formatAmount(entry.balanceAfter, currency),
    paymentId: entry.paymentId,
  };
}

/** The cursor of the row after which the next page starts: its time and id, opaque to the client (entries, payments). */
export function cursorOf(row: { createdAt: number; id: string }): string {
  return Buffer.from(`${row.createdAt}:${row.id}`).toString("base64url");
}

/** The position a cursor names; null when it is not one of ours. */
export function positionOf(cursor: string): { createdAt: number; id: string } | null {
  const text = Buffer.from(cursor, "base64url").toString();
  const match = /^(\d{1,16}):([0-9a-f-]{36})$/.exec(text);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

/** The filters as the store reads them: dates are whole UTC days, `to` included. */
export function listingOf(businessId: string, filter: TransactionFilter, limit: number): EntryListing {
  return {
    businessId,
    accountId: filter.accountId,
    from: filter.from === undefined ? undefined : Date.parse(`${filter.from}T00:00:00Z`),
    to: filter.to === undefined ? undefined : Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS,
    search: filter.q || undefined,
    direction: filter.direction,
    status: filter.status,
    kind: filter.kind,
    limit,
  };
}

export async function transactionPage(
  db: Db,
  businessId: string,
  filter: TransactionFilter,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ transactions: Transaction[]; nextCursor: string | null } | null> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const before = page.cursor === undefined ? undefined : positionOf(page.cursor);
  if (before === null) return null;
  const rows = await listEntries(db, { ...listingOf(businessId, filter, limit + 1), before });
  const shown = rows.slice(0, limit);
  return {
    transactions: shown.map(toTransaction),
    nextCursor: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}
