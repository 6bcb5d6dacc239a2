// Money moved by a member: transfers between the business's own accounts, conversion quotes and
// conversions, and (sandbox) deposits from outside. Every POST here takes an Idempotency-Key.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";
import { currencyField, moneyText } from "./money-fields.ts";
import { amountField, memoField } from "./money-request-fields.ts";
import { transactionSchema } from "./transactions.ts";

// Quotes and conversions live apart (conversions.ts) so the crypto page loads none of the transfers' and deposits'.
export * from "./conversions.ts";

/** POST /api/businesses/:businessId/transfers (pay) */
export const transferRequestSchema = lazySchema(() =>
  z.strictObject({
    fromAccountId: routeIdField(),
    toAccountId: routeIdField(),
    amount: amountField(),
    memo: memoField(),
  }),
);
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    fromAccountId: z.string(),
    toAccountId: z.string(),
    amount: moneyText(),
    currency: currencyField(),
    memo: z.nullable(z.string()),
    at: z.string(),
  }),
);
export type Transfer = z.infer<typeof transferSchema>;
export const transferAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), transfer: transferSchema }));

export const DEPOSIT_METHODS = ["ach", "wire", "usdc"] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** How long the sandbox partner takes to post an incoming deposit, before SANDBOX_TIME_SCALE. */
export const SANDBOX_DEPOSIT_DELAY_MS: Readonly<Record<DepositMethod, number>> = {
  ach: 10_000,
  wire: 3_000,
  usdc: 2_300,
};
/** The most one sandbox deposit brings, in major units (the same figure in USD and USDC). */
export const MAX_SANDBOX_DEPOSIT = "10000000";

/** POST /api/sandbox/businesses/:businessId/deposits (manage, sandbox only) */
export const depositRequestSchema = lazySchema(() =>
  z.strictObject({
    accountId: routeIdField(),
    amount: amountField(),
    method: z.enum(DEPOSIT_METHODS, { error: M.depositMethod }),
    from: z.strictObject({
      name: z
        .string({ error: M.depositFrom })
        .check(z.trim(), z.minLength(1, M.depositFrom), z.maxLength(100, M.depositFrom)),
    }),
    reference: z.optional(
      z.string({ error: M.depositReference }).check(z.trim(), z.maxLength(140, M.depositReference)),
    ),
  }),
);
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositAnswerSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    transaction: transactionSchema,
    /** When the sandbox partner will post it (ISO 8601, UTC). */
    postsAt: z.string(),
  }),
);
