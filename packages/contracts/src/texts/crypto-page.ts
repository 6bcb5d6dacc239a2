// The words of /dashboard/crypto: the business's USDC wallet with its deposit address, its US dollar accounts, and
// converting between the two (quote, countdown, convert). What the service answers a refusal with is in
// ledger-messages.ts; amounts are formatted by the page, never written here.

/** The network the wallet's deposit address is on (an EIP-55 address: an Ethereum one). */
export const USDC_DEPOSIT_NETWORK = "Ethereum";

export const CRYPTO_PAGE_TEXTS = {
  title: "Crypto",
  description: "Your business's USDC wallet and its deposit address, and conversions between US dollars and USDC.",
  loading: "Loading your accounts…",
  loadFailed: "We could not load your accounts. Reload the page to try again.",
  offline: "We could not reach the bank. Check your connection and reload the page.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, your USDC wallet shows here.",
  lead: (business: string) => `${business}'s USDC wallet and US dollar accounts, and conversions between them.`,
  /** The one line about what this page does not do yet. */
  laterLine: "Bitcoin and Ethereum are not offered yet: this page holds US dollars and USDC.",

  available: "Available",
  posted: "Posted",
  pending: "Pending",
  balancesOf: (account: string) => `Balances of ${account}`,

  walletHeading: "USDC wallet",
  noWallet: "This business has no USDC wallet.",
  depositHeading: "Deposit address",
  depositLead: "Send USDC to this address to add it to the wallet.",
  copyAddress: "Copy address",
  copied: "Address copied.",
  copyFailed: "Copying did not work here. The address is selected: copy it with your keyboard or menu.",
  networkNote: (network: string) =>
    `Send only USDC on the ${network} network to this address. Any other token, or USDC sent on another network, is lost.`,
  sandbox: "Sandbox",
  sandboxNote: "This address is simulated: never send real USDC to it.",
  sandboxDepositLink: "Add sandbox USDC on the Accounts page",

  usdHeading: "US dollar accounts",
  noUsd: "This business has no US dollar account.",

  convertHeading: "Convert",
  convertLead:
    "Convert between US dollars and USDC. A quote shows the rate, the spread and what you receive, and holds for 30 seconds.",
  readOnly: "Members with the Pay permission can convert. Ask an owner or someone who manages the team if you need it.",
  noPair: "Converting needs a US dollar account and a USDC wallet in this business.",
  direction: "Direction",
  toUsdc: "US dollars to USDC",
  toUsd: "USDC to US dollars",
  fromAccount: "From",
  toAccount: "To",
  accountOption: (name: string, available: string) => `${name} (${available} available)`,
  amount: (currency: string) => `Amount to convert (${currency})`,
  amountZero: "Enter an amount above zero.",
  getQuote: "Get quote",
  gettingQuote: "Getting a quote…",

  quoteHeading: "Your quote",
  youPay: "You pay",
  spread: "Spread",
  spreadValue: (percent: string) => `${percent}%`,
  fee: "Fee",
  youReceive: "You receive",
  rate: "Rate",
  rateValue: (from: string, rate: string, to: string) => `1 ${from} = ${rate} ${to}`,
  expiresIn: "Expires in",
  /** Read out when the quote is shown, when little time is left and when it runs out: not every second. */
  announceShown: (seconds: number) => `Quote ready. It holds for ${seconds} seconds.`,
  announceLeft: (seconds: number) => `${seconds} seconds left on this quote.`,
  expired: "This quote has expired. Get a new quote to convert.",
  convert: "Convert",
  converting: "Converting…",
  newQuote: "Get a new quote",
  cancel: "Cancel",
  convertedTitle: "Converted",
  converted: (paid: string, received: string) => `${paid} converted. ${received} arrived.`,
  failed: "We could not convert. Please try again.",
  quoteFailed: "We could not get a quote. Please try again.",
  retrySafe: "We could not reach the bank. Try again: the same conversion is never made twice.",
  formLoading: "Loading the conversion form…",
  formFailed: "The conversion form did not load. Reload the page to try again.",
} as const;
