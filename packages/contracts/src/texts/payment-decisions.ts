// The words of the decisions about one payment on /dashboard/payments other than approving it (payment-approval.ts),
// loaded when one is opened: rejecting it with a reason, canceling it, and in the sandbox sending a settled one back.

export const PAYMENT_DECISION_TEXTS = {
  keep: "Keep it",
  rejectHeading: "Reject this payment",
  rejectLead: "The person who made it is told, with your reason, and the money held for it is available again.",
  reason: "Reason",
  rejectConfirm: "Reject payment",
  rejecting: "Rejecting…",
  rejected: (amount: string, payee: string) => `You rejected the payment of ${amount} to ${payee}.`,

  cancelQuestion: (amount: string, payee: string) => `Cancel the payment of ${amount} to ${payee}?`,
  cancelConfirm: "Cancel payment",
  cancelWarning: "It will not be sent, and the money held for it is available again.",
  canceling: "Canceling…",
  canceled: (amount: string, payee: string) => `The payment of ${amount} to ${payee} is canceled.`,

  returnHeading: "Return this payment",
  returnLead:
    "Simulates the payee's bank sending a settled payment back: the amount is credited to the account again; the fee is kept.",
  returnReason: "Reason the bank gives",
  returnConfirm: "Return payment",
  returning: "Returning…",
  returned: (amount: string) => `${amount} came back to the account.`,
} as const;
