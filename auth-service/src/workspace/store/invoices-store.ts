// Every query about invoices: the invoice rows (terms fixed once made, a status moved by compare-and-set), their
// lines, the deposits counted toward them, and the posted deposit a payment is matched from.
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface InvoiceLineRow {
  description: string;
  /** Ten-thousandths. */
  quantity: bigint;
  unitPrice: bigint;
  amount: bigint;
}

export interface InvoicePaymentRow {
  transactionId: string;
  amount: bigint;
  at: number;
}

export interface InvoiceRow {
  id: string;
  businessId: string;
  number: number;
  accountId: string;
  currency: string;
  customerName: string;
  customerEmail: string;
  memo: string | null;
  dueOn: string;
  total: bigint;
  paid: bigint;
  /** draft, sent, partly_paid, paid or void: overdue is read from these and the due day. */
  status: string;
  createdBy: string;
  createdAt: number;
  sentAt: number | null;
  paidAt: number | null;
  voidedAt: number | null;
}

export interface InvoiceRecord extends InvoiceRow {
  lines: InvoiceLineRow[];
  payments: InvoicePaymentRow[];
}

function invoicesQuery(db: Db) {
  return db
    .selectFrom("invoices")
    .select([
      "id",
      "business_id",
      "number",
      "account_id",
      "currency",
      "customer_name",
      "customer_email",
      "memo",
      "due_on",
      moneyText("total"),
      moneyText("paid"),
      "status",
      "created_by",
      "created_at",
      "sent_at",
      "paid_at",
      "voided_at",
    ]);
}

type RawInvoice = Awaited<ReturnType<ReturnType<typeof invoicesQuery>["executeTakeFirstOrThrow"]>>;

const optionalTime = (value: number | null) => (value === null ? null : Number(value));

function toRow(raw: RawInvoice): InvoiceRow {
  return {
    id: raw.id,
    businessId: raw.business_id,
    number: Number(raw.number),
    accountId: raw.account_id,
    currency: raw.currency,
    customerName: raw.customer_name,
    customerEmail: raw.customer_email,
    memo: raw.memo,
    dueOn: raw.due_on,
    total: toMinor(raw.total!),
    paid: toMinor(raw.paid!),
    status: raw.status,
    createdBy: raw.created_by,
    createdAt: Number(raw.created_at),
    sentAt: optionalTime(raw.sent_at),
    paidAt: optionalTime(raw.paid_at),
    voidedAt: optionalTime(raw.voided_at),
  };
}

/** The business's next invoice number. Call under the business's lock (lockBusiness): numbers never repeat or skip. */
export async function nextInvoiceNumber(trx: Db, businessId: string): Promise<number> {
  const row = await trx
    .selectFrom("invoices")
    .select(sql<number | string | null>`max(number)`.as("last"))
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertInvoice(trx: Db, invoice: InvoiceRow, lines: readonly InvoiceLineRow[]): Promise<void> {
  await trx
    .insertInto("invoices")
    .values({
      id: invoice.id,
      business_id: invoice.businessId,
      number: invoice.number,
      account_id: invoice.accountId,
      currency: invoice.currency,
      customer_name: invoice.customerName,
      customer_email: invoice.customerEmail,
      memo: invoice.memo,
      due_on: invoice.dueOn,
      total: invoice.total,
      paid: invoice.paid,
      status: invoice.status,
      created_by: invoice.createdBy,
      created_at: invoice.createdAt,
      sent_at: invoice.sentAt,
      paid_at: invoice.paidAt,
      voided_at: invoice.voidedAt,
    })
    .execute();
  await trx
    .insertInto("invoice_lines")
    .values(
      lines.map((line, position) => ({
        invoice_id: invoice.id,
        position,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        amount: line.amount,
      })),
    )
    .execute();
}

async function withDetails(db: Db, rows: InvoiceRow[]): Promise<InvoiceRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .selectFrom("invoice_lines")
    .select(["invoice_id", "description", moneyText("quantity"), moneyText("unit_price"), moneyText("amount")])
    .where("invoice_id", "in", ids)
    .orderBy("invoice_id")
    .orderBy("position")
    .execute();
  const payments = await db
    .selectFrom("invoice_payments")
    .select(["invoice_id", "transaction_id", moneyText("amount"), "at"])
    .where("invoice_id", "in", ids)
    .orderBy("at")
    .orderBy("transaction_id")
    .execute();
  return rows.map((row) => ({
    ...row,
    lines: lines
      .filter((line) => line.invoice_id === row.id)
      .map((line) => ({
        description: line.description,
        quantity: toMinor(line.quantity!),
        unitPrice: toMinor(line.unit_price!),
        amount: toMinor(line.amount!),
      })),
    payments: payments
      .filter((payment) => payment.invoice_id === row.id)
      .map((payment) => ({
        transactionId: payment.transaction_id,
        amount: toMinor(payment.amount!),
        at: Number(payment.at),
      })),
  }));
}

