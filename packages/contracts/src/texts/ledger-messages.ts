// What the money routes answer with (accounts, transactions, transfers, conversions, sandbox deposits): the service
// sends them, the site shows them beside the field or in a toast. An amount's own are in money/amount-messages.ts.
import { AMOUNT_MESSAGES } from "../money/amount-messages.ts";

export const LEDGER_MESSAGES = {
  ...AMOUNT_MESSAGES,
  amountTooSmall: "That amount is too small to convert: it would buy nothing after the spread.",
  accountName: "Enter a name for the account (at most 50 characters).",
  accountKind: "Choose the account's kind: checking or savings for USD, wallet for USDC, BTC or ETH.",
  accountCurrency: "Choose the account's currency: USD, USDC, BTC or ETH.",
  accountKindCurrency: "USD accounts are checking or savings; USDC, BTC and ETH are held in a wallet.",
  walletExists: "This business already has a wallet in that currency.",
  accountNotFound: "We could not find that account in this business.",
  tooManyAccounts: "This business has 20 accounts. Close one before opening another.",
  sameAccount: "Choose two different accounts.",
  currencyMismatch: "Both accounts must hold the same currency. To change currency, convert instead.",
  conversionPair: "Conversions go between two accounts of this business in different currencies (USD, USDC, BTC, ETH).",
  insufficientFunds: "The account does not have enough available money for this.",
  balanceLimit: "That would take the account past the most it can hold.",
  memo: "A memo has at most 140 characters.",
  quoteNotFound: "We could not find that quote. Ask for a new one.",
  quoteExpired: "This quote has expired. Ask for a new one; quotes last 30 seconds.",
  quoteUsed: "This quote has been used already.",
  idempotencyKeyMissing:
    "Send an Idempotency-Key header (1 to 100 letters, digits, '-' or '_') with every request that moves money.",
  idempotencyKeyReused: "This Idempotency-Key was used for a different request. Use a new key for a new request.",
  idempotencyKeyInFlight: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  depositMethod: "Choose how the money arrives: ach, wire or usdc.",
  depositMethodCurrency: "ACH and wire deposits arrive in a USD account; USDC arrives in a USDC wallet.",
  depositFrom: "Enter who sends the money (at most 100 characters).",
  depositReference: "A reference has at most 140 characters.",
  depositTooLarge: "A sandbox deposit is at most 10,000,000.00.",
  statementMonth: "Choose a month the account was open, as YYYY-MM.",
  filterDate: "Dates are YYYY-MM-DD.",
  cursor: "That page of results is no longer available. Start again from the first page.",
  sandboxOnly: "This works only in the sandbox.",
} as const;
