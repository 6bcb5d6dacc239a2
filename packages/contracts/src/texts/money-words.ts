// The words the money pages share (the overview, accounts and activity): account kinds, balances, account details
// with their copy buttons. A transaction as a row has its own (transaction-words.ts); each page's own words are in
// overview.ts, accounts-page.ts and activity-page.ts, the sandbox deposit form's in sandbox-deposit.ts, statements'
// in statements.ts.
import type { AccountKind } from "../schemas/accounts.ts";
import { MONEY_TOAST_TEXTS } from "./money-toast-words.ts";

export const MONEY_TEXTS = {
  ...MONEY_TOAST_TEXTS,
  loading: "Loading your accounts…",
  loadFailed: "We could not load your accounts. Reload the page to try again.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, its accounts show here.",
  /** A form whose code is fetched when it is first shown. */
  partLoading: "Loading…",
  partFailed: "This part of the page did not load. Reload the page to try again.",

  accountKinds: { checking: "Checking", savings: "Savings", wallet: "Wallet" } satisfies Record<AccountKind, string>,
  /** "Checking · USD" */
  kindAndCurrency: (kind: string, currency: string) => `${kind} · ${currency}`,
  available: "Available",
  posted: "Posted",
  pending: "Pending",
  accountNumber: "Account number",
  routingNumber: "Routing number",
  depositAddress: "USDC deposit address",
  depositNote: "Send only USDC to this address.",
  copy: "Copy",
  copyOf: (what: string, account: string) => `Copy the ${what.toLowerCase()} of ${account}`,
  copied: (what: string) => `${what} copied.`,
  /** When the clipboard refuses: the detail is then selected on screen (an account or routing number, an address). */
  copyFailed: "Copying did not work here. It is selected: copy it with your keyboard or menu.",
  sandbox: "Sandbox",
} as const;
