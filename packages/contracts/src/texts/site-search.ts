// The words of the site search box on /insights and /help-center, and the kinds of page it finds.

/** What each indexed page is; the build stores it with the page in the search index and a result shows it. */
export const SEARCH_KINDS = {
  insight: "Insight",
  guide: "Guide",
  helpCenter: "Help center",
} as const;

export type SearchKind = keyof typeof SEARCH_KINDS;

export const SITE_SEARCH_TEXTS = {
  label: "Search insights, guides and the help center",
  submit: "Search",
  resultsLabel: "Search results",
  /** Shown in `./run dev`, which has no index: only the build makes one. */
  noIndex: "There is no search index in development: search works on the built site (./run start).",
  loadFailed: "Search could not load. Check your connection and try again.",
} as const;

/** The status line after a search: how many pages matched, and how many of them are listed when not all are. */
export function searchResultsStatus(query: string, found: number, listed: number): string {
  if (found === 0) return `No results for “${query}”`;
  const results = found === 1 ? "1 result" : `${found} results`;
  return listed < found ? `${results} for “${query}”, the first ${listed} listed` : `${results} for “${query}”`;
}
