// The words of /dashboard/analytics: money in and out by month, the balance over time and the runway, in one
// currency at a time. Figures come from the ledger and are formatted by the page, never written here.

export const ANALYTICS_PAGE_TEXTS = {
  title: "Analytics",
  description: "Your business's money in and out, balance over time and cash runway.",
  loading: "Loading your figures…",
  loadFailed: "We could not load your figures. Reload the page to try again.",
  offline: "We could not reach the bank. Check your connection and reload the page.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, its figures show here.",
  lead: (business: string) =>
    `${business}'s money over the last 12 months, worked out from its accounts' transactions.`,
  currency: "Currency",
  currencyNames: { USD: "US dollars", USDC: "USDC" },
  noActivity: "No activity yet: the figures start with your accounts' first transactions.",

  runwayHeading: "Runway",
  runwayMonths: (months: number) => (months < 1 ? "Less than a month" : months === 1 ? "1 month" : `${months} months`),
  runwayLead: (burn: string) => `of cash left, at the last three whole months' average net burn of ${burn} a month.`,
  noBurn:
    "Nothing burns: over the last three whole months, money out did not exceed money in, so your cash is not running down.",

  month: "Month",
  monthSoFar: (month: string) => `${month} (so far)`,
  flowHeading: "Money in and out by month",
  moneyIn: "Money in",
  moneyOut: "Money out",
  net: "Net",
  flowSummary: (from: string, to: string, moneyIn: string, moneyOut: string) =>
    `From ${from} to ${to}: ${moneyIn} in and ${moneyOut} out.`,
  balanceHeading: "Balance over time",
  closingBalance: "Balance at the month's end",
  balanceSummary: (from: string, to: string, first: string, last: string, highest: string) =>
    `From ${from} to ${to}: ${first} at the end of ${from}, ${last} now; the highest was ${highest}.`,
  showTable: "Show as table",
  hideTable: "Hide table",
  tableCaption: (title: string) => `${title}, as a table`,
} as const;
