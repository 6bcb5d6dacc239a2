// A business's transactions (docs/api.md, "Money"): the filters as a query string and back (the activity page keeps
// them in its address, so a reload or a shared link shows the same list), one page of the list, and the CSV export's
// link with the same filters (a plain link: the browser streams it). The overview's latest few are
// recent-transactions.ts.
import {
  MONEY_API_PATHS,
  TRANSACTION_DIRECTIONS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  transactionPageSchema,
  type TransactionFilter,
  type TransactionPage,
} from "@bank/contracts";
import { request } from "./request.ts";

/** The filters in the order they are written to a query string. */
const FILTER_KEYS = ["accountId", "from", "to", "q", "direction", "status", "kind"] as const;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((each) => each === value);
}

/**
 * The filters a query string names (the page's address): a value the service would refuse (an unknown status, a
 * date not written YYYY-MM-DD) is left out rather than sent, and an empty one too.
 */
export function filterFromSearch(search: string): TransactionFilter {
  const params = new URLSearchParams(search);
  const filter: TransactionFilter = {};
  const accountId = params.get("accountId")?.trim();
  if (accountId && accountId.length <= 100) filter.accountId = accountId;
  for (const key of ["from", "to"] as const) {
    const date = params.get(key);
    if (date && DATE.test(date)) filter[key] = date;
  }
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, 100);
  const direction = oneOf(TRANSACTION_DIRECTIONS, params.get("direction"));
  if (direction) filter.direction = direction;
  const status = oneOf(TRANSACTION_STATUSES, params.get("status"));
  if (status) filter.status = status;
  const kind = oneOf(TRANSACTION_KINDS, params.get("kind"));
  if (kind) filter.kind = kind;
  return filter;
}

/** The query string of the filters (and of a page's cursor and size), without "?"; empty values are left out. */
export function filterQuery(filter: TransactionFilter, page: { cursor?: string | null; limit?: number } = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page.cursor) params.set("cursor", page.cursor);
  if (page.limit !== undefined) params.set("limit", String(page.limit));
  return params.toString();
}

/** Whether any filter is set (the list is then not the business's whole history). */
export function isFiltered(filter: TransactionFilter): boolean {
  return filterQuery(filter) !== "";
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** GET /api/businesses/:id/transactions (view): one page of the filtered list, newest first. */
export function fetchTransactions(
  businessId: string,
  filter: TransactionFilter,
  page: { cursor?: string | null; limit?: number } = {},
): Promise<TransactionPage> {
  const path = withQuery(MONEY_API_PATHS.transactions(businessId), filterQuery(filter, page));
  return request("GET", path, { schema: transactionPageSchema });
}

/** GET /api/businesses/:id/transactions.csv with the filters: the export's link. */
export function transactionsCsvHref(businessId: string, filter: TransactionFilter): string {
  return withQuery(MONEY_API_PATHS.transactionsCsv(businessId), filterQuery(filter));
}
