// Conversion quotes: the price offered, held 30 seconds, used at most once.
import type { Db } from "../../db/database.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface QuoteRow {
  id: string;
  businessId: string;
  fromAccountId: string;
  toAccountId: string;
  fromCurrency: string;
  toCurrency: string;
  amount: bigint;
  fee: bigint;
  receive: bigint;
  rate: string;
  spreadBps: number;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export async function insertQuote(db: Db, quote: QuoteRow): Promise<void> {
  await db
    .insertInto("conversion_quotes")
    .values({
      id: quote.id,
      business_id: quote.businessId,
      from_account_id: quote.fromAccountId,
      to_account_id: quote.toAccountId,
      from_currency: quote.fromCurrency,
      to_currency: quote.toCurrency,
      amount: quote.amount,
      fee: quote.fee,
      receive: quote.receive,
      rate: quote.rate,
      spread_bps: quote.spreadBps,
      created_by: quote.createdBy,
      created_at: quote.createdAt,
      expires_at: quote.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The business's quote, locked (PostgreSQL) so one conversion uses it at a time. */
export async function lockQuote(db: Db, businessId: string, quoteId: string): Promise<QuoteRow | undefined> {
  const row = await db
    .selectFrom("conversion_quotes")
    .select([
      "id",
      "business_id",
      "from_account_id",
      "to_account_id",
      "from_currency",
      "to_currency",
      moneyText("amount"),
      moneyText("fee"),
      moneyText("receive"),
      "rate",
      "spread_bps",
      "created_by",
      "created_at",
      "expires_at",
      "used_at",
    ])
    .where("business_id", "=", businessId)
    .where("id", "=", quoteId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    businessId: row.business_id,
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
    fromCurrency: row.from_currency,
    toCurrency: row.to_currency,
    amount: toMinor(row.amount!),
    fee: toMinor(row.fee!),
    receive: toMinor(row.receive!),
    rate: row.rate,
    spreadBps: Number(row.spread_bps),
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

export async function markQuoteUsed(db: Db, quoteId: string, now: number): Promise<void> {
  await db.updateTable("conversion_quotes").set({ used_at: now }).where("id", "=", quoteId).execute();
}

export async function deleteQuotesExpiredBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom("conversion_quotes").where("expires_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
