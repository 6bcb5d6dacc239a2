// The staff console's customer search (/admin/customers).
// Apart from the other console pages' texts, so that a page loads only its own (ADMIN_TEXTS joins them all).

export const ADMIN_CUSTOMERS_TEXTS = {
  customersTitle: "Customers",
  searchLabel: "Email address or name",
  search: "Search",
  searching: "Searching…",
  resultsCaption: "Customers found",
  noResults: "No customer matches that search.",
  resultsCount: (count: number, more: boolean) =>
    `${count} customer${count === 1 ? "" : "s"} shown${more ? ", more to load" : ""}.`,
  loadMore: "Load more",
  locked: "Locked",
} as const;
