// The analytics page's one call (docs/api.md, "Money"): a business's money by month in one currency.
import { MONEY_API_PATHS, analyticsSchema, type AccountCurrency, type Analytics } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/analytics?currency= (view): 12 months, oldest first, and the runway. */
export function fetchAnalytics(businessId: string, currency: AccountCurrency): Promise<Analytics> {
  const path = `${MONEY_API_PATHS.analytics(businessId)}?${new URLSearchParams({ currency })}`;
  return request("GET", path, { schema: analyticsSchema });
}
