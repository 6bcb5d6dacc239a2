// A business's accounts with their balances (docs/api.md, "Money"): a cached read the money pages share. Opening and
// renaming one are in account-actions.ts, transfers in transfers.ts: only the forms that use them load them.
import { MONEY_API_PATHS, accountListSchema, type AccountList } from "@bank/contracts";
import { createQuery, type Query } from "./query.ts";

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
