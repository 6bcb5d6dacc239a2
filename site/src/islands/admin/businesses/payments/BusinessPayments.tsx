// A business's payments on its page in the staff console, read only, fetched when the page shows them: a status
// filter, the newest first as a table with each payment's details under its row, and "Load more" for older ones. A
// first page that fails says so in place with "Try again"; a later one that fails is a toast, the rows staying.
import { useEffect, useRef, useState } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P, ADMIN_CONSOLE_TEXTS as T, type PaymentStatus } from "@bank/contracts";
import { fetchStaffPayments } from "../../../../lib/api/admin-payments.ts";
import { failureText } from "../../../../lib/api/failure-text.ts";
import LoadMore from "../../../ui/LoadMore.tsx";
import { toastFailure } from "../../failure.ts";
import PaymentStatusFilter from "./PaymentStatusFilter.tsx";
import PaymentsTable from "./PaymentsTable.tsx";
import { appendPage, listInWords, type PaymentList } from "./payment-words.ts";
import "./payments.css";

export default function BusinessPayments({ businessId }: { businessId: string }) {
  const [status, setStatus] = useState<PaymentStatus | undefined>(undefined);
  const [list, setList] = useState<PaymentList | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Counts asks to read the first page again ("Show payments" with the same status, "Try again").
  const [reads, setReads] = useState(0);
  // Each read of the first page starts a generation; an answer of an older one (the filter changed since) is dropped.
  const generation = useRef(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    fetchStaffPayments(businessId, { status })
      .then(
        (page) => {
          if (generation.current !== mine) return;
          setList({ payments: page.payments, nextCursor: page.nextCursor });
          setFailure(null);
        },
        (error: unknown) =>
          generation.current === mine &&
          setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error)),
      )
      .finally(() => generation.current === mine && setLoading(false));
  }, [businessId, status, reads]);

  async function loadMore() {
    if (!list?.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchStaffPayments(businessId, { status, cursor: list.nextCursor });
      if (generation.current !== mine) return;
      setList((now) => (now ? appendPage(now, page) : now));
      // The last page read: the button goes, so focus goes to the table it added to.
      if (!page.nextCursor)
        requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>(".admin-table-wrap")?.focus());
    } catch (error) {
      if (generation.current === mine) toastFailure(error);
    } finally {
      setLoadingMore(false);
    }
  }

  function show(next: PaymentStatus | undefined) {
    setStatus(next);
    setReads((count) => count + 1);
  }

  return (
    <div className="admin-business-payments" ref={frame}>
      <p className="admin-muted">{P.lead}</p>
      <PaymentStatusFilter status={status} onShow={show} />
      <p role="status" className="admin-payments-count">
        {loading ? T.loading : list && !failure ? listInWords(list, status) : ""}
      </p>
      {failure ? (
        <div className="admin-payments-failure">
          <p role="alert">{failure}</p>
          <button type="button" className="button button--secondary" onClick={() => setReads((count) => count + 1)}>
            {P.retry}
          </button>
        </div>
      ) : (
        list &&
        list.payments.length > 0 && (
          <>
            <PaymentsTable payments={list.payments} busy={loading} />
            {list.nextCursor && (
              <div className="admin-paging">
                <LoadMore loading={loadingMore} onLoad={() => void loadMore()} words={P} disabled={loading} />
              </div>
            )}
          </>
        )
      )}
    </div>
  );
}
