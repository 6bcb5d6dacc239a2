// One payment, opened from the list or a mailed link: its terms, where it stands (read again every few seconds while
// it is on its way, until it settles), what the person may do about it, its approvals and its timeline. The decisions
// offered are the service's rules as the person's permissions allow them (payment-rules.ts); each opens as a step of
// the page's own (?payment=<id>&decision=approve), so its code loads with it and not with the payment.
import { useEffect, useRef, useState } from "react";
import {
  PAYMENT_DETAIL_TEXTS as T,
  PAYMENT_STATUS_WORDS as S,
  type BusinessSummary,
  type Payment,
} from "@bank/contracts";
import { fetchPayment } from "../../../lib/api/payments.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { localDateTime } from "../../../lib/format/local-time.ts";
import LazyView from "../money/LazyView.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import { usePollWhile } from "../money/polling.ts";
import PaymentTimeline from "./PaymentTimeline.tsx";
import { paymentHref, type PaymentDecision } from "./payments-address.ts";
import { firstPayment } from "./payments-early.ts";
import { actionsFor, personName, type PaymentAction } from "./payment-rules.ts";

const loadApprovePanel = () => import("./ApprovePanel.tsx");
const loadApproveCodePanel = () => import("./ApproveCodePanel.tsx");
const loadDecisionPanel = () => import("./DecisionPanel.tsx");

const ACTION_LABELS: Record<PaymentAction, string> = {
  approve: T.approve,
  reject: T.reject,
  cancel: T.cancel,
  return: T.returnOpen,
};

interface Props {
  business: BusinessSummary;
  paymentId: string;
  myId: string;
  /** The decision the page's address opens (one the person may not take is not shown). */
  decision?: PaymentDecision | undefined;
}

export default function PaymentView({ business, paymentId, myId, decision }: Props) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [open, setOpen] = useState<PaymentDecision | null>(decision ?? null);
  // What the person just decided, in words: shown and read out above the payment's terms.
  const [done, setDone] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  function read(next: Promise<Payment>): void {
    next.then(
      (fresh) => {
        setPayment(fresh);
        setFailure(null);
      },
      (error: ApiError) => setFailure(error),
    );
  }

  useEffect(() => read(firstPayment(business.id, paymentId)), []);

  usePollWhile(payment?.status === "processing", () => read(fetchPayment(business.id, paymentId)));

  /** The decision closed: the address is the payment's again. */
  function close(): void {
    setOpen(null);
    window.history.replaceState(window.history.state, "", paymentHref(paymentId));
  }

  /** A decision was made (the payment as the service answered): said, and focus back on the payment. */
  function decided(next: Payment, words: string) {
    setPayment(next);
    close();
    setDone(words);
    requestAnimationFrame(() => heading.current?.focus());
  }

  function closePanel(action: PaymentAction) {
    close();
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-payment-action="${action}"]`)?.focus());
  }

  if (!payment)
    return failure ? <LoadFailure error={failure} fallbackText={T.loadFailed} /> : <p role="status">{T.loading}</p>;

  const amount = formatMoney(payment.amount, payment.currency);
  const { actions, note } = actionsFor(payment, business, myId);
  // The decision open, when the person may take it now (an address can name one they may not, or no longer).
  const opened = open && actions.includes(open === "approve-code" ? "approve" : open) ? open : null;
  const have = payment.approvals.length;
  const standing = T.standing[payment.status];
  const panel = {
    businessId: business.id,
    payment,
    onDecided: decided,
    onStale: () => {
      close();
      read(fetchPayment(business.id, paymentId));
    },
  };

  return (
    <section className="money-panel payment-view" aria-labelledby="payment-heading" data-payment-view={payment.id}>
      <h2 id="payment-heading" ref={heading} tabIndex={-1}>
        {T.heading(amount, payment.payee.name)}
      </h2>
      <p className="payment-standing" role="status">
        <span className={`payment-status payment-status--${payment.status}`}>{S[payment.status]}</span>{" "}
        {typeof standing === "string"
          ? standing
          : payment.status === "scheduled"
            ? T.standing.scheduled(payment.sendOn ?? "")
            : T.standing.pending_approval(have, payment.approvalsRequired)}
      </p>
      <p className="payment-done" role="status">
        {done}
      </p>
      {/* A decision opened with the page comes first: it is what the page was opened for. */}
      {opened && (
        <div className="payment-decision">
          {opened === "approve" || opened === "approve-code" ? (
            <LazyView
              load={opened === "approve" ? loadApprovePanel : loadApproveCodePanel}
              props={{ ...panel, onClose: () => closePanel("approve") }}
            />
          ) : (
            <LazyView
              load={loadDecisionPanel}
              props={{ ...panel, action: opened, onClose: () => closePanel(opened) }}
            />
          )}
        </div>
      )}

      <dl className="payment-facts">
        <dt>{T.amount}</dt>
        <dd>{amount}</dd>
        <dt>{T.fee}</dt>
        <dd>{formatMoney(payment.fee, payment.currency)}</dd>
        <dt>{T.payee}</dt>
        <dd>{payment.payee.name}</dd>
        <dt>{T.destination}</dt>
        <dd>{payment.payee.destination}</dd>
        {payment.memo && (
          <>
            <dt>{T.memo}</dt>
            <dd>{payment.memo}</dd>
          </>
        )}
        <dt>{T.sendOn}</dt>
        <dd>{payment.sendOn ? T.sendOnDay(payment.sendOn) : T.sendOnceApproved}</dd>
        <dt>{T.madeBy}</dt>
        <dd>{personName(payment.createdBy) ?? T.formerMember}</dd>
        <dt>{T.madeAt}</dt>
        <dd>
          <time dateTime={payment.createdAt}>{localDateTime(payment.createdAt)}</time>
        </dd>
      </dl>

      {!opened && (actions.length > 0 || note) && (
        <>
          <h3>{T.actionsHeading}</h3>
          {note && <p>{note === "own" ? T.ownPayment : T.youApproved}</p>}
          {actions.length > 0 && (
            <div className="actions">
              {actions.map((action) => (
                <a
                  key={action}
                  className={action === "approve" ? "button button--primary" : "button button--secondary"}
                  href={paymentHref(payment.id, action)}
                  data-payment-action={action}
                >
                  {ACTION_LABELS[action]}
                </a>
              ))}
            </div>
          )}
        </>
      )}

      <h3>{T.approvalsHeading}</h3>
      <p>{T.approvalsNeeded(have, payment.approvalsRequired)}</p>
      {have > 0 && (
        <ul className="payment-approvals">
          {payment.approvals.map((approval) => (
            <li key={approval.userId}>
              {T.approvalBy(
                personName(approval) ?? T.formerMember,
                localDateTime(approval.at),
                T.approvalMethods[approval.method],
              )}
            </li>
          ))}
        </ul>
      )}

      <h3>{T.timelineHeading}</h3>
      <PaymentTimeline timeline={payment.timeline} />
    </section>
  );
}