export async function findInvoice(db: Db, businessId: string, invoiceId: string): Promise<InvoiceRecord | undefined> {
  const raw = await invoicesQuery(db)
    .where("business_id", "=", businessId)
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!raw) return undefined;
  return (await withDetails(db, [toRow(raw)]))[0];
}

/** The invoice, locked until the transaction ends (PostgreSQL; SQLite's writers already take turns). */
export async function lockInvoice(trx: Db, businessId: string, invoiceId: string): Promise<InvoiceRow | undefined> {
  const raw = await invoicesQuery(trx)
    .where("business_id", "=", businessId)
    .where("id", "=", invoiceId)
    .forUpdate()
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

export async function lockInvoiceByNumber(
  trx: Db,
  businessId: string,
  number: number,
): Promise<InvoiceRow | undefined> {
  const raw = await invoicesQuery(trx)
    .where("business_id", "=", businessId)
    .where("number", "=", number)
    .forUpdate()
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

/**
 * A page of the business's invoices, newest number first, from before `beforeNumber`. `overdueBefore` is today's UTC
 * day: "overdue" keeps the open ones due before it, "sent" and "partly_paid" those that are not.
 */
export async function listInvoices(
  db: Db,
  businessId: string,
  filter: { status?: string | undefined; today: string; beforeNumber: number | null; limit: number },
): Promise<InvoiceRecord[]> {
  let query = invoicesQuery(db).where("business_id", "=", businessId);
  if (filter.beforeNumber !== null) query = query.where("number", "<", filter.beforeNumber);
  if (filter.status === "overdue")
    query = query.where("status", "in", ["sent", "partly_paid"]).where("due_on", "<", filter.today);
  else if (filter.status === "sent" || filter.status === "partly_paid")
    query = query.where("status", "=", filter.status).where("due_on", ">=", filter.today);
  else if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("number", "desc").limit(filter.limit).execute();
  return withDetails(db, rows.map(toRow));
}

/** Moves the invoice from one of `from` to `to`, setting the given times; false when it was not in `from` any more. */
export async function moveInvoiceStatus(
  trx: Db,
  invoiceId: string,
  from: readonly string[],
  to: string,
  times: { sent_at?: number; voided_at?: number },
): Promise<boolean> {
  const result = await trx
    .updateTable("invoices")
    .set({ status: to, ...times })
    .where("id", "=", invoiceId)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts a posted deposit toward the invoice: false when this deposit was counted already. The paid sum grows in SQL
 * (paid + amount) under the invoice's lock, so two deposits posting at once both count.
 */
export async function recordInvoicePayment(trx: Db, invoice: InvoiceRow, payment: InvoicePaymentRow): Promise<boolean> {
  const inserted = await trx
    .insertInto("invoice_payments")
    .values({ transaction_id: payment.transactionId, invoice_id: invoice.id, amount: payment.amount, at: payment.at })
    .onConflict((conflict) => conflict.column("transaction_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  const paid = invoice.paid + payment.amount;
  await trx
    .updateTable("invoices")
    .set({
      paid: sql`paid + ${payment.amount}` as unknown as bigint,
      status: paid >= invoice.total ? "paid" : "partly_paid",
      paid_at: paid >= invoice.total ? payment.at : null,
    })
    .where("id", "=", invoice.id)
    .execute();
  return true;
}

export interface PostedDeposit {
  transactionId: string;
  businessId: string;
  reference: string | null;
  accountId: string;
  currency: string;
  amount: bigint;
}

/** A deposit's transaction and the entry into the customer's account, once posted; undefined for anything else. */
export async function postedDeposit(trx: Db, transactionId: string): Promise<PostedDeposit | undefined> {
  const row = await trx
    .selectFrom("ledger_transactions as t")
    .innerJoin("ledger_entries as e", "e.transaction_id", "t.id")
    .select(["t.id", "t.business_id", "t.reference", "e.account_id", "e.currency", moneyText("e.amount", "amount")])
    .where("t.id", "=", transactionId)
    .where("t.kind", "=", "deposit")
    .where("e.business_id", "is not", null)
    .where("e.status", "=", "posted")
    .executeTakeFirst();
  if (!row || !row.business_id) return undefined;
  return {
    transactionId: row.id,
    businessId: row.business_id,
    reference: row.reference,
    accountId: row.account_id,
    currency: row.currency,
    amount: toMinor(row.amount!),
  };
}
