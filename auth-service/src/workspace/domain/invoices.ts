// Invoices: a member who may pay bills a customer with line items (exact: money/invoice-lines.ts in the contracts),
// numbered INV-0001, INV-0002, ... per business without gaps; sends it (once: the customer is mailed the PDF with the
// account's payment details and the number as the reference); or voids it while nothing has been paid. A deposit
// carrying the number pays it (invoice-payments.ts). "Overdue" is read, not stored: an open invoice past its due day.
import crypto from "node:crypto";
import {
  INVOICE_MESSAGES as M,
  MAX_AMOUNT_MINOR,
  MAX_DUE_AHEAD_DAYS,
  formatAmount,
  formatQuantity,
  invoiceNumberText,
  lineAmountMinor,
  parseAmount,
  parseQuantity,
  type Currency,
  type Invoice,
  type InvoiceQuery,
  type InvoiceRefusalCode,
  type InvoiceRequest,
  type InvoiceStatus,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { findAccount } from "../store/accounts-store.ts";
import { lockBusiness } from "../store/businesses-store.ts";
import {
  findInvoice,
  insertInvoice,
  listInvoices,
  lockInvoice,
  moveInvoiceStatus,
  nextInvoiceNumber,
  type InvoiceLineRow,
  type InvoiceRecord,
  type InvoiceRow,
} from "../store/invoices-store.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import type { Answer } from "./idempotency.ts";
import { refuse, type Outcome } from "./outcome.ts";

const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_PAGE = 25;

/** The UTC day of a moment: "2026-11-28". */
export function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Stored statuses are draft, sent, partly_paid, paid and void; an open one past its due day reads as overdue. */
export function statusOf(invoice: Pick<InvoiceRow, "status" | "dueOn">, today: string): InvoiceStatus {
  const open = invoice.status === "sent" || invoice.status === "partly_paid";
  return open && invoice.dueOn < today ? "overdue" : (invoice.status as InvoiceStatus);
}

export function toInvoice(record: InvoiceRecord, now: number): Invoice {
  const currency = record.currency as Currency;
  const money = (minor: bigint) => formatAmount(minor, currency);
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    id: record.id,
    number: invoiceNumberText(record.number),
    status: statusOf(record, dayOf(now)),
    customer: { name: record.customerName, email: record.customerEmail },
    lines: record.lines.map((line) => ({
      description: line.description,
      quantity: formatQuantity(line.quantity),
      unitPrice: money(line.unitPrice),
      amount: money(line.amount),
    })),
    total: money(record.total),
    paidAmount: money(record.paid),
    amountDue: money(record.paid >= record.total ? 0n : record.total - record.paid),
    currency,
    accountId: record.accountId,
    dueOn: record.dueOn,
    memo: record.memo,
    payments: record.payments.map((payment) => ({
      transactionId: payment.transactionId,
      amount: money(payment.amount),
      at: new Date(payment.at).toISOString(),
    })),
    createdAt: new Date(record.createdAt).toISOString(),
    sentAt: iso(record.sentAt),
    paidAt: iso(record.paidAt),
    voidedAt: iso(record.voidedAt),
  };
}

function invoiceRefusal(
  status: number,
  code: InvoiceRefusalCode,
  message: string,
  errors?: Record<string, string>,
): Answer {
  return { status, body: { success: false, message, code, ...(errors ? { errors } : {}) } };
}

function invalid(field: string, message: string): Answer {
  return invoiceRefusal(400, "invalidInvoice", message, { [field]: message });
}

/** The lines in minor units with their total, or the 400 naming the first field that cannot be read. */
function priceLines(request: InvoiceRequest, currency: Currency): { lines: InvoiceLineRow[]; total: bigint } | Answer {
  const lines: InvoiceLineRow[] = [];
  let total = 0n;
  for (const [index, line] of request.lines.entries()) {
    const quantity = parseQuantity(line.quantity);
    if (quantity === null) return invalid(`lines.${index}.quantity`, M.quantity);
    const unitPrice = parseAmount(line.unitPrice, currency);
    if (unitPrice === null) return invalid(`lines.${index}.unitPrice`, M.unitPrice);
    const amount = lineAmountMinor(quantity, unitPrice);
    lines.push({ description: line.description, quantity, unitPrice, amount });
    total += amount;
  }
  if (total === 0n) return invalid("lines", M.totalZero);
  if (total > MAX_AMOUNT_MINOR) return invalid("lines", M.totalTooLarge);
  return { lines, total };
}

/**
 * Makes a draft invoice, numbered next in the business's sequence. Runs in the transaction of its Idempotency-Key
 * (routes/idempotent-route.ts): a double-click or a retry makes one invoice, not two numbers.
 */
