// Where the money routes live (docs/api.md, "Money"): under the business, and the sandbox partner's own under
// /api/sandbox. Query strings (filters, accountId) are added by the caller.
const business = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}`;

export const MONEY_API_PATHS = {
  accounts: (businessId: string) => `${business(businessId)}/accounts`,
  account: (businessId: string, accountId: string) =>
    `${business(businessId)}/accounts/${encodeURIComponent(accountId)}`,
  transactions: (businessId: string) => `${business(businessId)}/transactions`,
  transactionsCsv: (businessId: string) => `${business(businessId)}/transactions.csv`,
  statements: (businessId: string) => `${business(businessId)}/statements`,
  statementPdf: (businessId: string, month: string) =>
    `${business(businessId)}/statements/${encodeURIComponent(month)}.pdf`,
  transfers: (businessId: string) => `${business(businessId)}/transfers`,
  quotes: (businessId: string) => `${business(businessId)}/conversions/quotes`,
  conversions: (businessId: string) => `${business(businessId)}/conversions`,
  analytics: (businessId: string) => `${business(businessId)}/analytics`,
  holdings: (businessId: string) => `${business(businessId)}/holdings`,
  sandboxDeposits: (businessId: string) => `/api/sandbox/businesses/${encodeURIComponent(businessId)}/deposits`,
} as const;
