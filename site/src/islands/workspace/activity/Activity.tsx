// One business's transactions (see ActivityPage.tsx). A change of filter reads the first page again (the search
// after a pause in typing); "Load more" adds the next page below; while a row on screen is pending, the rows are
// read again every few seconds, so a deposit turns posted without a reload, and not otherwise.
import { useEffect, useState } from "react";
import {
  ACTIVITY_PAGE_TEXTS as T,
  DEFAULT_PAGE_SIZE,
  type BusinessSummary,
  type Transaction,
  type TransactionFilter,
  type TransactionPage,
} from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import {
  fetchTransactions,
  filterFromSearch,
  filterQuery,
  isFiltered,
  transactionsCsvHref,
} from "../../../lib/api/transactions.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import type { ListPage } from "../money/paged-list.ts";
import { usePagedList } from "../money/use-paged-list.ts";
import { useQuery } from "../../hooks/use-query.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import TransactionsTable from "../money/TransactionsTable.tsx";
import ActivityFilters from "./ActivityFilters.tsx";
import StatementsSection from "./StatementsSection.tsx";

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

let early: { businessId: string; query: string; page: Promise<TransactionPage> } | null = null;

/** Asks for the first page of the filters in the page's address while the page's code loads. */
export function startFirstPage(businessId: string): void {
  const filter = filterFromSearch(window.location.search);
  const page = fetchTransactions(businessId, filter, { limit: DEFAULT_PAGE_SIZE });
  page.catch(() => undefined); // whoever takes it hears of a failure
  early = { businessId, query: filterQuery(filter), page };
}

function firstPage(businessId: string, filter: TransactionFilter): Promise<TransactionPage> {
  const query = filterQuery(filter);
  const started = early?.businessId === businessId && early.query === query ? early.page : null;
  early = null;
  return started ?? fetchTransactions(businessId, filter, { limit: DEFAULT_PAGE_SIZE });
}

const transactionRows = (page: TransactionPage): ListPage<Transaction> => ({
  rows: page.transactions,
  nextCursor: page.nextCursor,
});

function datesOutOfOrder(filter: TransactionFilter): boolean {
  return Boolean(filter.from && filter.to && filter.from > filter.to);
}

export default function Activity({ business }: { business: BusinessSummary }) {
  const accountsRead = accountsQuery(business.id);
  const accountsState = useQuery(accountsRead);
  const accounts = accountsState.data?.accounts;
  const [filter, setFilter] = useState<TransactionFilter>(() => filterFromSearch(window.location.search));
  const query = filterQuery(filter);
  const outOfOrder = datesOutOfOrder(filter);
  const { list, failure, loading, loadingMore, moving, loadMore, retry } = usePagedList<Transaction>({
    key: query,
    enabled: !outOfOrder,
    first: () => firstPage(business.id, filter).then(transactionRows),
    next: (cursor) =>
      fetchTransactions(business.id, filter, { cursor, limit: DEFAULT_PAGE_SIZE }).then(transactionRows),
    top: (limit) => fetchTransactions(business.id, filter, { limit }).then(transactionRows),
    moving: (transaction) => transaction.status === "pending",
    // A posted deposit changed a balance: the accounts' names and balances are read again with it.
    onRefreshed: () => accountsRead.revalidate(),
    onEnd: () => document.querySelector<HTMLElement>(".activity .money-table-wrap")?.focus(),
  });

  useEffect(() => {
    window.history.replaceState(window.history.state, "", query ? `?${query}` : window.location.pathname);
  }, [query]);

  const name = businessName(business);
  const accountFailure = accountsState.error && !accounts ? accountsState.error : null;

  return (
    <div className="activity">
      <p className="money-lead">{T.lead(name)}</p>
      <ActivityFilters
        accounts={accounts ?? []}
        filter={filter}
        datesError={outOfOrder ? T.datesOrder : undefined}
        searchDelayMs={SEARCH_DELAY_MS}
        onChange={setFilter}
      />
      <div className="activity-export">
        <a className="button button--secondary" href={transactionsCsvHref(business.id, filter)} download>
          {T.exportCsv}
        </a>
        <span className="money-muted">{T.exportHint}</span>
      </div>

      <div>
        <h2 id="activity-list-heading" className="visually-hidden">
          {T.caption}
        </h2>
        <p role="status" className="activity-count">
          {loading && !list ? T.loading : list && !failure ? T.shown(list.rows.length, list.nextCursor !== null) : ""}
        </p>
        {accountFailure ? (
          <LoadFailure error={accountFailure} />
        ) : failure ? (
          <div className="stack activity-failure">
            <LoadFailure error={failure} fallbackText={T.loadFailed} />
            <button type="button" className="button button--secondary" onClick={retry}>
              {T.retry}
            </button>
          </div>
        ) : list && accounts ? (
          list.rows.length === 0 ? (
            <p>{isFiltered(filter) ? T.noMatch : T.none}</p>
          ) : (
            <>
              <TransactionsTable caption={T.caption} transactions={list.rows} accounts={accounts} busy={loading} />
              {moving && <p className="money-muted">{T.pendingNote}</p>}
              {list.nextCursor && (
                <LoadMore loading={loadingMore} onLoad={loadMore} words={T} className="activity-more" />
              )}
            </>
          )
        ) : null}
      </div>

      {accounts && accounts.length > 0 && <StatementsSection businessId={business.id} accounts={accounts} />}
    </div>
  );
}
