// One business's payments (see PaymentsPage.tsx): the view the page's address names, fetched when shown, so the page
// loads only what that view needs (docs/architecture.md, "Budgets"): the list (?status= to filter it) or one payment
// (?payment=<id>, the link mail sends). The views link to each other, and to the new payment page, as pages do: each
// opens as a page of its own, with Back and a reload as a browser gives them.
import { useEffect, useState } from "react";
import { PAYMENTS_PAGE_TEXTS as T, type BusinessSummary } from "@bank/contracts";
import { businessName } from "../../hooks/use-current-business.ts";
import LazyView from "../money/LazyView.tsx";
import { searchOf, viewOf, type PaymentsView } from "./payments-address.ts";

const loadList = () => import("./PaymentsHome.tsx");
const loadPayment = () => import("./PaymentView.tsx");

interface Props {
  business: BusinessSummary;
  myId: string;
  /** The page's address is this business's (one chosen later in the switcher starts at its list). */
  fromAddress: boolean;
}

export default function Payments({ business, myId, fromAddress }: Props) {
  const [view] = useState<PaymentsView>(() => (fromAddress ? viewOf(window.location.search) : { kind: "list" }));

  // The address keeps the view alone: a mailed link's business is chosen by now, and the switcher holds it.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchOf(view)}`);
  }, []);

  return (
    <div className="payments">
      <p className="money-lead">{T.lead(businessName(business))}</p>
      {view.kind !== "list" && (
        <p>
          <a className="money-link" href={window.location.pathname}>
            {T.allPayments}
          </a>
        </p>
      )}
      {view.kind === "list" && <LazyView load={loadList} props={{ business, myId, status: view.status }} />}
      {view.kind === "payment" && (
        <LazyView load={loadPayment} props={{ business, paymentId: view.paymentId, myId, decision: view.decision }} />
      )}
    </div>
  );
}
