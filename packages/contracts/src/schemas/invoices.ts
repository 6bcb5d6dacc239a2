// Invoices (docs/invoices.md): a business bills a customer with line items; sending mails the customer a PDF with the
// account's payment details and the invoice number as the reference; a deposit carrying that reference pays it,
// wholly or in part. Amounts are decimal strings of the invoice account's currency, as everywhere.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { emailField } from "./fields.ts";
import { INVOICE_MESSAGES as M } from "../texts/invoice-messages.ts";
import { MAX_INVOICE_LINES } from "../money/invoice-lines.ts";
import { currencyField, moneyText } from "./money-fields.ts";
import { MAX_PAGE_SIZE } from "./transactions.ts";

/** Stored statuses; "overdue" is read from them and the due date (sent or partly paid, past its due day). */
export const INVOICE_STATUSES = ["draft", "sent", "partly_paid", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How far ahead a due date may be. */
export const MAX_DUE_AHEAD_DAYS = 730;

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** POST /api/businesses/:businessId/invoices (pay, Idempotency-Key). Quantities and prices are checked by the service. */
export const invoiceRequestSchema = lazySchema(() =>
  z.strictObject({
    customer: z.strictObject({ name: trimmed(100, M.customerName), email: emailField }, { error: M.customerName }),
    lines: z
      .array(
        z.strictObject(
          {
            description: trimmed(200, M.description),
            quantity: z.string({ error: M.quantity }).check(z.maxLength(20, M.quantity)),
            unitPrice: z.string({ error: M.unitPrice }).check(z.maxLength(40, M.unitPrice)),
          },
          { error: M.lines },
        ),
        { error: M.lines },
      )
      .check(z.minLength(1, M.lines), z.maxLength(MAX_INVOICE_LINES, M.lines)),
    dueOn: z.string({ error: M.dueOn }).check(z.refine(isCalendarDay, { error: M.dueOn })),
    accountId: routeIdField(),
    memo: z.optional(z.string({ error: M.memo }).check(z.trim(), z.maxLength(500, M.memo))),
  }),
);
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export const invoiceLineSchema = lazySchema(() =>
  z.object({ description: z.string(), quantity: z.string(), unitPrice: moneyText(), amount: moneyText() }),
);
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** "INV-0001": one sequence per business, the reference a payment carries. */
    number: z.string(),
    status: z.enum(INVOICE_STATUSES),
    customer: z.object({ name: z.string(), email: z.string() }),
    lines: z.array(invoiceLineSchema),
    total: moneyText(),
    /** What deposits carrying the number have brought (above the total when overpaid). */
    paidAmount: moneyText(),
    /** What is left to pay: the total less paidAmount, never below zero. */
    amountDue: moneyText(),
    currency: currencyField(),
    accountId: z.string(),
    dueOn: z.string(),
    memo: z.nullable(z.string()),
    payments: z.array(z.object({ transactionId: z.string(), amount: moneyText(), at: z.string() })),
    createdAt: z.string(),
    sentAt: z.nullable(z.string()),
    paidAt: z.nullable(z.string()),
    voidedAt: z.nullable(z.string()),
  }),
);
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), invoice: invoiceSchema }));
export const invoicePageSchema = lazySchema(() =>
  z.object({ invoices: z.array(invoiceSchema), nextCursor: z.nullable(z.string()) }),
);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const invoiceQuerySchema = lazySchema(() =>
  z.object({
    status: z.optional(z.enum(INVOICE_STATUSES, { error: M.status })),
    cursor: z.optional(z.string({ error: M.cursor }).check(z.regex(/^[1-9][0-9]{0,8}$/, M.cursor))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
  }),
);
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

export const invoiceParamsSchema = lazySchema(() =>
  z.object({ businessId: routeIdField(), invoiceId: routeIdField() }),
);

/** The codes of the invoice routes' refusals, beside their message. */
export const INVOICE_REFUSAL_CODES = [
  "invalidInvoice",
  "accountNotFound",
  "invoiceNotFound",
  "notDraft",
  "invoiceVoid",
  "hasPayments",
] as const;
export type InvoiceRefusalCode = (typeof INVOICE_REFUSAL_CODES)[number];

const invoice = (businessId: string, invoiceId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/invoices/${encodeURIComponent(invoiceId)}`;

export const INVOICE_API_PATHS = {
  invoices: (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/invoices`,
  invoice,
  send: (businessId: string, invoiceId: string) => `${invoice(businessId, invoiceId)}/send`,
  void: (businessId: string, invoiceId: string) => `${invoice(businessId, invoiceId)}/void`,
  pdf: (businessId: string, invoiceId: string) => `${invoice(businessId, invoiceId)}.pdf`,
} as const;
