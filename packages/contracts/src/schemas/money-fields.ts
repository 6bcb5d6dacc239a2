// The fields every money answer shares (a currency, an amount as the service writes it) and the Idempotency-Key
// header every money request carries. A request's own fields, its amount and memo, are money-request-fields.ts: apart,
// so a page that only reads money (the overview, the team page's approval rules) loads none of their checks and words.
import { z } from "zod/mini";
import { CURRENCIES } from "../money/currencies.ts";

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
  "walletExists",
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
