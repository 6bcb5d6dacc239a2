// Every query about payments: the payment rows (terms that never change, a status that moves by compare-and-set),
// their timeline, their signed approvals, and the daily limit's counter per business and UTC day.
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface PaymentRow {
  id: string;
  businessId: string;
  fromAccountId: string;
  payeeId: string;
  payeeName: string;
  method: string;
  destination: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  memo: string | null;
  sendOn: string | null;
  status: string;
  approvalsRequired: number;
  holdTransactionId: string;
  feeTransactionId: string | null;
  returnTransactionId: string | null;
  limitDay: string;
  limitAmount: bigint;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

function paymentsQuery(db: Db) {
  return db
    .selectFrom("payments")
    .select([
      "id",
      "business_id",
      "from_account_id",
      "payee_id",
      "payee_name",
      "method",
      "destination",
      "currency",
      moneyText("amount"),
      moneyText("fee"),
      "memo",
      "send_on",
      "status",
      "approvals_required",
      "hold_transaction_id",
      "fee_transaction_id",
      "return_transaction_id",
      "limit_day",
      moneyText("limit_amount"),
      "created_by",
      "created_at",
      "updated_at",
    ]);
}

type StoredPayment = Awaited<ReturnType<ReturnType<typeof paymentsQuery>["executeTakeFirstOrThrow"]>>;

function toRow(row: StoredPayment): PaymentRow {
  return {
    id: row.id,
    businessId: row.business_id,
    fromAccountId: row.from_account_id,
    payeeId: row.payee_id,
    payeeName: row.payee_name,
    method: row.method,
    destination: row.destination,
    currency: row.currency,
    amount: toMinor(row.amount!),
    fee: toMinor(row.fee!),
    memo: row.memo,
    sendOn: row.send_on,
    status: row.status,
    approvalsRequired: row.approvals_required,
    holdTransactionId: row.hold_transaction_id,
    feeTransactionId: row.fee_transaction_id,
    returnTransactionId: row.return_transaction_id,
    limitDay: row.limit_day,
    limitAmount: toMinor(row.limit_amount!),
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function insertPayment(db: Db, payment: PaymentRow): Promise<void> {
  await db
    .insertInto("payments")
    .values({
      id: payment.id,
      business_id: payment.businessId,
      from_account_id: payment.fromAccountId,
      payee_id: payment.payeeId,
      payee_name: payment.payeeName,
      method: payment.method,
      destination: payment.destination,
      currency: payment.currency,
      amount: payment.amount,
      fee: payment.fee,
      memo: payment.memo,
      send_on: payment.sendOn,
      status: payment.status,
      approvals_required: payment.approvalsRequired,
      hold_transaction_id: payment.holdTransactionId,
      fee_transaction_id: payment.feeTransactionId,
      return_transaction_id: payment.returnTransactionId,
      limit_day: payment.limitDay,
      limit_amount: payment.limitAmount,
      created_by: payment.createdBy,
      created_at: payment.createdAt,
      updated_at: payment.updatedAt,
    })
    .execute();
}

export async function findPayment(db: Db, businessId: string, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await paymentsQuery(db)
    .where("business_id", "=", businessId)
    .where("id", "=", paymentId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** The payment, its row locked until the transaction ends (PostgreSQL; SQLite's writers take turns anyway). */
export async function lockPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const row = await paymentsQuery(db).where("id", "=", paymentId).forUpdate().executeTakeFirst();
  return row && toRow(row);
}

/** Locks the payment whose amount a pending movement holds (the rails' jobs name the movement), in one read. */
export async function lockPaymentByHold(db: Db, holdTransactionId: string): Promise<PaymentRow | undefined> {
  const row = await paymentsQuery(db)
    .where("hold_transaction_id", "=", holdTransactionId)
    .forUpdate()
    .executeTakeFirst();
  return row && toRow(row);
}

/** Moves the payment from `from` to `to`; false when it was not in `from` any more (another step won the race). */
export async function moveStatus(
  db: Db,
  paymentId: string,
  from: string,
  to: string,
  now: number,
  change: { returnTransactionId?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("payments")
    .set({
      status: to,
      updated_at: now,
      ...(change.returnTransactionId ? { return_transaction_id: change.returnTransactionId } : {}),
    })
    .where("id", "=", paymentId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PaymentListing {
  businessId: string;
  status?: string | undefined;
  /** Only payments waiting for this person's approval: not made by them, not approved by them yet. */
  awaitingApprovalBy?: string | undefined;
  before?: { createdAt: number; id: string } | undefined;
  limit: number;
}

/** The business's payments, newest first. */
export async function listPayments(db: Db, listing: PaymentListing): Promise<PaymentRow[]> {
  let query = paymentsQuery(db).where("business_id", "=", listing.businessId);
  if (listing.status !== undefined) query = query.where("status", "=", listing.status);
  const approver = listing.awaitingApprovalBy;
  if (approver !== undefined)
    query = query
      .where("status", "=", "pending_approval")
      .where("created_by", "<>", approver)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("payment_approvals")
              .select(sql.lit(1).as("one"))
              .whereRef("payment_approvals.payment_id", "=", "payments.id")
              .where("payment_approvals.user_id", "=", approver),
          ),
        ),
      );
  if (listing.before) {
    const { createdAt, id } = listing.before;
    query = query.where(sql<boolean>`(created_at, id) < (${createdAt}, ${id})`);
  }
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(listing.limit).execute();
  return rows.map(toRow);
}

export interface PaymentEventRow {
  paymentId: string;
  status: string;
  at: number;
  actorId: string | null;
  note: string | null;
}

/** Adds the step after the payment's last one (the caller holds the payment's row lock, or has just made it). */
export async function insertPaymentEvent(db: Db, event: PaymentEventRow): Promise<void> {
  await db
    .insertInto("payment_events")
    .values({
      payment_id: event.paymentId,
      seq: sql<number>`(SELECT coalesce(max(seq), 0) + 1 FROM payment_events WHERE payment_id = ${event.paymentId})`,
      status: event.status,
      at: event.at,
      actor_id: event.actorId,
      note: event.note,
    })
    .execute();
}

/** The timelines of these payments, each in order. */
export async function eventsOf(db: Db, paymentIds: readonly string[]): Promise<Map<string, PaymentEventRow[]>> {
  const byPayment = new Map<string, PaymentEventRow[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .selectFrom("payment_events")
    .selectAll()
    .where("payment_id", "in", paymentIds)
    .orderBy("payment_id")
    .orderBy("seq")
    .execute();
  for (const row of rows)
    byPayment.get(row.payment_id)!.push({
      paymentId: row.payment_id,
      status: row.status,
      at: Number(row.at),
      actorId: row.actor_id,
      note: row.note,
    });
  return byPayment;
}

export interface ApprovalRow {
  paymentId: string;
  userId: string;
  method: string;
  evidence: string;
  at: number;
}

/** Records one person's approval; false when they had approved it already. */
export async function insertApproval(db: Db, approval: ApprovalRow): Promise<boolean> {
  const result = await db
    .insertInto("payment_approvals")
    .values({
      payment_id: approval.paymentId,
      user_id: approval.userId,
      method: approval.method,
      evidence: approval.evidence,
      at: approval.at,
    })
    .onConflict((conflict) => conflict.columns(["payment_id", "user_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The approvals of these payments, each in the order they came. */
export async function approvalsOf(db: Db, paymentIds: readonly string[]): Promise<Map<string, ApprovalRow[]>> {
  const byPayment = new Map<string, ApprovalRow[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .selectFrom("payment_approvals")
    .selectAll()
    .where("payment_id", "in", paymentIds)
    .orderBy("at")
    .orderBy("user_id")
    .execute();
  for (const row of rows)
    byPayment.get(row.payment_id)!.push({
      paymentId: row.payment_id,
      userId: row.user_id,
      method: row.method,
      evidence: row.evidence,
      at: Number(row.at),
    });
  return byPayment;
}

/** What the business has sent on `day`, in USD cents. */
export async function sentOnDay(db: Db, businessId: string, day: string): Promise<bigint> {
  const row = await db
    .selectFrom("payment_daily_totals")
    .select(moneyText("sent"))
    .where("business_id", "=", businessId)
    .where("day", "=", day)
    .executeTakeFirst();
  return row?.sent ? toMinor(row.sent) : 0n;
}

/** The business a payment belongs to (the sandbox's routes name a payment alone). */
export async function businessOfPayment(db: Db, paymentId: string): Promise<string | undefined> {
  const row = await db.selectFrom("payments").select("business_id").where("id", "=", paymentId).executeTakeFirst();
  return row?.business_id;
}
