// Virtual cards (docs/cards.md): issued by a manager to a member on one of the business's USD accounts with a daily
// limit of at most 50,000.00 USD; frozen and unfrozen by its holder or a manager; its number, expiry and CVC shown
// to its holder alone after a step-up. The sandbox partner's card network authorises purchases (approved ones hold
// the money) and captures them (the hold posts). Every POST of the network's takes an Idempotency-Key.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { moneyText } from "./money-fields.ts";
import { amountField } from "./money-request-fields.ts";
import { CARD_MESSAGES as M } from "../texts/card-messages.ts";

/** The most a card may spend in one UTC day, in USD. */
export const MAX_CARD_DAILY_LIMIT = "50000.00";
export const CARD_NAME_MAX_LENGTH = 50;
export const MERCHANT_NAME_MAX_LENGTH = 60;
export const CARD_STATUSES = ["active", "frozen", "closed"] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_DECLINE_REASONS = ["cardFrozen", "cardClosed", "dailyLimitExceeded", "insufficientFunds"] as const;
export type CardDeclineReason = (typeof CARD_DECLINE_REASONS)[number];
/** approved holds the money; captured posted it; released gave it back (the merchant's reversal, or expiry). */
export const AUTHORIZATION_STATUSES = ["approved", "declined", "captured", "released"] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];
export const MERCHANT_CATEGORIES = [
  "software",
  "advertising",
  "travel",
  "meals",
  "office",
  "shipping",
  "utilities",
  "other",
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];
/** An approved authorisation nobody captures is released after this long (the network's usual hold). */
export const AUTHORIZATION_EXPIRY_MS = 7 * 24 * 60 * 60_000;

const cardNameField = () =>
  z
    .string({ error: M.cardName })
    .check(z.trim(), z.minLength(1, M.cardName), z.maxLength(CARD_NAME_MAX_LENGTH, M.cardName));
/** Checked against MAX_CARD_DAILY_LIMIT once read as USD (the service answers 400 on `dailyLimit`). */
const dailyLimitField = amountField;

/** POST /api/businesses/:businessId/cards (manage, step-up) */
export const cardRequestSchema = lazySchema(() =>
  z.strictObject({
    holderUserId: routeIdField(),
    name: cardNameField(),
    accountId: routeIdField(),
    dailyLimit: dailyLimitField(),
  }),
);
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** PATCH /api/businesses/:businessId/cards/:cardId (manage; the holder for status alone) */
export const cardChangeSchema = lazySchema(() =>
  z.strictObject({
    status: z.optional(z.enum(CARD_STATUSES, { error: M.status })),
    dailyLimit: z.optional(dailyLimitField()),
    name: z.optional(cardNameField()),
  }),
);
export type CardChange = z.infer<typeof cardChangeSchema>;

export const cardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    holder: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }),
    last4: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
    status: z.enum(CARD_STATUSES),
    dailyLimit: moneyText(),
    /** What approved authorisations took from the limit today (UTC), releases given back. */
    spentToday: moneyText(),
    currency: z.literal("USD"),
    accountId: z.string(),
    createdAt: z.string(),
  }),
);
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = lazySchema(() => z.object({ cards: z.array(cardSchema) }));
export const cardAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), card: cardSchema }));
/** POST .../cards/:cardId/reveal (the holder, step-up): never cached, never logged. */
export const cardRevealSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    number: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
    cvc: z.string(),
  }),
);
export type CardReveal = z.infer<typeof cardRevealSchema>;

export const cardParamsSchema = lazySchema(() => z.object({ businessId: routeIdField(), cardId: routeIdField() }));
export const sandboxCardParamsSchema = lazySchema(() => z.object({ cardId: routeIdField() }));
export const sandboxAuthorizationParamsSchema = lazySchema(() => z.object({ authorizationId: routeIdField() }));

/** POST /api/sandbox/cards/:cardId/authorizations (the holder or manage, Idempotency-Key) */
export const authorizationRequestSchema = lazySchema(() =>
  z.strictObject({
    amount: amountField(),
    merchant: z.strictObject(
      {
        name: z
          .string({ error: M.merchantName })
          .check(z.trim(), z.minLength(1, M.merchantName), z.maxLength(MERCHANT_NAME_MAX_LENGTH, M.merchantName)),
        category: z.enum(MERCHANT_CATEGORIES, { error: M.merchantCategory }),
      },
      { error: M.merchantName },
    ),
  }),
);
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** POST /api/sandbox/authorizations/:authorizationId/capture: the whole hold, or less (the rest is released). */
export const captureRequestSchema = lazySchema(() => z.strictObject({ amount: z.optional(amountField()) }));

export const authorizationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    cardId: z.string(),
    status: z.enum(AUTHORIZATION_STATUSES),
    declineReason: z.nullable(z.enum(CARD_DECLINE_REASONS)),
    amount: moneyText(),
    /** What posted when captured (the amount, or less); null until then. */
    capturedAmount: z.nullable(moneyText()),
    currency: z.literal("USD"),
    merchant: z.object({ name: z.string(), category: z.enum(MERCHANT_CATEGORIES) }),
    createdAt: z.string(),
  }),
);
export type Authorization = z.infer<typeof authorizationSchema>;
export const authorizationAnswerSchema = lazySchema(() =>
  z.object({ success: z.literal(true), authorization: authorizationSchema }),
);

/** GET /api/businesses/:businessId/analytics/card-spend (view): captured card spend by merchant category. */
export const cardSpendSchema = lazySchema(() =>
  z.object({
    currency: z.literal("USD"),
    /** The first UTC month counted (YYYY-MM): the analytics' twelve months. */
    since: z.string(),
    categories: z.array(z.object({ category: z.enum(MERCHANT_CATEGORIES), amount: moneyText(), count: z.number() })),
    total: moneyText(),
  }),
);
export type CardSpend = z.infer<typeof cardSpendSchema>;

export const CARD_REFUSAL_CODES = [
  "cardNotFound",
  "cardClosed",
  "holderNotFound",
  "holderOnly",
  "holderGone",
  "accountNotFound",
  "accountNotUsd",
  "invalidDailyLimit",
  "changeNothing",
  "authorizationNotFound",
  "notCapturable",
  "notReleasable",
  "captureTooLarge",
  "invalidAmount",
] as const;
export type CardRefusalCode = (typeof CARD_REFUSAL_CODES)[number];

const business = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}`;
const card = (businessId: string, cardId: string) => `${business(businessId)}/cards/${encodeURIComponent(cardId)}`;

export const CARD_API_PATHS = {
  cards: (businessId: string) => `${business(businessId)}/cards`,
  card,
  reveal: (businessId: string, cardId: string) => `${card(businessId, cardId)}/reveal`,
  cardSpend: (businessId: string) => `${business(businessId)}/analytics/card-spend`,
  authorizations: (cardId: string) => `/api/sandbox/cards/${encodeURIComponent(cardId)}/authorizations`,
  capture: (authorizationId: string) => `/api/sandbox/authorizations/${encodeURIComponent(authorizationId)}/capture`,
  release: (authorizationId: string) => `/api/sandbox/authorizations/${encodeURIComponent(authorizationId)}/release`,
} as const;
