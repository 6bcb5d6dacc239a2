// The payments page's list (/dashboard/payments): a new payment's button, the approvals waiting for the person, and
// every payment of the business by status, newest first, a page at a time.

export const PAYMENTS_LIST_TEXTS = {
  newPayment: "New payment",

  inboxHeading: "Waiting for your approval",
  inboxCaption: "Payments waiting for your approval",
  inboxEmpty: "Nothing is waiting for your approval.",
  /** How many the inbox shows; `more` when further pages wait behind Load more. */
  inboxCount: (count: number, more: boolean) =>
    more
      ? `${count} payments shown; more are waiting for your approval.`
      : count === 1
        ? "1 payment is waiting for your approval."
        : `${count} payments are waiting for your approval.`,

  listHeading: "All payments",
  caption: "Payments, newest first",
  filtersLabel: "Filter payments",
  status: "Status",
  anyStatus: "Any status",
  created: "Made",
  payee: "Payee",
  amount: "Amount",
  madeBy: "Made by",
  formerMember: "A former member",
  /** Read after the payee's name in the link that opens a payment. */
  openHint: (amount: string) => `, ${amount}: open`,
  loading: "Loading payments…",
  loadFailed: "We could not load the payments. Try again in a moment.",
  retry: "Try again",
  shown: (count: number, more: boolean) =>
    `${count} ${count === 1 ? "payment" : "payments"} shown${more ? "; more are available" : ""}.`,
  none: "No payment yet. Choose New payment above to pay a supplier by ACH or wire, or to send USDC to a wallet.",
  noneWithoutPay:
    "No payment yet. Members who may pay send them from this page; ask someone who manages the business if you need to.",
  noMatch: "No payment has this status.",
  loadMore: "Load more",
  loadingMore: "Loading…",
  movingNote: "Payments being sent update here once they settle.",
} as const;
