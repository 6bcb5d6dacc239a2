// /dashboard/payments/new: a new payment from the current business (pay), in steps that are each a page of their own
// (payment-draft.ts keeps what was typed between them): its details, their review (?review), and on the way the
// payee it is for, when it is a new one (?add-payee). Each step's code is fetched when shown, so the page loads only
// what that step needs (docs/architecture.md, "Budgets").
import { PAYMENTS_PAGE_TEXTS as T } from "@bank/contracts";
import { mayPay, useMoneyBusiness } from "../money/money-business.ts";
import LazyView from "../money/LazyView.tsx";
import { newPaymentStepOf } from "./new-payment-address.ts";
import "../money/money.css";
import "./payments.css";

const STEPS = {
  details: () => import("./NewPaymentForm.tsx"),
  review: () => import("./PaymentReviewStep.tsx"),
  "add-payee": () => import("./PayeeStep.tsx"),
};

export default function NewPaymentPage() {
  const { current, settled } = useMoneyBusiness();
  if (!settled) return <p role="status">{T.loading}</p>;
  if (!current) return <p>{T.noBusiness}</p>;
  return (
    <div className="payments" key={current.id}>
      <p>
        <a className="money-link" href="/dashboard/payments">
          {T.allPayments}
        </a>
      </p>
      {mayPay(current) ? (
        <LazyView load={STEPS[newPaymentStepOf(window.location.search)]} props={{ business: current }} />
      ) : (
        <p>{T.payNeeded}</p>
      )}
    </div>
  );
}
