// What the payments page's address says it shows: the list (with its status filter), one payment, or one payment
// with a decision about it open (approving it with a passkey or with a code, rejecting, canceling, the sandbox's
// return); and the business a mailed link names (/dashboard/payments?business=<id>&payment=<id>). The views link to
// each other with these addresses, each opening as a page of its own, so a view loads only its own code, and Back, a
// reload and a shared link show the same. The new payment page's steps are new-payment-address.ts.
import { PAYMENT_STATUSES, type PaymentStatus } from "@bank/contracts";

/** A decision about a payment, opened as its own step of the payment's page. */
export const PAYMENT_DECISIONS = ["approve", "approve-code", "reject", "cancel", "return"] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

export type PaymentsView =
  | { kind: "list"; status?: PaymentStatus | undefined }
  | { kind: "payment"; paymentId: string; decision?: PaymentDecision | undefined };

/** An id as a route takes one (at most 100 characters); anything else is left out rather than sent. */
function idOf(value: string | null): string | null {
  const id = value?.trim();
  return id && id.length <= 100 ? id : null;
}

export function viewOf(search: string): PaymentsView {
  const params = new URLSearchParams(search);
  const paymentId = idOf(params.get("payment"));
  if (paymentId)
    return { kind: "payment", paymentId, decision: PAYMENT_DECISIONS.find((each) => each === params.get("decision")) };
  return { kind: "list", status: PAYMENT_STATUSES.find((status) => status === params.get("status")) };
}

/** The business a mailed link names, chosen before anything is read. */
export function businessOf(search: string): string | null {
  return idOf(new URLSearchParams(search).get("business"));
}

/** The query string of a view ("" for the whole list); the business is never kept: the switcher holds it. */
export function searchOf(view: PaymentsView): string {
  if (view.kind === "payment")
    return `?payment=${encodeURIComponent(view.paymentId)}${view.decision ? `&decision=${view.decision}` : ""}`;
  return view.status ? `?status=${view.status}` : "";
}

/** A payment's page (and a decision about it) from anywhere. */
export function paymentHref(paymentId: string, decision?: PaymentDecision): string {
  return `/dashboard/payments${searchOf({ kind: "payment", paymentId, decision })}`;
}
