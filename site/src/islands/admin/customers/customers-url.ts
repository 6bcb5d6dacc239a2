// Where the customers page is, in its address: the search (q) and the open customer (id), so a customer's detail can
// be linked and the browser's back button closes it.
import { MAX_SEARCH_LENGTH } from "@bank/contracts";

export interface CustomersView {
  query: string;
  id: string;
}

export function parseCustomersView(search: string): CustomersView {
  const params = new URLSearchParams(search);
  return {
    query: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    id: (params.get("id") ?? "").trim(),
  };
}

/** The page's address for a view: `/admin/customers?q=ada&id=123`, without empty parts. */
export function customersHref(view: Partial<CustomersView>): string {
  const params = new URLSearchParams();
  if (view.query) params.set("q", view.query);
  if (view.id) params.set("id", view.id);
  const text = params.toString();
  return text ? `/admin/customers?${text}` : "/admin/customers";
}
