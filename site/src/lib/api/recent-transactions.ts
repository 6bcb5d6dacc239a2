// The overview's latest transactions, apart from the activity page's list and filters (transactions.ts), so the
// overview loads none of those.
import { MONEY_API_PATHS, transactionPageSchema, type TransactionPage } from "@bank/contracts";
import { createQuery, type Query } from "./query.ts";

/** How many of the latest transactions the overview shows. */
export const RECENT_COUNT = 8;

const recent = new Map<string, Query<TransactionPage | null>>();

/** The overview's latest transactions of every account (GET .../transactions?limit=8): a cached read per business. */
export function recentTransactionsQuery(businessId: string): Query<TransactionPage | null> {
  let query = recent.get(businessId);
  if (!query) {
    query = createQuery([`${MONEY_API_PATHS.transactions(businessId)}?limit=${RECENT_COUNT}`], {
      schema: transactionPageSchema,
    });
    recent.set(businessId, query);
  }
  return query;
}
