// The business's payments, newest first, filtered by status (the filter kept in the page's address). "Load more"
// adds the next page below; while a payment on screen is on its way, the rows are read again every few seconds, so
// it turns settled without a reload. The first page may have been asked for as the page's code ran (payments-early.ts).
import { useEffect, useId, useRef, useState } from "react";
import {
  PAYMENTS_LIST_TEXTS as T,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_WORDS as S,
  type PaymentStatus,
} from "@bank/contracts";
import { fetchPayments } from "../../../lib/api/payments.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import SelectField from "../money/SelectField.tsx";
import { usePollWhile } from "../money/polling.ts";
import PaymentsTable from "./PaymentsTable.tsx";
import { searchOf } from "./payments-address.ts";
import { firstPage } from "./payments-early.ts";
import { appendPage, hasMovingOnTop, mergeRefresh, refreshSize, type ListState } from "./payments-list.ts";

interface Props {
  businessId: string;
  status: PaymentStatus | undefined;
  /** What an empty, unfiltered list says: how to make the first payment, or who can. */
  emptyText: string;
}

export default function PaymentsList({ businessId, emptyText, ...props }: Props) {
  // The filter, kept in the page's address as it changes (a reload or a shared link shows the same list).
  const [status, setStatus] = useState(props.status);
  const id = useId();
  const [list, setList] = useState<ListState | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Each read of the first page starts a generation; an answer of an older one (the filter changed since) is dropped.
  const generation = useRef(0);

  useEffect(() => {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${searchOf({ kind: "list", status })}`,
    );
    const mine = ++generation.current;
    setLoading(true);
    firstPage(businessId, status)
      .then(
        (page) => {
          if (generation.current !== mine) return;
          setList({ rows: page.payments, nextCursor: page.nextCursor });
          setFailure(null);
        },
        (error: ApiError) => generation.current === mine && setFailure(error),
      )
      .finally(() => generation.current === mine && setLoading(false));
  }, [businessId, status, attempt]);

  async function refresh(): Promise<void> {
    if (!list) return;
    const mine = generation.current;
    const size = refreshSize(list);
    const fresh = await fetchPayments(businessId, { status, limit: size });
    if (generation.current === mine) setList((now) => (now ? mergeRefresh(now, fresh, size) : now));
  }

  async function loadMore() {
    if (!list?.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchPayments(businessId, { status, cursor: list.nextCursor });
      if (generation.current !== mine) return;
      setList((now) => (now ? appendPage(now, page) : now));
      // The last page read: the button goes, so focus goes to the list it added to.
      if (!page.nextCursor) requestAnimationFrame(() => document.getElementById(`${id}-table`)?.focus());
    } catch (error) {
      if (generation.current === mine) setFailure(error as ApiError);
    } finally {
      setLoadingMore(false);
    }
  }

  usePollWhile(list !== null && !loading && hasMovingOnTop(list), () => void refresh().catch(() => undefined));

  return (
    <section className="payments-section" aria-labelledby="payments-list-heading">
      <h2 id="payments-list-heading" tabIndex={-1}>
        {T.listHeading}
      </h2>
      <form
        className="payments-filter"
        role="search"
        aria-label={T.filtersLabel}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          id={`${id}-status`}
          name="status"
          label={T.status}
          value={status ?? ""}
          options={[
            { value: "", label: T.anyStatus },
            ...PAYMENT_STATUSES.map((value) => ({ value, label: S[value] })),
          ]}
          onChange={(event) => setStatus(PAYMENT_STATUSES.find((each) => each === event.target.value))}
        />
      </form>
      {/* Read out as the list changes: how many are shown, or what to do without any. */}
      <p role="status" className="payments-count">
        {loading && !list
          ? T.loading
          : list && !failure
            ? list.rows.length > 0
              ? T.shown(list.rows.length, list.nextCursor !== null)
              : status
                ? T.noMatch
                : emptyText
            : ""}
      </p>
      {failure ? (
        <div className="stack">
          <LoadFailure error={failure} fallbackText={T.loadFailed} />
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
              {T.retry}
            </button>
          </div>
        </div>
      ) : list && list.rows.length > 0 ? (
        <>
          <PaymentsTable id={`${id}-table`} caption={T.caption} payments={list.rows} busy={loading} />
          {hasMovingOnTop(list) && <p className="money-muted">{T.movingNote}</p>}
          {list.nextCursor && (
            <LoadMore loading={loadingMore} onLoad={() => void loadMore()} words={T} className="payments-more" />
          )}
        </>
      ) : null}
    </section>
  );
}
