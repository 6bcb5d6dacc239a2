// A business's payments on its page in the staff console, read only: the list under its status filter, and each
// payment's terms, timeline, approvals and what signed each approval. Apart from the page's other texts
// (admin-business.ts): the payments' view is fetched when it is shown, and its words with it.
import type { ApprovalMethod, PaymentStatus } from "../schemas/payments.ts";
import type { PaymentMethod } from "../schemas/payment-methods.ts";

export const ADMIN_BUSINESS_PAYMENTS_TEXTS = {
  lead: "Newest first, read only: staff see payments and their approvals, and act on none of them.",
  filters: "Payment filters",
  statusFilter: "Status",
  allStatuses: "All statuses",
  show: "Show payments",
  caption: "Payments of the business, newest first",
  none: "No payments yet.",
  noneWithStatus: (status: string) => `No payments with the status “${status}”.`,
  shown: (count: number, more: boolean) =>
    `${count} ${count === 1 ? "payment" : "payments"} shown${more ? ", more to load" : ""}.`,
  loadMore: "Load more",
  loadingMore: "Loading more…",
  retry: "Try again",

  created: "Created",
  payee: "Payee",
  amount: "Amount",
  status: "Status",
  approvals: "Approvals",
  details: "Details",
  /** The rest of a Details button's name, for a screen reader: which payment it opens. */
  detailsOf: (amount: string, payee: string) => ` of ${amount} to ${payee}`,
  approvalsGiven: (given: number, required: number) => `${given} of ${required}`,
  noApprovalNeeded: "None needed",
  statusNames: {
    pending_approval: "Waiting for approval",
    scheduled: "Scheduled",
    processing: "Processing",
    settled: "Settled",
    returned: "Returned",
    failed: "Failed",
    rejected: "Rejected",
    canceled: "Canceled",
  } satisfies Record<PaymentStatus, string>,
  methodNames: { ach: "ACH", wire: "Wire", usdc: "USDC", btc: "BTC", eth: "ETH" } satisfies Record<
    PaymentMethod,
    string
  >,

  detailHeading: (amount: string, payee: string) => `${amount} to ${payee}`,
  paymentId: "Payment id",
  fromAccount: "From account id",
  method: "Method",
  destination: "Destination",
  fee: "Fee",
  memo: "Memo",
  sendOn: "Send on",
  sendOnDay: (day: string) => `${day} (UTC)`,
  sendOnceApproved: "Once approved",
  createdBy: "Created by",
  formerMember: "A former member",

  timelineHeading: "Timeline",
  byWhom: (name: string) => `by ${name}`,
  byTheBank: "by the bank (automatic)",

  approvalsHeading: "Approvals",
  approvalsLead: (given: number, required: number) =>
    required === 0
      ? "This payment needed no approval."
      : `${given} of ${required} ${required === 1 ? "approval" : "approvals"} given.`,
  approvalsSigned: "Each approval is signed with a second factor bound to this payment's terms.",
  approvedBy: "Approved by",
  approvedAt: "Approved",
  factor: "Signed with",
  factorNames: { passkey: "Passkey", code: "Authenticator app code" } satisfies Record<ApprovalMethod, string>,
  binding: "Binding (SHA-256 of the terms signed)",
  credentialId: "Credential id",
  challenge: "Challenge",
  origin: "Origin",
  counter: "Signature counter",
  challengeCheck: "Challenge commits to the binding",
  challengeChecks: {
    checking: "Checking…",
    match: "Yes: its first 32 bytes are SHA-256 of “payment-approval”, a new line and the binding",
    mismatch: "No: its first 32 bytes are not SHA-256 of “payment-approval”, a new line and the binding",
    unchecked: "Not checked: this browser cannot compute SHA-256 here",
  },
  signature: "Signature",
  step: "Time step (30 seconds each since 1970)",
  stepWindow: "Code's time",
  unreadable: "Could not be read",
  noEvidence: "No evidence was kept for this approval.",

  copy: "Copy",
  /** The rest of a Copy button's name, for a screen reader: what it copies. */
  copyWhat: (what: string) => ` the whole ${what.toLowerCase()}`,
  copied: (what: string) => `${what} copied.`,
  copyFailed: "Copying did not work here. It is shown whole and selected: copy it with your keyboard or menu.",
} as const;
