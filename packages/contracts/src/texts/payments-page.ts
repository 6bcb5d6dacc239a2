// The payments page (/dashboard/payments) around its views: its title, where a payment stands in words, and what it
// says while a view loads or without a business. Each view has its words apart, loaded with it: the list and the
// approvals inbox in payments-list.ts, one payment in payment-detail.ts (its decisions in payment-decisions.ts), a new
// payment in payment-form.ts (a payee added there in payee-form.ts); the team page's approval rules in
// approval-rules.ts. What the service answers is in payment-messages.ts and payee-messages.ts.
import type { PaymentStatus } from "../schemas/payments.ts";

/** Where a payment stands, in words (the lists, a payment's page and its timeline). */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  pending_approval: "Waiting for approval",
  scheduled: "Scheduled",
  processing: "Being sent",
  settled: "Settled",
  returned: "Returned",
  failed: "Failed",
  rejected: "Rejected",
  canceled: "Canceled",
};

export const PAYMENTS_PAGE_TEXTS = {
  title: "Payments",
  description: "Payments your business sends by ACH, wire or USDC, and the approvals they need.",
  loading: "Loading payments…",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, its payments show here.",
  lead: (business: string) => `Payments sent from ${business} by ACH, wire or USDC, and the approvals they need.`,
  /** The way back to the list from a payment or a new payment. */
  allPayments: "All payments",
  payNeeded: "Ask someone who may pay for the business to send a payment.",
} as const;
