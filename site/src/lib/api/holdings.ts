// The crypto page's read of what the business's wallets are worth in US dollars at the exchange's (sandbox) prices.
import { MONEY_API_PATHS, holdingsSchema, type Holdings } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/holdings (view) */
export async function fetchHoldings(businessId: string): Promise<Holdings> {
  return request("GET", MONEY_API_PATHS.holdings(businessId), { schema: holdingsSchema });
}
