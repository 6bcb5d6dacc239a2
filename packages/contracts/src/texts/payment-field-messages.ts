// The words the payment routes refuse a payment's fields with (the account it leaves, its payee's method, its send
// day, a rejection's or a return's reason), apart from the rest of PAYMENT_MESSAGES, which spreads them in: the pages
// that check those fields before sending them load only these.

export const PAYMENT_FIELD_MESSAGES = {
  accountNotFound: "We could not find that account in this business.",
  methodCurrency:
    "ACH and wire payments leave a USD account; USDC, BTC and ETH payments leave the wallet of that coin.",
  sendOn: "Choose a send date from today (UTC) up to a year ahead, as YYYY-MM-DD.",
  reason: "Give a reason (1 to 200 characters).",
} as const;
