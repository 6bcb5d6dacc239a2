// Every query about cards: the card rows (the sealed number and CVC read only by the reveal), each card's spend per
// UTC day (the daily limit's counter, a guarded upsert), and the freeze of a removed member's cards.
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { moneyText, moneyTextOf, toMinor } from "./money-sql.ts";

export interface CardRow {
  id: string;
  businessId: string;
  holderId: string;
  accountId: string;
  name: string;
  last4: string;
  expMonth: number;
  expYear: number;
  status: string;
  dailyLimit: bigint;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface NewCard extends CardRow {
  sealedNumber: string;
  sealedCvc: string;
}

function cardsQuery(db: Db) {
  return db
    .selectFrom("cards")
    .select([
      "id",
      "business_id",
      "holder_id",
      "account_id",
      "name",
      "last4",
      "exp_month",
      "exp_year",
      "status",
      moneyText("daily_limit"),
      "created_by",
      "created_at",
      "updated_at",
    ]);
}

type StoredCard = Awaited<ReturnType<ReturnType<typeof cardsQuery>["executeTakeFirstOrThrow"]>>;

function toRow(row: StoredCard): CardRow {
  return {
    id: row.id,
    businessId: row.business_id,
    holderId: row.holder_id,
    accountId: row.account_id,
    name: row.name,
    last4: row.last4,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    status: row.status,
    dailyLimit: toMinor(row.daily_limit!),
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function insertCard(db: Db, card: NewCard): Promise<void> {
  await db
    .insertInto("cards")
    .values({
      id: card.id,
      business_id: card.businessId,
      holder_id: card.holderId,
      account_id: card.accountId,
      name: card.name,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      sealed_number: card.sealedNumber,
      sealed_cvc: card.sealedCvc,
      status: card.status,
      daily_limit: card.dailyLimit,
      created_by: card.createdBy,
      created_at: card.createdAt,
      updated_at: card.updatedAt,
    })
    .execute();
}

/** The business's cards, oldest first; only the holder's when `holderId` is given. */
export async function listCards(db: Db, businessId: string, holderId?: string): Promise<CardRow[]> {
  let query = cardsQuery(db).where("business_id", "=", businessId);
  if (holderId !== undefined) query = query.where("holder_id", "=", holderId);
  const rows = await query.orderBy("created_at").orderBy("id").execute();
  return rows.map(toRow);
}

/** One of the business's cards; undefined when it is not theirs (or not there). */
export async function findCard(db: Db, businessId: string, cardId: string): Promise<CardRow | undefined> {
  const row = await cardsQuery(db).where("business_id", "=", businessId).where("id", "=", cardId).executeTakeFirst();
  return row && toRow(row);
}

/** The card, its row locked (PostgreSQL) so a freeze and an authorisation are taken in turn. */
export async function lockCard(db: Db, cardId: string): Promise<CardRow | undefined> {
  const row = await cardsQuery(db).where("id", "=", cardId).forUpdate().executeTakeFirst();
  return row && toRow(row);
}

/** The business a card belongs to (the sandbox's routes name a card alone). */
export async function businessOfCard(db: Db, cardId: string): Promise<string | undefined> {
  const row = await db.selectFrom("cards").select("business_id").where("id", "=", cardId).executeTakeFirst();
  return row?.business_id;
}

/** The card's sealed number and CVC: for the reveal alone. */
export async function sealedSecretsOf(
  db: Db,
  cardId: string,
): Promise<{ sealedNumber: string; sealedCvc: string } | undefined> {
  const row = await db
    .selectFrom("cards")
    .select(["sealed_number", "sealed_cvc"])
    .where("id", "=", cardId)
    .executeTakeFirst();
  return row && { sealedNumber: row.sealed_number, sealedCvc: row.sealed_cvc };
}

export async function updateCard(
  db: Db,
  cardId: string,
  change: { status?: string; dailyLimit?: bigint; name?: string },
  now: number,
): Promise<void> {
  await db
    .updateTable("cards")
    .set({
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.dailyLimit === undefined ? {} : { daily_limit: change.dailyLimit }),
      ...(change.name === undefined ? {} : { name: change.name }),
      updated_at: now,
    })
    .where("id", "=", cardId)
    .execute();
}

/** Freezes the person's active cards in the business (they were removed or left); answers the ids it froze. */
export async function freezeCardsOfHolder(db: Db, businessId: string, holderId: string, now: number) {
  const rows = await db
    .updateTable("cards")
    .set({ status: "frozen", updated_at: now })
    .where("business_id", "=", businessId)
    .where("holder_id", "=", holderId)
    .where("status", "=", "active")
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** What each of these cards spent on `day`, in cents (absent: nothing). */
export async function spentOnDay(db: Db, cardIds: readonly string[], day: string): Promise<Map<string, bigint>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("card_daily_totals")
    .select(["card_id", moneyText("spent")])
    .where("card_id", "in", cardIds)
    .where("day", "=", day)
    .execute();
  return new Map(rows.map((row) => [row.card_id, toMinor(row.spent!)]));
}

export interface AuthorizationRow {
  id: string;
  cardId: string;
  businessId: string;
  amount: bigint;
  merchantName: string;
  merchantCategory: string;
  status: string;
  declineReason: string | null;
  holdTransactionId: string | null;
  captureTransactionId: string | null;
  capturedAmount: bigint | null;
  limitDay: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

function authorizationsQuery(db: Db) {
  return db
    .selectFrom("card_authorizations")
    .select([
      "id",
      "card_id",
      "business_id",
      moneyText("amount"),
      "merchant_name",
      "merchant_category",
      "status",
      "decline_reason",
      "hold_transaction_id",
      "capture_transaction_id",
      moneyText("captured_amount"),
      "limit_day",
      "created_by",
      "created_at",
      "updated_at",
    ]);
}

type StoredAuthorization = Awaited<ReturnType<ReturnType<typeof authorizationsQuery>["executeTakeFirstOrThrow"]>>;

function toAuthorization(row: StoredAuthorization): AuthorizationRow {
  return {
    id: row.id,
    cardId: row.card_id,
    businessId: row.business_id,
    amount: toMinor(row.amount!),
    merchantName: row.merchant_name,
    merchantCategory: row.merchant_category,
    status: row.status,
    declineReason: row.decline_reason,
    holdTransactionId: row.hold_transaction_id,
    captureTransactionId: row.capture_transaction_id,
    capturedAmount: toMinor(row.captured_amount ?? null),
    limitDay: row.limit_day,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function insertAuthorization(db: Db, row: AuthorizationRow): Promise<void> {
  await db
    .insertInto("card_authorizations")
    .values({
      id: row.id,
      card_id: row.cardId,
      business_id: row.businessId,
      amount: row.amount,
      merchant_name: row.merchantName,
      merchant_category: row.merchantCategory,
      status: row.status,
      decline_reason: row.declineReason,
      hold_transaction_id: row.holdTransactionId,
      capture_transaction_id: row.captureTransactionId,
      captured_amount: row.capturedAmount,
      limit_day: row.limitDay,
      created_by: row.createdBy,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    })
    .execute();
}

export async function findAuthorization(db: Db, id: string): Promise<AuthorizationRow | undefined> {
  const row = await authorizationsQuery(db).where("id", "=", id).executeTakeFirst();
  return row && toAuthorization(row);
}

export async function findAuthorizationByHold(db: Db, holdTransactionId: string) {
  const row = await authorizationsQuery(db).where("hold_transaction_id", "=", holdTransactionId).executeTakeFirst();
  return row && toAuthorization(row);
}

/**
 * Moves an approved authorisation on (captured or released), compare-and-set on its status: false when another
 * request (a twin capture, a release, the expiry) moved it first.
 */
export async function finishAuthorization(
  db: Db,
  id: string,
  change: { status: "captured" | "released"; captureTransactionId?: string; capturedAmount?: bigint },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("card_authorizations")
    .set({
      status: change.status,
      capture_transaction_id: change.captureTransactionId ?? null,
      captured_amount: change.capturedAmount ?? null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The business's card spend posted since `from`, by merchant category, in cents: the ledger's posted card entries
 * on the business's own accounts, each named by the authorisation whose capture posted it.
 */
export async function capturedSpendByCategory(db: Db, businessId: string, from: number) {
  const rows = await db
    .selectFrom("ledger_entries as e")
    .innerJoin("card_authorizations as a", "a.capture_transaction_id", "e.transaction_id")
    .select([
      "a.merchant_category",
      moneyTextOf(sql`sum(-e.amount)`, "amount"),
      sql<string | number>`count(*)`.as("count"),
    ])
    .where("e.business_id", "=", businessId)
    .where("e.status", "=", "posted")
    .where("e.posted_at", ">=", from)
    .groupBy("a.merchant_category")
    .execute();
  return rows.map((row) => ({
    category: row.merchant_category,
    amount: toMinor(row.amount!),
    count: Number(row.count),
  }));
}
