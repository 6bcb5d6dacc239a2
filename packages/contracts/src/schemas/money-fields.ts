// The fields every money request shares: an amount as a decimal string (never a JSON number), a memo, the
// Idempotency-Key header. The currency's own decimals are checked once the account, and so the currency, is known.
import { z } from "zod/mini";
import { isAmountText } from "../money/amounts.ts";
import { CURRENCIES } from "../money/currencies.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";

/** A request's amount: digits with at most 9 decimals, as a string. A number, a sign or an exponent is refused. */
export const amountField = () =>
  z.string({ error: M.amount }).check(z.refine((text) => isAmountText(text), { error: M.amount }));

export const memoField = () => z.optional(z.string({ error: M.memo }).check(z.trim(), z.maxLength(140, M.memo)));

export const currencyField = () => z.enum(CURRENCIES);

/** An answer's amount: signed, with the currency's full decimals. */
export const moneyText = () => z.string();

/** Idempotency-Key: what a client picks to make a retry safe (a UUID is usual). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** The codes of the money routes' refusals, beside their message (docs/api.md, "Money"). */
export const MONEY_REFUSAL_CODES = [
  "invalidAmount",
  "insufficientFunds",
  "balanceLimit",
  "sameAccount",
  "currencyMismatch",
  "conversionPair",
  "accountNotFound",
  "tooManyAccounts",
  "quoteNotFound",
  "quoteExpired",
  "quoteUsed",
  "idempotencyKeyMissing",
  "idempotencyKeyReused",
  "idempotencyKeyInFlight",
  "depositMethodCurrency",
  "depositTooLarge",
  "invalidCursor",
  "statementNotFound",
] as const;
export type MoneyRefusalCode = (typeof MONEY_REFUSAL_CODES)[number];
