// The search in the page's address (?q=), so a search can be shared and comes back with Back or a reload.

export const SEARCH_QUERY_PARAM = "q";

/** The search a page was opened with, if any. */
export function searchQueryOf(href: string): string {
  return new URL(href).searchParams.get(SEARCH_QUERY_PARAM)?.trim() ?? "";
}

/** The page's address holding this search, or none when the search is empty; its other parts stay as they were. */
export function withSearchQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim()) url.searchParams.set(SEARCH_QUERY_PARAM, query.trim());
  else url.searchParams.delete(SEARCH_QUERY_PARAM);
  return url.href;
}
