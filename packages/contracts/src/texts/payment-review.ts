// The words of a new payment's review (/dashboard/payments/new?review): what will leave the account (the amount, the
// fee, the total), where it goes, when, and how many approvals it needs, before it is sent; then what became of it.
import type { PaymentMethod } from "../schemas/payment-methods.ts";

/** A payee as the review names it: the fields its destination in words is made of. */
export interface PayeeForWords {
  method: PaymentMethod;
  accountNumberEnding: string | null;
  routingNumber: string | null;
  accountType: string | null;
  bankName: string | null;
  walletAddress: string | null;
}

export const PAYMENT_REVIEW_TEXTS = {
  heading: "Check the payment",
  loading: "Loading the payment to check…",
  loadFailed: "We could not load the payment to check. Reload the page to try again.",
  lead: "This is what will leave the account. The amount and any fee are held at once.",
  amount: "Amount",
  fee: "Fee",
  feeUsdc: (fee: string) => `${fee} (1.73% withdrawal fee)`,
  total: "Total taken from the account",
  to: "To",
  destination: "Destination",
  from: "From",
  memo: "Memo",
  when: "Sent",
  whenNow: "Once approved",
  whenNowNoApproval: "At once",
  whenLater: (day: string) => `On ${day} (UTC)`,
  approvals: "Approvals needed",
  approvalsNone: "None: it is sent without approval",
  approvalsFromOthers: (count: number) =>
    `${count} ${count === 1 ? "approval" : "approvals"} from someone other than you`,
  approvalsUnknown: "As the business's approval rules say when it is sent",
  /** Said when the business has too few other people who may approve (the service refuses it too). */
  approversShort: (others: number) =>
    `${others === 0 ? "Nobody else" : `Only ${others} other ${others === 1 ? "person" : "people"}`} in the business may approve: someone who manages the team can give another member the approve permission, or change the approval rules.`,
  send: "Send payment",
  sendForApproval: "Send for approval",
  sending: "Sending…",
  back: "Change details",

  doneWaiting: (amount: string, payee: string) => `The payment of ${amount} to ${payee} is waiting for approval.`,
  doneSent: (amount: string, payee: string) => `The payment of ${amount} to ${payee} is on its way.`,
  doneScheduled: (amount: string, payee: string, day: string) =>
    `The payment of ${amount} to ${payee} is scheduled for ${day} (UTC).`,

  /** Where the money goes, as the service words it for an approver (auth-service payment-terms.ts, destinationOf). */
  destinationOf(payee: PayeeForWords): string {
    if (payee.method === "usdc" || payee.method === "btc" || payee.method === "eth")
      return `${payee.method.toUpperCase()} to ${payee.walletAddress ?? ""}`;
    const ending = payee.accountNumberEnding ?? "";
    if (payee.method === "wire")
      return `Wire to ${payee.bankName ?? ""} account ending ${ending}, routing ${payee.routingNumber ?? ""}`;
    return `ACH to ${payee.accountType ?? ""} account ending ${ending}, routing ${payee.routingNumber ?? ""}`;
  },
} as const;
