// What both ways of approving a payment share (ApprovePanel.tsx with a passkey, ApproveCodePanel.tsx with a code):
// the service's summary of what is signed (amount, fee, payee, destination) shown first, from the approval's options
// (asked for with the second factor in place when the service wants one first), and how a refused approval is said:
// the payment moved on (approved by someone else, canceled), the view shows it as it is now; otherwise in words, by the
// way the person tried. A wrong proof is 401 wrongProof: the session is still signed in, so it is said in place.
import { useEffect, useId, useState, type ReactNode } from "react";
import {
  MONEY_TEXTS as M,
  PAYMENT_APPROVAL_TEXTS as T,
  PAYMENT_DETAIL_TEXTS as D,
  type ApprovalOptions,
  type Payment,
} from "@bank/contracts";
import { fetchApprovalOptions } from "../../../lib/api/payment-approval.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";

/** The refusals that mean the payment moved on meanwhile: the view reads it again. */
const STALE = new Set(["notAwaitingApproval", "alreadyApproved", "ownPayment", "paymentNotFound"]);

const FAILED = { fallbackText: T.failed, fallbackError: M.offline };

export interface ApprovalProps {
  businessId: string;
  payment: Payment;
  /** The payment as the service answered, and the approval in words. */
  onDecided(payment: Payment, words: string): void;
  /** The payment can no longer be approved by this person: the view shows it as it is now. */
  onStale(): void;
  onClose(): void;
}

/** What a way of approving is given once the options are here. */
export interface ApprovalWay {
  options: ApprovalOptions;
  /** Asks for fresh options (a passkey's challenge serves one attempt). */
  reload(): void;
  /** A refused approval: the second factor asked in place, or the view read again (null), or the words to show. */
  refused(error: unknown, retry: () => void): string | null;
  approved(payment: Payment): void;
}

interface Props extends ApprovalProps {
  children(way: ApprovalWay): ReactNode;
}

export default function ApprovalFrame({ businessId, payment, onDecided, onStale, onClose, children }: Props) {
  const [options, setOptions] = useState<ApprovalOptions | null>(null);
  const [failure, setFailure] = useState<{ words: string; noFactor: boolean } | null>(null);
  const stepUp = useStepUp(onClose);
  const ids = useId();

  function stale(error: unknown): boolean {
    if (!(error instanceof ApiError && error.code && STALE.has(error.code))) return false;
    onStale();
    return true;
  }

  async function load(): Promise<void> {
    try {
      setOptions(await fetchApprovalOptions(businessId, payment.id));
      setFailure(null);
    } catch (error) {
      if (stepUp.asked(error, () => void load()) || stale(error)) return;
      const noFactor = error instanceof ApiError && error.code === "noSigningFactor";
      setFailure({ words: failureText(FAILED, error), noFactor });
    }
  }

  useEffect(() => void load(), []);

  if (stepUp.prompt) return <div className="money-panel">{stepUp.prompt}</div>;
  const back = (
    <div className="actions">
      <button type="button" className="button button--secondary" onClick={onClose}>
        {T.back}
      </button>
    </div>
  );
  if (failure)
    return (
      <div className="stack">
        <p role="alert">{failure.words}</p>
        {failure.noFactor && (
          <p>
            <a href="/dashboard/settings">{T.settingsLink}</a>
          </p>
        )}
        {back}
      </div>
    );
  if (!options) return <p role="status">{T.loading}</p>;

  const { summary } = options;
  return (
    <section className="stack payments-panel" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{T.heading}</h3>
      <p>{T.lead}</p>
      <dl className="payment-facts" data-testid="approval-summary">
        <dt>{D.amount}</dt>
        <dd>{formatMoney(summary.amount, summary.currency)}</dd>
        <dt>{D.fee}</dt>
        <dd>{formatMoney(summary.fee, summary.currency)}</dd>
        <dt>{D.payee}</dt>
        <dd>{summary.payeeName}</dd>
        <dt>{D.destination}</dt>
        <dd>{summary.destination}</dd>
      </dl>
      {children({
        options,
        reload: () => void load(),
        refused: (error, retry) => (stepUp.asked(error, retry) || stale(error) ? null : failureText(FAILED, error)),
        approved: (next) =>
          onDecided(next, T.approved(formatMoney(payment.amount, payment.currency), payment.payee.name)),
      })}
      {back}
    </section>
  );
}
