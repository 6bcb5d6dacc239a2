// A business's accounts with their balances (docs/api.md, "Money"): a cached read the money pages share, and the
// crypto page's own read. Opening and renaming one are in account-actions.ts, transfers in transfers.ts, conversions
// in conversions.ts: only the forms that use them load them.
import { MONEY_API_PATHS, accountListSchema, type Account, type AccountList } from "@bank/contracts";
import { createQuery, type Query } from "./query.ts";
import { request } from "./request.ts";

const queries = new Map<string, Query<AccountList | null>>();

/** GET /api/businesses/:id/accounts (view): one cached read per business, shared by every island of a page. */
export function accountsQuery(businessId: string): Query<AccountList | null> {
  let query = queries.get(businessId);
  if (!query) {
    query = createQuery([MONEY_API_PATHS.accounts(businessId)], { schema: accountListSchema });
    queries.set(businessId, query);
  }
  return query;
}

/** GET /api/businesses/:id/accounts (view), read afresh: the crypto page reads them again after a conversion. */
export async function fetchAccounts(businessId: string): Promise<Account[]> {
  return (await request("GET", MONEY_API_PATHS.accounts(businessId), { schema: accountListSchema })).accounts;
}
