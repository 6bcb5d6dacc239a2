// One business's transactions (see ActivityPage.tsx). A change of filter reads the first page again (the search
// after a pause in typing); "Load more" adds the next page below; while a row on screen is pending, the rows are
// read again every few seconds, so a deposit turns posted without a reload, and not otherwise.
import { useEffect, useRef, useState } from "react";
import {
  ACTIVITY_PAGE_TEXTS as T,
  DEFAULT_PAGE_SIZE,
  type BusinessSummary,
  type TransactionFilter,
  type TransactionPage,
} from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import {
  fetchTransactions,
  filterFromSearch,
  filterQuery,
  isFiltered,
  transactionsCsvHref,
} from "../../../lib/api/transactions.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import TransactionsTable from "../money/TransactionsTable.tsx";
import { usePollWhile } from "../money/polling.ts";
import ActivityFilters from "./ActivityFilters.tsx";
import StatementsSection from "./StatementsSection.tsx";
import { appendPage, hasPendingOnTop, mergeRefresh, refreshSize, type ListState } from "./activity-list.ts";

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

function datesOutOfOrder(filter: TransactionFilter): boolean {
  return Boolean(filter.from && filter.to && filter.from > filter.to);
}

export default function Activity({ business }: { business: BusinessSummary }) {
  const accountsRead = accountsQuery(business.id);
  const accountsState = useQuery(accountsRead);
  const accounts = accountsState.data?.accounts;
  const [filter, setFilter] = useState<TransactionFilter>(() => filterFromSearch(window.location.search));
  const [list, setList] = useState<ListState | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  // Counts "Try again": the first page is read again with the same filters.
  const [attempt, setAttempt] = useState(0);
  // Each read of the first page starts a generation; an answer of an older one (the filters changed since) is dropped.
  const generation = useRef(0);
  const query = filterQuery(filter);
  const outOfOrder = datesOutOfOrder(filter);

  useEffect(() => {
    window.history.replaceState(window.history.state, "", query ? `?${query}` : window.location.pathname);
    if (outOfOrder) return;
    const mine = ++generation.current;
    setLoading(true);
    firstPage(business.id, filter)
      .then(
        (page) => {
          if (generation.current !== mine) return;
          setList({ rows: page.transactions, nextCursor: page.nextCursor });
          setFailure(null);
        },
        (error: ApiError) => generation.current === mine && setFailure(error),
      )
      .finally(() => generation.current === mine && setLoading(false));
  }, [business.id, query, attempt]);

  async function loadMore() {
    if (!list?.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchTransactions(business.id, filter, { cursor: list.nextCursor, limit: DEFAULT_PAGE_SIZE });
      if (generation.current !== mine) return;
      setList((now) => (now ? appendPage(now, page) : now));
      // The last page read: the button goes, so focus goes to the list it added to.
      if (!page.nextCursor)
        requestAnimationFrame(() => document.querySelector<HTMLElement>(".activity .money-table-wrap")?.focus());
    } catch (error) {
      if (generation.current === mine) setFailure(error as ApiError);
    } finally {
      setLoadingMore(false);
    }
  }

  async function refresh() {
    if (!list) return;
    const mine = generation.current;
    const size = refreshSize(list);
    try {
      const fresh = await fetchTransactions(business.id, filter, { limit: size });
      if (generation.current === mine) setList((now) => (now ? mergeRefresh(now, fresh, size) : now));
      // A posted deposit changed a balance: the accounts' names and balances are read again with it.
      accountsRead.revalidate();
    } catch {
      // The next tick tries again; the rows shown stay as they were.
    }
  }

  usePollWhile(list !== null && !loading && hasPendingOnTop(list), () => void refresh());

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
            <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
              {T.retry}
            </button>
          </div>
        ) : list && accounts ? (
          list.rows.length === 0 ? (
            <p>{isFiltered(filter) ? T.noMatch : T.none}</p>
          ) : (
            <>
              <TransactionsTable caption={T.caption} transactions={list.rows} accounts={accounts} busy={loading} />
              {hasPendingOnTop(list) && <p className="money-muted">{T.pendingNote}</p>}
              {list.nextCursor && (
                <LoadMore loading={loadingMore} onLoad={() => void loadMore()} words={T} className="activity-more" />
              )}
            </>
          )
        ) : null}
      </div>

      {accounts && accounts.length > 0 && <StatementsSection businessId={business.id} accounts={accounts} />}
    </div>
  );
}
