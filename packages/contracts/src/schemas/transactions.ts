// A business's transactions as its members see them: one row per movement of one of its accounts (a transfer
// between two of them is two rows), newest first, with filters, search and cursor paging; the CSV export takes the
// same filters. Monthly statements per account.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";
import { currencyField, moneyText } from "./money-fields.ts";

export const TRANSACTION_STATUSES = ["pending", "posted", "void"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_KINDS = ["deposit", "payment", "transfer", "conversion", "card", "fee", "return"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_DIRECTIONS = ["in", "out"] as const;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const transactionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    accountId: z.string(),
    /** When it happened (ISO 8601, UTC). */
    at: z.string(),
    /** When it posted; null while pending or when voided. */
    postedAt: z.nullable(z.string()),
    description: z.string(),
    counterparty: z.nullable(z.string()),
    /** Signed: money in is positive, money out negative. */
    amount: moneyText(),
    currency: currencyField(),
    status: z.enum(TRANSACTION_STATUSES),
    kind: z.enum(TRANSACTION_KINDS),
    /** The account's posted balance once this posted; null while pending or when voided. */
    balanceAfter: z.nullable(moneyText()),
    paymentId: z.nullable(z.string()),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = lazySchema(() =>
  z.object({ transactions: z.array(transactionSchema), nextCursor: z.nullable(z.string()) }),
);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

const isoDate = () =>
  z.string({ error: M.filterDate }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, M.filterDate));

/** The filters of the list and of the CSV export; dates are whole UTC days, `to` included. */
export const transactionFilterSchema = lazySchema(() =>
  z.object({
    accountId: z.optional(routeIdField()),
    from: z.optional(isoDate()),
    to: z.optional(isoDate()),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    direction: z.optional(z.enum(TRANSACTION_DIRECTIONS)),
    status: z.optional(z.enum(TRANSACTION_STATUSES)),
    kind: z.optional(z.enum(TRANSACTION_KINDS)),
  }),
);
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

export const transactionQuerySchema = lazySchema(() =>
  z.extend(transactionFilterSchema, {
    cursor: z.optional(z.string({ error: M.cursor }).check(z.maxLength(200, M.cursor))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
  }),
);
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;

export const statementSchema = lazySchema(() =>
  z.object({
    /** YYYY-MM, in UTC. */
    month: z.string(),
    openingBalance: moneyText(),
    closingBalance: moneyText(),
    currency: currencyField(),
  }),
);
export type Statement = z.infer<typeof statementSchema>;
/** GET /api/businesses/:businessId/statements?accountId= : every month the account was open, newest first. */
export const statementListSchema = lazySchema(() => z.object({ statements: z.array(statementSchema) }));
export const statementQuerySchema = lazySchema(() => z.object({ accountId: routeIdField() }));
export const statementParamsSchema = lazySchema(() =>
  z.object({
    businessId: routeIdField(),
    month: z.string({ error: M.statementMonth }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.statementMonth)),
  }),
);
