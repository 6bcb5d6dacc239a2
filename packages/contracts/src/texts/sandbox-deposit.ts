// The sandbox deposit form (the overview's first deposit and the accounts page): money "from outside" that the
// simulated partner bank posts a few seconds later. Shown only to members who manage the business, and always
// labelled Sandbox.
import type { DepositMethod } from "../schemas/money-movement.ts";

export const SANDBOX_DEPOSIT_TEXTS = {
  account: "To account",
  amount: "Amount",
  amountHint: (currency: string) => `In ${currency}, such as 1250.00`,
  method: "How it arrives",
  methods: { ach: "ACH", wire: "Wire", usdc: "USDC" } satisfies Record<DepositMethod, string>,
  from: "Sent by",
  reference: "Reference (optional)",
  submit: "Make sandbox deposit",
  submitting: "Depositing…",
  cancel: "Cancel",
  done: (amount: string, account: string) =>
    `${amount} is on its way to ${account}. It shows as pending until it posts.`,
} as const;
