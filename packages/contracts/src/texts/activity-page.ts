// The activity page (/dashboard/activity): every transaction of the business's accounts, newest first, with
// filters, search, paging, the CSV export and statements.

export const ACTIVITY_PAGE_TEXTS = {
  title: "Activity",
  description: "Every movement of your business's money, newest first, with filters, search and an export.",
  lead: (business: string) => `Every movement of the money of ${business}, newest first.`,

  filtersLabel: "Filter transactions",
  search: "Search",
  searchHint: "Description or counterparty",
  account: "Account",
  allAccounts: "All accounts",
  from: "From",
  to: "To",
  direction: "Direction",
  anyDirection: "In and out",
  directions: { in: "Money in", out: "Money out" },
  status: "Status",
  anyStatus: "Any status",
  kind: "Type",
  anyKind: "Any type",
  clear: "Clear filters",
  datesOrder: "The start date is after the end date.",

  caption: "Transactions",
  loading: "Loading transactions…",
  loadFailed: "We could not load the transactions. Try again in a moment.",
  retry: "Try again",
  none: "No transaction yet. Money in and out of your accounts shows here as it moves.",
  noMatch: "No transaction matches these filters.",
  shown: (count: number, more: boolean) =>
    `${count} ${count === 1 ? "transaction" : "transactions"} shown${more ? "; more are available" : ""}.`,
  loadMore: "Load more",
  loadingMore: "Loading…",
  pendingNote: "Pending transactions update here once they post.",

  exportCsv: "Export CSV",
  exportHint: "Every transaction matching these filters, as a spreadsheet.",
} as const;
