// The link of a search result: Pagefind names a page by its folder (/insights/post/), the site by its path
// without the trailing slash (/insights/post), which is the URL the pages give as canonical. Only the path, query
// and anchor are kept, so a result always stays on this site.

export function resultHref(pagefindUrl: string): string {
  const url = new URL(pagefindUrl, "https://site.invalid");
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${pathname}${url.search}${url.hash}`;
}
