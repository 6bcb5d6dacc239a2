// A decision about a payment other than approving it, fetched when opened from the payment's view: rejecting it with
// a reason (approve), canceling it once confirmed (its creator, or a manager), or in the sandbox sending a settled one
// back with the bank's reason (manage; Idempotency-Key). The second factor is asked in place when the service wants
// it; the view then shows the payment as the service answered and says what was done.
import { MONEY_TEXTS as M, PAYMENT_DECISION_TEXTS as T, type Payment } from "@bank/contracts";
import { cancelPayment, rejectPayment, returnPaymentInSandbox } from "../../../lib/api/payment-decisions.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import ConfirmPanel from "../../ui/ConfirmPanel.tsx";
import { toastFailure } from "../money/money-toasts.ts";
import ReasonPanel from "./ReasonPanel.tsx";

interface Props {
  action: "reject" | "cancel" | "return";
  businessId: string;
  payment: Payment;
  /** The payment as the service answered, and the decision in words. */
  onDecided(payment: Payment, words: string): void;
  onClose(): void;
}

export default function DecisionPanel({ action, businessId, payment, onDecided, onClose }: Props) {
  const amount = formatMoney(payment.amount, payment.currency);
  const payee = payment.payee.name;

  if (action === "cancel")
    return (
      <ConfirmPanel
        question={T.cancelQuestion(amount, payee)}
        warning={T.cancelWarning}
        confirmLabel={T.cancelConfirm}
        pendingLabel={T.canceling}
        cancelLabel={T.keep}
        run={async () => onDecided(await cancelPayment(businessId, payment.id), T.canceled(amount, payee))}
        fail={toastFailure}
        onCancel={onClose}
        autoFocus={false}
      />
    );
  if (action === "reject")
    return (
      <ReasonPanel
        heading={T.rejectHeading}
        lead={T.rejectLead}
        label={T.reason}
        confirmLabel={T.rejectConfirm}
        pendingLabel={T.rejecting}
        cancelLabel={T.keep}
        send={(reason) => rejectPayment(businessId, payment.id, reason)}
        done={(next) => onDecided(next, T.rejected(amount, payee))}
        onCancel={onClose}
      />
    );
  return (
    <ReasonPanel
      heading={T.returnHeading}
      badge={M.sandbox}
      lead={T.returnLead}
      label={T.returnReason}
      confirmLabel={T.returnConfirm}
      pendingLabel={T.returning}
      cancelLabel={T.keep}
      idempotent
      send={(reason, key) => returnPaymentInSandbox(payment.id, reason, key!)}
      done={(next) => onDecided(next, T.returned(amount))}
      onCancel={onClose}
    />
  );
}
