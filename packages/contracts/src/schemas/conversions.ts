// Conversion quotes and conversions between two of a business's accounts in different currencies (USD, USDC, BTC,
// ETH): apart from the other money movements, so the crypto page's conversion form loads only these.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";
import { currencyField, moneyText } from "./money-fields.ts";
import { amountField } from "./money-request-fields.ts";

/** A quote holds its price this long. */
export const QUOTE_TTL_MS = 30_000;

/** POST /api/businesses/:businessId/conversions/quotes (pay): `amount` is what leaves fromAccountId. */
export const quoteRequestSchema = lazySchema(() =>
  z.strictObject({ fromAccountId: routeIdField(), toAccountId: routeIdField(), amount: amountField() }),
);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    fromAccountId: z.string(),
    toAccountId: z.string(),
    fromCurrency: currencyField(),
    toCurrency: currencyField(),
    /** What leaves the from account, in fromCurrency. */
    amount: moneyText(),
    /** toCurrency per one fromCurrency, before the spread ("1.0000"). */
    rate: z.string(),
    /** The bank's spread, in percent ("0.10"). */
    spreadPercent: z.string(),
    /** The spread's part of `amount`, in fromCurrency. */
    fee: moneyText(),
    /** What arrives in the to account, in toCurrency. */
    receive: moneyText(),
    expiresAt: z.string(),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;
export const quoteAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), quote: quoteSchema }));

/** POST /api/businesses/:businessId/conversions (pay) */
export const conversionRequestSchema = lazySchema(() =>
  z.strictObject({ quoteId: z.string({ error: M.quoteNotFound }).check(z.minLength(1), z.maxLength(100)) }),
);

export const conversionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    quoteId: z.string(),
    fromAccountId: z.string(),
    toAccountId: z.string(),
    fromCurrency: currencyField(),
    toCurrency: currencyField(),
    amount: moneyText(),
    fee: moneyText(),
    receive: moneyText(),
    rate: z.string(),
    at: z.string(),
  }),
);
export type Conversion = z.infer<typeof conversionSchema>;
export const conversionAnswerSchema = lazySchema(() =>
  z.object({ success: z.literal(true), conversion: conversionSchema }),
);
