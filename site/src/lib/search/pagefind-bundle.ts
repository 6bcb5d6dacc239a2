// Loads Pagefind's browser bundle, which the build writes beside the pages (site/scripts/index-search.ts), and types
// the part of its API the search box uses. The bundle is not part of the site's own code: Vite must leave its URL.

const BUNDLE_URL = "/pagefind/pagefind.js";
/** Words of page text around the match in each result. */
const EXCERPT_WORDS = 24;

export interface PagefindResultData {
  /** The page's path as Pagefind derived it from its file (a trailing slash for a page folder). */
  url: string;
  /** Page text around the match with the matched words in <mark>; Pagefind escapes the text itself. */
  excerpt: string;
  meta: Partial<Record<string, string>>;
}

export interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  /** Fetches the index chunks a search for this term needs, without searching. */
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
  destroy(): Promise<void>;
}

let loading: Promise<Pagefind> | null = null;
let failures = 0;

/** The bundle, loaded and initialised once (until a search fails: see startAfresh). */
export function loadPagefind(): Promise<Pagefind> {
  // The HTML standard lets a browser keep a module that failed to load as failed under its URL (Chromium fetches
  // it again anyway): a new attempt asks under a new URL.
  const url = failures === 0 ? BUNDLE_URL : `${BUNDLE_URL}?attempt=${failures}`;
  loading ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  });
  return loading;
}

/**
 * After a search failed (offline, or no index at all): Pagefind keeps an index it could not fetch as it is, so the
 * next search loads the bundle and the index anew.
 */
export async function startAfresh(): Promise<void> {
  const failed = loading;
  loading = null;
  failures++;
  const pagefind = await failed?.catch(() => null);
  await pagefind?.destroy().catch(() => undefined);
}
