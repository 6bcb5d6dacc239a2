// Payments out of a business (docs/workspace.md, "Payments and approvals"): created by a member who may pay, held at
// once, approved by others as the business's rules ask (each approval signed with a passkey or a code bound to that
// payment), then sent over the sandbox rails. Every POST that creates one takes an Idempotency-Key.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { PAYMENT_METHODS } from "./payment-methods.ts";
import { TWO_FACTOR_CODE_LENGTH } from "../constants.ts";
import { PAYMENT_MESSAGES as M } from "../texts/payment-messages.ts";
import { currencyField, moneyText } from "./money-fields.ts";
import { amountField, memoField } from "./money-request-fields.ts";
import { MAX_PAGE_SIZE } from "./transactions.ts";

export const PAYMENT_STATUSES = [
  "pending_approval",
  "scheduled",
  "processing",
  "settled",
  "returned",
  "failed",
  "rejected",
  "canceled",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Statuses a payment never leaves. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "settled",
  "returned",
  "failed",
  "rejected",
  "canceled",
];

/** Money out of one business in one UTC day, in USD (USDC one for one, BTC and ETH at the exchange's price when made). */
export const DAILY_PAYMENT_LIMIT = "250000.00";
/** How far ahead a payment may be scheduled. */
export const MAX_SEND_AHEAD_DAYS = 365;
/** How long the sandbox rails take to settle a payment once sent, before SANDBOX_TIME_SCALE. */
export const SANDBOX_PAYMENT_DELAY_MS = { ach: 30_000, wire: 10_000, usdc: 2_300, btc: 20_000, eth: 12_000 } as const;
/** The sandbox partner fails a payment to a bank account number starting with these digits (its test "closed account"). */
export const SANDBOX_FAILING_ACCOUNT_PREFIX = "9999";

export const APPROVAL_METHODS = ["passkey", "code"] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];
const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** POST /api/businesses/:businessId/payments (pay, Idempotency-Key) */
export const paymentRequestSchema = lazySchema(() =>
  z.strictObject({
    fromAccountId: routeIdField(),
    payeeId: routeIdField(),
    amount: amountField(),
    memo: memoField(),
    /** A later UTC day to send it on (YYYY-MM-DD); today or absent sends once approved. */
    sendOn: z.optional(z.string({ error: M.sendOn }).check(z.refine(isCalendarDay, { error: M.sendOn }))),
  }),
);
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

const personSchema = () => z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() });

/** How a payment names someone whose account is gone (an approval or a step of theirs stays on the record). */
export const FORMER_MEMBER = { firstName: "Former", lastName: "member" } as const;

export const paymentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: moneyText(),
    currency: currencyField(),
    /** The withdrawal fee, held and paid beside the amount (zero for ACH and wire). */
    fee: moneyText(),
    /** The payee as it was when the payment was made: a payment never changes. */
    payee: z.object({
      id: z.string(),
      name: z.string(),
      method: z.enum(PAYMENT_METHODS),
      /** Where the money goes, in words: the account's ending and routing number, or the whole wallet address. */
      destination: z.string(),
    }),
    fromAccountId: z.string(),
    memo: z.nullable(z.string()),
    /** The UTC day it is sent on, when a later one was chosen. */
    sendOn: z.nullable(z.string()),
    createdBy: z.nullable(personSchema()),
    createdAt: z.string(),
    approvalsRequired: z.number(),
    approvals: z.array(z.extend(personSchema(), { at: z.string(), method: z.enum(APPROVAL_METHODS) })),
    timeline: z.array(
      z.object({
        status: z.enum(PAYMENT_STATUSES),
        at: z.string(),
        /**
         * Who moved it there (its creator, an approval's last approver, the one who rejected or canceled; FORMER_MEMBER's
         * names when their account is gone), or null: the bank's rails moved it.
         */
        by: z.nullable(personSchema()),
        /** Why: a rejection's or return's reason, a failure's cause. */
        note: z.nullable(z.string()),
      }),
    ),
  }),
);
export type Payment = z.infer<typeof paymentSchema>;

export const paymentAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), payment: paymentSchema }));
export const paymentPageSchema = lazySchema(() =>
  z.object({ payments: z.array(paymentSchema), nextCursor: z.nullable(z.string()) }),
);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

