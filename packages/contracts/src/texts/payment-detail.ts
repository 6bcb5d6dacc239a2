// The words of one payment on /dashboard/payments (opened from the list, or from a mailed link): its terms, where it
// stands, its approvals and timeline, and the decisions the person may take about it (their own words are in
// payment-decisions.ts, loaded when one is opened).
import type { ApprovalMethod, PaymentStatus } from "../schemas/payments.ts";

export const PAYMENT_DETAIL_TEXTS = {
  heading: (amount: string, payee: string) => `${amount} to ${payee}`,
  loading: "Loading the payment…",
  loadFailed: "We could not load this payment. Try again in a moment.",

  /** Said after the payment's status in words (PAYMENT_STATUS_WORDS): what it means now. */
  standing: {
    pending_approval: (have: number, need: number) =>
      `${have} of ${need} ${need === 1 ? "approval" : "approvals"} so far. The money is held meanwhile.`,
    scheduled: (day: string) => `Approved. It is sent on ${day} (UTC).`,
    processing: "On its way. This page updates when it settles.",
    settled: "The payee's bank has the money.",
    returned: "The payee's bank sent it back: the amount is in the account again; the fee is kept.",
    failed: "It did not go through. The money held for it is available again.",
    rejected: "The money held for it is available again.",
    canceled: "The money held for it is available again.",
  } satisfies Record<PaymentStatus, unknown>,

  amount: "Amount",
  fee: "Fee",
  payee: "Payee",
  destination: "Destination",
  memo: "Memo",
  sendOn: "Send on",
  sendOnDay: (day: string) => `${day} (UTC)`,
  sendOnceApproved: "Once approved",
  madeBy: "Made by",
  madeAt: "Made",
  formerMember: "A former member",

  actionsHeading: "What you can do",
  approve: "Approve",
  reject: "Reject",
  cancel: "Cancel payment",
  ownPayment: "You made this payment, so someone else approves or rejects it.",
  youApproved: "You have approved this payment.",
  /** Sandbox only, and labelled so: the partner bank is simulated. */
  returnOpen: "Sandbox: return this payment",

  approvalsHeading: "Approvals",
  approvalsNeeded: (have: number, need: number) =>
    need === 0 ? "It needed no approval." : `${have} of ${need} ${need === 1 ? "approval" : "approvals"}.`,
  approvalBy: (name: string, when: string, method: string) => `${name}, ${when}, ${method}`,
  approvalMethods: {
    passkey: "with a passkey",
    code: "with an authenticator code",
  } satisfies Record<ApprovalMethod, string>,

  timelineHeading: "Timeline",
  timelineCaption: "What happened to this payment, oldest first",
  status: "Status",
  when: "When",
  by: "By",
  note: "Note",
  byBank: "The partner bank",
} as const;
