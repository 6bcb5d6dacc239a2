// The search box's behaviour, loaded once the visitor starts to search (SiteSearch.astro): searches Pagefind's
// index as they type (after a pause) or at once on Enter, lists the results as plain links, says in the live status
// how many it found, keeps the search in the address (?q=), and clears it on Escape.
import { SITE_SEARCH_TEXTS, searchResultsStatus } from "@bank/contracts";
import { loadPagefind, startAfresh, type PagefindResultData } from "./pagefind-bundle.ts";
import { resultHref } from "./result-href.ts";
import { searchQueryOf, withSearchQuery } from "./search-query-url.ts";

/** The pause in typing after which the results follow the field. */
const TYPING_PAUSE_MS = 200;
/** Results listed at most; the status says how many more there are. */
const LISTED_AT_MOST = 10;

interface SearchParts {
  form: HTMLFormElement;
  field: HTMLInputElement;
  status: HTMLElement;
  results: HTMLOListElement;
}

function partsOf(root: HTMLElement): SearchParts {
  const form = root.querySelector("form");
  const field = root.querySelector<HTMLInputElement>("input[type=search]");
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  const results = root.querySelector<HTMLOListElement>("ol[data-search-results]");
  if (!form || !field || !status || !results) throw new Error("the search box is missing a part");
  return { form, field, status, results };
}

/** Takes over the box: the search the page was opened with, or one already typed before this code arrived, runs. */
export function startSiteSearch(root: HTMLElement): void {
  const parts = partsOf(root);
  const { form, field } = parts;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  const run = async (query: string) => {
    clearTimeout(pause);
    const ticket = ++latest;
    const term = query.trim();
    history.replaceState(history.state, "", withSearchQuery(location.href, term));
    if (!term) return showCleared(parts);
    try {
      const pagefind = await loadPagefind();
      const { results } = await pagefind.search(term);
      const listed = await Promise.all(results.slice(0, LISTED_AT_MOST).map((result) => result.data()));
      if (ticket === latest) showResults(parts, term, results.length, listed);
    } catch {
      await startAfresh();
      if (ticket === latest) showUnavailable(parts);
    }
  };

  field.addEventListener("input", () => {
    clearTimeout(pause);
    const term = field.value.trim();
    if (!term) return void run("");
    void loadPagefind()
      .then((pagefind) => pagefind.preload(term))
      .catch(() => undefined);
    pause = setTimeout(() => void run(field.value), TYPING_PAUSE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void run(field.value);
  });
  field.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !field.value) return;
    // The browser's own Escape would clear the field too, but not the results or the address.
    event.preventDefault();
    field.value = "";
    void run("");
  });

  if (!field.value.trim()) field.value = searchQueryOf(location.href);
  if (field.value.trim()) void run(field.value);
  // Fetches the bundle and index metadata while the visitor is still typing their first word.
  else void loadPagefind().catch(() => undefined);
}

function showCleared({ status, results }: SearchParts): void {
  status.textContent = "";
  results.replaceChildren();
  results.hidden = true;
}

function showUnavailable({ status, results }: SearchParts): void {
  status.textContent = import.meta.env.DEV ? SITE_SEARCH_TEXTS.noIndex : SITE_SEARCH_TEXTS.loadFailed;
  results.replaceChildren();
  results.hidden = true;
}

function showResults({ status, results }: SearchParts, term: string, found: number, listed: PagefindResultData[]) {
  results.replaceChildren(...listed.map(resultItem));
  results.hidden = listed.length === 0;
  status.textContent = searchResultsStatus(term, found, listed.length);
}

function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "search-result";
  const link = document.createElement("a");
  link.href = resultHref(result.url);
  link.textContent = result.meta.title ?? link.pathname;
  const heading = document.createElement("p");
  heading.className = "search-result-title";
  heading.append(link);
  const excerpt = document.createElement("p");
  excerpt.className = "search-result-excerpt";
  excerpt.append(...excerptNodes(result.excerpt));
  if (result.meta.kind) {
    const kind = document.createElement("p");
    kind.className = "search-result-kind";
    kind.textContent = result.meta.kind;
    item.append(kind);
  }
  item.append(heading, excerpt);
  return item;
}

/**
 * The excerpt as text with its matches marked. Pagefind escapes the page text and adds only <mark>; the excerpt is
 * still rebuilt from text nodes and new <mark> elements, so nothing else in it could ever reach the page.
 */
function excerptNodes(excerpt: string): Node[] {
  const parsed = document.createElement("template");
  parsed.innerHTML = excerpt;
  return Array.from(parsed.content.childNodes, (node) => {
    const text = node.textContent ?? "";
    if (node.nodeName !== "MARK") return document.createTextNode(text);
    const mark = document.createElement("mark");
    mark.textContent = text;
    return mark;
  });
}
