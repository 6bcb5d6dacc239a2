// The words of a new payment's details (/dashboard/payments/new): who is paid, from which account, how much, a memo
// and a later send day. Its review, a step of its own, has its words in payment-review.ts; a payee added on the way,
// in payee-form.ts.
import type { PaymentMethod } from "../schemas/payment-methods.ts";

export const PAYMENT_FORM_TEXTS = {
  heading: "New payment",
  description: "A payment from your business by ACH, wire or USDC, checked before it is sent.",
  loading: "Loading your accounts and payees…",
  loadFailed: "We could not load your accounts and payees. Reload the page to try again.",
  lead: "Nothing is sent before you check it on the next step.",
  payee: "Payee",
  choosePayee: "Choose a payee",
  noPayees: "No payee yet: add one first",
  /** "Acme Supplies LLC (ACH, ending 6789)", "Chain Vendor (USDC, 0x5290…9EE7)" */
  payeeOption: (name: string, method: string, where: string) => `${name} (${method}, ${where})`,
  methodNames: { ach: "ACH", wire: "Wire", usdc: "USDC", btc: "BTC", eth: "ETH" } satisfies Record<
    PaymentMethod,
    string
  >,
  ending: (digits: string) => `ending ${digits}`,
  addPayee: "Add a new payee",
  payeeRequired: "Choose who to pay, or add a new payee.",
  from: "From account",
  accountOption: (name: string, available: string) => `${name} (${available} available)`,
  amount: "Amount",
  amountHint: (currency: string) => `In ${currency}, such as 1250.00`,
  memo: "Memo (optional)",
  sendOn: "Send on (optional)",
  sendOnHint: "Empty: sent once approved. A later day (UTC): held until then.",
  review: "Review payment",
  cancel: "Cancel",
} as const;
