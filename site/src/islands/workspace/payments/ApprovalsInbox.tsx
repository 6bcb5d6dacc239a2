// The approvals inbox of a member who may approve: the business's payments waiting for their approval (not made by
// them, not approved by them yet), newest first, as the service picks them (awaiting=me), a page at a time.
import { useEffect, useId, useState } from "react";
import { PAYMENTS_LIST_TEXTS as T } from "@bank/contracts";
import { fetchPayments } from "../../../lib/api/payments.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import LoadMore from "../../ui/LoadMore.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import PaymentsTable from "./PaymentsTable.tsx";
import { appendPage, type ListState } from "./payments-list.ts";

interface Props {
  businessId: string;
}

export default function ApprovalsInbox({ businessId }: Props) {
  const id = useId();
  const [inbox, setInbox] = useState<ListState | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    fetchPayments(businessId, { awaiting: "me" }).then(
      (page) => setInbox({ rows: page.payments, nextCursor: page.nextCursor }),
      setFailure,
    );
  }, []);

  async function loadMore() {
    if (!inbox?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPayments(businessId, { awaiting: "me", cursor: inbox.nextCursor });
      setInbox((now) => (now ? appendPage(now, page) : now));
      // The last page read: the button goes, so focus goes to the list it added to.
      if (!page.nextCursor) requestAnimationFrame(() => document.getElementById(`${id}-table`)?.focus());
    } catch (error) {
      setFailure(error as ApiError);
    } finally {
      setLoadingMore(false);
    }
  }

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
        <LoadMore loading={loadingMore} onLoad={() => void loadMore()} words={T} className="payments-more" />
      )}
    </section>
  );
}
