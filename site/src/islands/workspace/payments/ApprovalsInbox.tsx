// The approvals inbox of a member who may approve: the business's payments waiting for approval that they did not make
// and have not approved yet, newest first (payments-list.ts, approvalsInbox).
import { useEffect, useState } from "react";
import { MAX_PAGE_SIZE, PAYMENTS_LIST_TEXTS as T, type Payment } from "@bank/contracts";
import { fetchPayments } from "../../../lib/api/payments.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import LoadFailure from "../money/LoadFailure.tsx";
import PaymentsTable from "./PaymentsTable.tsx";
import { approvalsInbox } from "./payments-list.ts";

interface Props {
  businessId: string;
  myId: string;
}

export default function ApprovalsInbox({ businessId, myId }: Props) {
  const [inbox, setInbox] = useState<{ payments: Payment[]; more: boolean } | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    fetchPayments(businessId, { status: "pending_approval", limit: MAX_PAGE_SIZE }).then(
      (page) => setInbox({ payments: approvalsInbox(page.payments, myId), more: page.nextCursor !== null }),
      setFailure,
    );
  }, []);

  return (
    <section className="payments-section" aria-labelledby="payments-inbox-heading">
      <h2 id="payments-inbox-heading">{T.inboxHeading}</h2>
      <p role="status" className="payments-count">
        {inbox
          ? inbox.payments.length === 0
            ? T.inboxEmpty
            : T.inboxCount(inbox.payments.length)
          : failure
            ? ""
            : T.loading}
      </p>
      {failure && <LoadFailure error={failure} fallbackText={T.loadFailed} />}
      {inbox && inbox.payments.length > 0 && <PaymentsTable caption={T.inboxCaption} payments={inbox.payments} />}
      {inbox?.more && <p className="money-muted">{T.inboxMore}</p>}
    </section>
  );
}
