// A transaction as a row (the overview's latest transactions and the activity page): its columns, its status and
// kind in words, and the direction said with its amount.
import type { TransactionKind, TransactionStatus } from "../schemas/transactions.ts";

export const TRANSACTION_TEXTS = {
  date: "Date",
  description: "Description",
  account: "Account",
  status: "Status",
  amount: "Amount",
  balanceAfter: "Balance after",
  statuses: { pending: "Pending", posted: "Posted", void: "Void" } satisfies Record<TransactionStatus, string>,
  transactionKinds: {
    deposit: "Deposit",
    payment: "Payment",
    transfer: "Transfer",
    conversion: "Conversion",
    card: "Card",
    fee: "Fee",
    return: "Return",
  } satisfies Record<TransactionKind, string>,
  /** Said with a signed amount, so its direction is in words and not only in its colour and sign. */
  moneyIn: "In",
  moneyOut: "Out",
  /** While a row is pending, its balance after is not known yet. */
  notYet: "Not yet",
  /** A voided row has no balance after. */
  none: "—",
  unknownAccount: "Another account",
} as const;
