// A new payment's review (pay): what will leave the account, where it goes and the approvals it needs (PaymentReview.tsx),
// then Send. It is sent with the review's Idempotency-Key, kept with the draft (payment-draft.ts), so a retry after no
// answer, even after a reload, makes the payment once; the second factor is asked in place when the service wants it,
// then it is sent again. A refusal of a detail goes back to the details with it beside its field; one of the review
// (too few approvers) is said here. Once made, the payment's own view opens, the toast carried to it.
import { useEffect, useState } from "react";
import { PAYMENT_REVIEW_TEXTS as T, type ApprovalPolicy, type BusinessSummary, type Payee } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { fetchApprovalPolicy } from "../../../lib/api/approval-policy.ts";
import { mayRetryWithSameKey } from "../../../lib/api/idempotency.ts";
import { fetchPayees } from "../../../lib/api/payees.ts";
import { makePayment } from "../../../lib/api/payments.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import PaymentReview from "./PaymentReview.tsx";
import { clearDraft, keyFor, readDraft, saveDraft, type PaymentDraft } from "./payment-draft.ts";
import { checkPayment, isAboutForm, paymentRefusal, utcDay } from "./payment-form.ts";
import { approvalsFor, otherApprovers } from "./payment-terms.ts";
import { newPaymentHref } from "./new-payment-address.ts";
import { paymentHref } from "./payments-address.ts";

export default function PaymentReviewStep({ business }: { business: BusinessSummary }) {
  const accounts = useQuery(accountsQuery(business.id)).data?.accounts;
  const [draft, setDraft] = useState<PaymentDraft | null>(() => readDraft(business.id));
  const [payees, setPayees] = useState<Payee[] | null>(null);
  // undefined while read; null when the read failed (the review then says the rules decide when it is sent).
  const [policy, setPolicy] = useState<ApprovalPolicy | null | undefined>(undefined);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp();

  useEffect(() => {
    // Nothing to review in this tab: the details come first.
    if (!draft) return window.location.replace(newPaymentHref());
    fetchPayees(business.id).then(setPayees, setFailure);
    fetchApprovalPolicy(business.id).then(setPolicy, () => setPolicy(null));
  }, []);

  const checked = draft && accounts && payees ? checkPayment(draft.values, accounts, payees, utcDay(Date.now())) : null;
  // A detail no longer holds (a payee removed meanwhile, a day gone by): back to the details, beside its field.
  useEffect(() => {
    if (checked && !checked.ok && draft) back({ ...draft, errors: checked.errors });
  }, [checked?.ok]);

  /** Back to the details, with the refusals to show there. */
  function back(next: PaymentDraft) {
    saveDraft(next);
    window.location.assign(newPaymentHref());
  }

  async function send() {
    if (pending || !draft || !checked?.ok) return;
    const request = checked.request;
    const keyed = keyFor(draft, request);
    saveDraft(keyed);
    setDraft(keyed);
    setPending(true);
    setErrors({});
    try {
      const payment = await makePayment(business.id, request, keyed.sent!.key);
      clearDraft();
      const amount = formatMoney(payment.amount, payment.currency);
      const payee = payment.payee.name;
      toastDone(
        payment.status === "pending_approval"
          ? T.doneWaiting(amount, payee)
          : payment.status === "scheduled"
            ? T.doneScheduled(amount, payee, payment.sendOn ?? "")
            : T.doneSent(amount, payee),
      );
      carryOpenToastsToNextPage();
      window.location.assign(paymentHref(payment.id));
    } catch (error) {
      // An answer (done or refused) ends the key; no answer keeps it for the retry.
      const after = mayRetryWithSameKey(error) ? keyed : { ...keyed, sent: undefined };
      saveDraft(after);
      setDraft(after);
      setPending(false);
      if (stepUp.asked(error, () => void send())) return;
      const placed = paymentRefusal(error);
      if (!placed) return toastFailure(error);
      if (isAboutForm(placed)) return back({ ...after, errors: placed });
      setErrors(placed);
    }
  }

  if (stepUp.prompt) return <div className="money-panel payments-panel">{stepUp.prompt}</div>;
  if (failure) return <LoadFailure error={failure} fallbackText={T.loadFailed} />;
  const account = accounts?.find((each) => each.id === draft?.values.fromAccountId);
  const payee = payees?.find((each) => each.id === draft?.values.payeeId);
  if (!checked?.ok || !account || !payee || policy === undefined) return <p role="status">{T.loading}</p>;

  const needed = policy ? approvalsFor(policy.rules, account.currency, checked.request.amount) : null;
  return (
    <section className="money-panel payments-panel stack" aria-labelledby="payment-review-heading">
      <h2 id="payment-review-heading">{T.heading}</h2>
      <PaymentReview
        request={checked.request}
        account={account}
        payee={payee}
        needed={needed}
        otherApprovers={policy ? otherApprovers(policy.approvers, business.permissions.includes("approve")) : null}
        errors={errors}
      />
      <div className="actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={() => void send()}>
          {pending ? T.sending : needed ? T.sendForApproval : T.send}
        </button>
        <a className="button button--secondary payments-cancel" href={newPaymentHref()}>
          {T.back}
        </a>
      </div>
    </section>
  );
}
