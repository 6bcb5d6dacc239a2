// Marks a page's main text for the search index that the build makes (site/scripts/index-search.ts): Pagefind
// indexes only the elements with data-pagefind-body, and stores the page's kind with it for the results to show.
import { SEARCH_KINDS, type SearchKind } from "@bank/contracts";

/** The attributes of the element that holds a searchable page's text. */
export function indexedForSearch(kind: SearchKind): Record<string, string> {
  return { "data-pagefind-body": "", "data-pagefind-meta": `kind:${SEARCH_KINDS[kind]}` };
}