export async function createInvoice(
  trx: Db,
  actor: Actor,
  businessId: string,
  request: InvoiceRequest,
  now: number,
): Promise<Answer> {
  const account = await findAccount(trx, businessId, request.accountId);
  if (!account) return invoiceRefusal(404, "accountNotFound", M.accountNotFound, { accountId: M.accountNotFound });
  const currency = account.currency as Currency;
  const today = dayOf(now);
  if (request.dueOn < today || request.dueOn > dayOf(now + MAX_DUE_AHEAD_DAYS * DAY_MS))
    return invalid("dueOn", M.dueOn);
  const priced = priceLines(request, currency);
  if ("status" in priced) return priced;

  // The business's lock makes reading the last number and writing the next one step: parallel creates, on any
  // instance, take numbers one after another (and the unique (business_id, number) is the net under it).
  await lockBusiness(trx, businessId);
  const row: InvoiceRow = {
    id: crypto.randomUUID(),
    businessId,
    number: await nextInvoiceNumber(trx, businessId),
    accountId: account.id,
    currency,
    customerName: request.customer.name,
    customerEmail: request.customer.email,
    memo: request.memo || null,
    dueOn: request.dueOn,
    total: priced.total,
    paid: 0n,
    status: "draft",
    createdBy: actor.caller.userId,
    createdAt: now,
    sentAt: null,
    paidAt: null,
    voidedAt: null,
  };
  await insertInvoice(trx, row, priced.lines);
  await recordAuditEvent(trx, "invoice_created", auditSubjectOf(actor, businessId), now, {
    businessId,
    invoiceId: row.id,
    number: invoiceNumberText(row.number),
    total: formatAmount(row.total, currency),
    currency,
  });
  return {
    status: 201,
    body: { success: true, invoice: toInvoice({ ...row, lines: priced.lines, payments: [] }, now) },
  };
}

export async function invoiceOf(db: Db, businessId: string, invoiceId: string, now: number): Promise<Invoice | null> {
  const record = await findInvoice(db, businessId, invoiceId);
  return record ? toInvoice(record, now) : null;
}

export async function invoicePage(db: Db, businessId: string, query: InvoiceQuery, now: number) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const records = await listInvoices(db, businessId, {
    status: query.status,
    today: dayOf(now),
    beforeNumber: query.cursor ? Number(query.cursor) : null,
    limit: limit + 1,
  });
  const page = records.slice(0, limit);
  return {
    invoices: page.map((record) => toInvoice(record, now)),
    nextCursor: records.length > limit ? String(page[page.length - 1]!.number) : null,
  };
}

/**
 * Marks a draft sent, once: of two sends at once one moves it and the other is refused (409 notDraft), so the customer
 * is mailed once. The answer carries the invoice; the caller mails it after the commit (invoice-mail.ts).
 */
export async function sendInvoice(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  invoiceId: string,
): Promise<Outcome<InvoiceRecord>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<InvoiceRecord>> => {
    const invoice = await lockInvoice(trx, businessId, invoiceId);
    if (!invoice) return refuse(404, "invoiceNotFound", M.invoiceNotFound);
    if (invoice.status === "void") return refuse(409, "invoiceVoid", M.invoiceVoid);
    if (!(await moveInvoiceStatus(trx, invoiceId, ["draft"], "sent", { sent_at: now })))
      return refuse(409, "notDraft", M.notDraft);
    await recordAuditEvent(trx, "invoice_sent", auditSubjectOf(actor, businessId), now, {
      businessId,
      invoiceId,
      number: invoiceNumberText(invoice.number),
    });
    return { ok: true, value: (await findInvoice(trx, businessId, invoiceId))! };
  });
}

/**
 * Voids a draft or an open invoice nobody has paid anything of. Once money has arrived against it, it cannot be voided:
 * the deposit stays in the account and the invoice says what it paid (409 hasPayments).
 */
export async function voidInvoice(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  invoiceId: string,
): Promise<Outcome<Invoice>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<Invoice>> => {
    const invoice = await lockInvoice(trx, businessId, invoiceId);
    if (!invoice) return refuse(404, "invoiceNotFound", M.invoiceNotFound);
    if (invoice.status === "void") return refuse(409, "invoiceVoid", M.invoiceVoid);
    if (invoice.paid > 0n || !(await moveInvoiceStatus(trx, invoiceId, ["draft", "sent"], "void", { voided_at: now })))
      return refuse(409, "hasPayments", M.hasPayments);
    await recordAuditEvent(trx, "invoice_voided", auditSubjectOf(actor, businessId), now, {
      businessId,
      invoiceId,
      number: invoiceNumberText(invoice.number),
    });
    return { ok: true, value: toInvoice((await findInvoice(trx, businessId, invoiceId))!, now) };
  });
}
