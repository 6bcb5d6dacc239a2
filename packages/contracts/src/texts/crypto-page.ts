// The words of /dashboard/crypto: the business's wallets (USDC, BTC, ETH) with their deposit addresses and their
// worth in US dollars at the sandbox exchange's prices, opening a BTC or ETH wallet, its US dollar accounts, and
// converting between any two currencies (quote, countdown, convert). What the service answers a refusal with is in
// ledger-messages.ts; amounts are formatted by the page, never written here.

/** The network the USDC wallet's deposit address is on (an EIP-55 address: an Ethereum one). */
export const USDC_DEPOSIT_NETWORK = "Ethereum";

/** The network each wallet's deposit address is on: bech32 addresses are Bitcoin's, EIP-55 ones Ethereum's. */
export const DEPOSIT_NETWORKS = { USDC: "Ethereum", BTC: "Bitcoin", ETH: "Ethereum" } as const;

export const CRYPTO_PAGE_TEXTS = {
  title: "Crypto",
  description: "Your business's wallets, their worth in US dollars, and conversions between currencies.",
  loading: "Loading your accounts…",
  loadFailed: "We could not load your accounts. Reload the page to try again.",
  offline: "We could not reach the bank. Check your connection and reload the page.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, your wallets show here.",
  lead: (business: string) => `${business}'s wallets and US dollar accounts, and conversions between them.`,

  holdingsHeading: "Holdings",
  sandboxPrices: "Sandbox prices",
  pricesNote: "Simulated, moving every 10 seconds. Crypto is not insured and may lose value.",
  priceLine: (currency: string, price: string) => `1 ${currency} = ${price}`,
  totalValue: "Wallets in US dollars",
  usdValue: "Value in US dollars",
  holdingsLoading: "Loading prices…",
  holdingsFailed: "We could not load the prices. Reload the page to try again.",

  available: "Available",
  posted: "Posted",
  pending: "Pending",
  balancesOf: (account: string) => `Balances of ${account}`,

  walletHeading: "Wallets",
  noWallet: "This business has no wallet yet.",
  depositHeading: "Deposit address",
  depositLead: (currency: string) => `Send ${currency} to this address to add it to the wallet.`,
  copyAddress: "Copy address",
  copied: "Address copied.",
  copyFailed: "Copying did not work here. The address is selected: copy it with your keyboard or menu.",
  networkNote: (currency: string, network: string) =>
    `Send only ${currency} on the ${network} network to this address: anything else is lost.`,
  sandbox: "Sandbox",
  sandboxNote: (currency: string) => `This address is simulated: never send real ${currency} to it.`,
  sandboxDepositLink: "Add sandbox USDC on the Accounts page",
  fillByConverting: "Fill it by converting below.",

  openHeading: "Open a wallet",
  openLead: "A business holds one wallet of each coin.",
  openWallet: (currency: string) => `Open ${currency === "ETH" ? "an" : "a"} ${currency} wallet`,
  opening: "Opening…",
  walletName: (currency: string) => `${currency} Wallet`,
  opened: (name: string) => `${name} opened.`,
  openFailed: "We could not open the wallet. Please try again.",

  usdHeading: "US dollar accounts",
  noUsd: "This business has no US dollar account.",

  convertHeading: "Convert",
  convertLead:
    "Convert between accounts in different currencies. A quote shows the rate, the spread and what you receive, and holds for 30 seconds.",
  readOnly: "Members with the Pay permission can convert. Ask an owner or someone who manages the team if you need it.",
  noPair: "Converting needs two accounts in different currencies in this business.",
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