const paymentQueryFields = () => ({
  status: z.optional(z.enum(PAYMENT_STATUSES)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
});
/** GET .../payments as staff read them: by status, a page at a time. */
export const paymentQuerySchema = lazySchema(() => z.object(paymentQueryFields()));
/**
 * GET /api/businesses/:id/payments as members read them; awaiting=me keeps the payments waiting for the caller's
 * approval (not made by them, not approved by them yet): none for someone who may not approve.
 */
export const memberPaymentQuerySchema = lazySchema(() =>
  z.object({ ...paymentQueryFields(), awaiting: z.optional(z.literal("me")) }),
);
export type MemberPaymentQuery = z.infer<typeof memberPaymentQuerySchema>;
export type PaymentQuery = z.infer<typeof paymentQuerySchema>;

export const paymentParamsSchema = lazySchema(() =>
  z.object({ businessId: routeIdField(), paymentId: routeIdField() }),
);
export const sandboxPaymentParamsSchema = lazySchema(() => z.object({ paymentId: routeIdField() }));

/** POST .../payments/:paymentId/approval-options (approve): what is signed, and how it can be. */
export const approvalOptionsSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    summary: z.object({
      amount: moneyText(),
      currency: currencyField(),
      fee: moneyText(),
      payeeName: z.string(),
      destination: z.string(),
    }),
    /** navigator.credentials.get() options whose challenge was issued for this payment alone; null without a passkey. */
    webauthn: z.nullable(z.record(z.string(), z.unknown())),
    /** Whether an authenticator app's code can sign it. */
    totp: z.boolean(),
  }),
);
export type ApprovalOptions = z.infer<typeof approvalOptionsSchema>;

/** POST .../payments/:paymentId/approve (approve): the browser's assertion, or a code. */
export const approveRequestSchema = lazySchema(() =>
  z
    .strictObject({
      passkey: z.optional(z.record(z.string(), z.unknown())),
      code: z.optional(
        z
          .string({ error: M.proofRequired })
          .check(z.regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), M.proofRequired)),
      ),
    })
    .check(
      z.refine((body) => (body.passkey === undefined) !== (body.code === undefined), {
        error: M.proofRequired,
        path: ["code"],
      }),
    ),
);
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

const reasonField = () =>
  z.string({ error: M.reason }).check(z.trim(), z.minLength(1, M.reason), z.maxLength(200, M.reason));

/** POST .../payments/:paymentId/reject (approve), POST /api/sandbox/payments/:paymentId/return (manage). */
export const reasonRequestSchema = lazySchema(() => z.strictObject({ reason: reasonField() }));

/** The codes of the payment routes' refusals, beside their message. */
export const PAYMENT_REFUSAL_CODES = [
  "payeeNotFound",
  "accountNotFound",
  "methodCurrency",
  "insufficientFunds",
  "dailyLimitExceeded",
  "notEnoughApprovers",
  "sendOn",
  "paymentNotFound",
  "ownPayment",
  "notAwaitingApproval",
  "alreadyApproved",
  "wrongProof",
  "throttled",
  "noSigningFactor",
  "notCancelable",
  "forbidden",
  "notReturnable",
  "duplicateRule",
] as const;
export type PaymentRefusalCode = (typeof PAYMENT_REFUSAL_CODES)[number];

const business = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}`;
const payment = (businessId: string, paymentId: string) =>
  `${business(businessId)}/payments/${encodeURIComponent(paymentId)}`;

export const PAYMENT_API_PATHS = {
  payments: (businessId: string) => `${business(businessId)}/payments`,
  payment,
  approvalOptions: (businessId: string, paymentId: string) => `${payment(businessId, paymentId)}/approval-options`,
  approve: (businessId: string, paymentId: string) => `${payment(businessId, paymentId)}/approve`,
  reject: (businessId: string, paymentId: string) => `${payment(businessId, paymentId)}/reject`,
  cancel: (businessId: string, paymentId: string) => `${payment(businessId, paymentId)}/cancel`,
  sandboxReturn: (paymentId: string) => `/api/sandbox/payments/${encodeURIComponent(paymentId)}/return`,
  staffPayments: (businessId: string) => `/api/admin/businesses/${encodeURIComponent(businessId)}/payments`,
} as const;

/** GET /api/admin/businesses/:id/payments (staff, view): the business's payments, each approval with its evidence. */
export const adminPaymentPageSchema = lazySchema(() =>
  z.object({
    payments: z.array(
      z.extend(paymentSchema, {
        /**
         * What signed each approval: for a passkey, the assertion (credential id, clientDataJSON whose challenge
         * begins with SHA-256 of the binding, authenticatorData, signature); for a code, its time step. `binding` is
         * the hash of the terms signed.
         */
        evidence: z.array(
          z.object({
            userId: z.string(),
            method: z.enum(APPROVAL_METHODS),
            at: z.string(),
            evidence: z.record(z.string(), z.unknown()),
          }),
        ),
      }),
    ),
    nextCursor: z.nullable(z.string()),
  }),
);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;
