// The crypto page's calls (docs/api.md, "Money"): the business's accounts (read here, apart from the accounts page's
// own module, so each page loads only what it shows), a conversion quote, and the conversion itself. Quotes and
// conversions need pay and may be refused with secondFactorRequired: the page asks for the factor in place and calls
// again, with the same Idempotency-Key for the same conversion.
import {
  MONEY_API_PATHS,
  accountListSchema,
  conversionAnswerSchema,
  quoteAnswerSchema,
  type Account,
  type Conversion,
  type Quote,
  type QuoteRequest,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/accounts (view) */
export async function fetchAccounts(businessId: string): Promise<Account[]> {
  return (await request("GET", MONEY_API_PATHS.accounts(businessId), { schema: accountListSchema })).accounts;
}

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
