// The business's payments, newest first, filtered by status (the filter kept in the page's address). "Load more"
// adds the next page below; while a payment on screen is on its way, the rows are read again every few seconds, so
// it turns settled without a reload. The first page may have been asked for as the page's code ran (payments-early.ts).
import { useEffect, useId, useState } from "react";
import {
  PAYMENTS_LIST_TEXTS as T,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_WORDS as S,
  type Payment,
  type PaymentStatus,
} from "@bank/contracts";
import { fetchPayments } from "../../../lib/api/payments.ts";
import { usePagedList } from "../money/use-paged-list.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import PaymentsTable from "./PaymentsTable.tsx";
import { searchOf } from "./payments-address.ts";
import { firstPage } from "./payments-early.ts";
import { paymentRows } from "./payments-list.ts";

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
  const { list, failure, loading, loadingMore, moving, loadMore, retry } = usePagedList<Payment>({
    key: status ?? "",
    first: () => firstPage(businessId, status).then(paymentRows),
    next: (cursor) => fetchPayments(businessId, { status, cursor }).then(paymentRows),
    top: (limit) => fetchPayments(businessId, { status, limit }).then(paymentRows),
    moving: (payment) => payment.status === "processing",
    onEnd: () => document.getElementById(`${id}-table`)?.focus(),
  });

  useEffect(() => {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${searchOf({ kind: "list", status })}`,
    );
  }, [status]);

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
            <button type="button" className="button button--secondary" onClick={retry}>
              {T.retry}
            </button>
          </div>
        </div>
      ) : list && list.rows.length > 0 ? (
        <>
          <PaymentsTable id={`${id}-table`} caption={T.caption} payments={list.rows} busy={loading} />
          {moving && <p className="money-muted">{T.movingNote}</p>}
          {list.nextCursor && <LoadMore loading={loadingMore} onLoad={loadMore} words={T} className="payments-more" />}
        </>
      ) : null}
    </section>
  );
}
