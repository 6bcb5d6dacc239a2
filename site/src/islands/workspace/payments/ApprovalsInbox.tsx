// The approvals inbox of a member who may approve: the business's payments waiting for their approval (not made by
// them, not approved by them yet), newest first, as the service picks them (awaiting=me), a page at a time.
import { useId } from "react";
import { PAYMENTS_LIST_TEXTS as T, type Payment } from "@bank/contracts";
import { fetchPayments } from "../../../lib/api/payments.ts";
import { usePagedList } from "../money/use-paged-list.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import PaymentsTable from "./PaymentsTable.tsx";
import { paymentRows } from "./payments-list.ts";

interface Props {
  businessId: string;
}

export default function ApprovalsInbox({ businessId }: Props) {
  const id = useId();
  // Nothing in the inbox is on its way (a waiting payment moves only when someone decides), so it is not read again.
  const {
    list: inbox,
    failure,
    loadingMore,
    loadMore,
  } = usePagedList<Payment>({
    key: businessId,
    first: () => fetchPayments(businessId, { awaiting: "me" }).then(paymentRows),
    next: (cursor) => fetchPayments(businessId, { awaiting: "me", cursor }).then(paymentRows),
    top: (limit) => fetchPayments(businessId, { awaiting: "me", limit }).then(paymentRows),
    moving: () => false,
    onEnd: () => document.getElementById(`${id}-table`)?.focus(),
  });

  return (
    <section className="payments-section" aria-labelledby="payments-inbox-heading">
      <h2 id="payments-inbox-heading">{T.inboxHeading}</h2>
      <p role="status" className="payments-count">
        {inbox && !failure
          ? inbox.rows.length === 0
            ? T.inboxEmpty
            : T.inboxCount(inbox.rows.length, inbox.nextCursor !== null)
          : failure
            ? ""
            : T.loading}
      </p>
      {failure && <LoadFailure error={failure} fallbackText={T.loadFailed} />}
      {inbox && inbox.rows.length > 0 && (
        <PaymentsTable id={`${id}-table`} caption={T.inboxCaption} payments={inbox.rows} />
      )}
      {inbox?.nextCursor && !failure && (
        <LoadMore loading={loadingMore} onLoad={loadMore} words={T} className="payments-more" />
      )}
    </section>
  );
}
