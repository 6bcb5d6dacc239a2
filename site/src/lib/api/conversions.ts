// The crypto page's conversion form's calls (docs/api.md, "Money"): a conversion quote, and the conversion itself (the
// page's read of the accounts is accounts.ts fetchAccounts). Quotes and conversions need pay and may be refused with
// secondFactorRequired: the page asks for the factor in place and calls again, with the same Idempotency-Key for the
// same conversion.
import {
  MONEY_API_PATHS,
  conversionAnswerSchema,
  quoteAnswerSchema,
  type Conversion,
  type Quote,
  type QuoteRequest,
} from "@bank/contracts";
import { request } from "./request.ts";

/** POST /api/businesses/:id/conversions/quotes (pay): a price held for QUOTE_TTL_MS. */
export async function requestQuote(businessId: string, quote: QuoteRequest): Promise<Quote> {
  return (await request("POST", MONEY_API_PATHS.quotes(businessId), { body: quote, schema: quoteAnswerSchema })).quote;
}

/**
 * POST /api/businesses/:id/conversions (pay) with one Idempotency-Key per quote, sent again on a retry.
 * 410 quoteExpired, 409 quoteUsed, 422 insufficientFunds.
 */
export async function convert(businessId: string, quoteId: string, idempotencyKey: string): Promise<Conversion> {
  const path = MONEY_API_PATHS.conversions(businessId);
  return (await request("POST", path, { body: { quoteId }, idempotencyKey, schema: conversionAnswerSchema }))
    .conversion;
}
