// Cached reads (DATA_* constants) on a nanostores atom: a read's URL is its key segments joined with '/'. One
// request per URL at a time. An answer is never stale: while it is kept it is served and never read again on its
// own, only when asked (revalidate). It is kept while an island shows its URL and dropped DATA_CACHE_RETENTION_MS
// after the last one stops (the staleTime Infinity and gcTime of TanStack Query that DATA_* mirror); an
// island showing it again within that time gets it back without a request. No retry, and no refetch on a timer, on
// focus or on reconnect: a read runs when a page first shows it and when asked. Written here, not taken from
// @nanostores/query: the dashboard reads one URL, and that library cost every account page 2.9 KB gzipped of its
// 100 KB (docs/architecture.md, "Budgets").
import { atom, onMount, onStart, onStop, type ReadableAtom } from "nanostores";
import { DATA_CACHE_RETENTION_MS } from "@bank/contracts";
import type { core } from "zod/mini";
import { ApiError, request } from "./request.ts";

/** What a read does with a 401: raise an error (the default) or give an empty result. */
export type On401 = "throw" | "returnNull";

/** The URL of a read: its key segments joined with '/'. */
export function urlOfKey(segments: readonly unknown[]): string {
  return segments.map(String).join("/");
}

interface ReadOptions<T> {
  /** "returnNull" turns a 401 into an empty result instead of an error. */
  on401?: On401;
  /** The answer's schema; without one the JSON is taken as it comes. */
  schema?: core.$ZodType<T>;
}

/** What one read gave: its data, or the error that stopped it. */
export type ReadResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** A read as a page shows it: the last result, and whether a read is under way (the data stays while it is). */
export type ReadState<T> = { data?: T; error?: ApiError; loading: boolean };

export interface Query<T> extends ReadableAtom<ReadState<T>> {
  /** The kept answer, else a read (joined with one under way). */
  fetch(): Promise<ReadResult<T>>;
  /** Reads again now, whatever is kept: after a change the answer reflects. */
  revalidate(): void;
  /** The state before any read: what a page is built with, and what an island hydrates with (use-query.ts). */
  readonly initial: ReadState<T>;
}

const kept = new Map<string, ReadResult<unknown>>();
const underWay = new Map<string, Promise<ReadResult<unknown>>>();
/** How many stores of each URL have a listener (an island showing it). */
const shownBy = new Map<string, number>();
const dropTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Forgets every kept answer (tests). */
export function clearReadCache(): void {
  for (const url of [...dropTimers.keys()]) cancelDrop(url);
  kept.clear();
  shownBy.clear();
}

function cancelDrop(url: string): void {
  clearTimeout(dropTimers.get(url));
  dropTimers.delete(url);
}

/** While no island shows the URL, its answer goes DATA_CACHE_RETENTION_MS later unless one shows it again first. */
function dropWhenUnused(url: string): void {
  cancelDrop(url);
  if ((shownBy.get(url) ?? 0) > 0 || !kept.has(url)) return;
  dropTimers.set(
    url,
    setTimeout(() => {
      dropTimers.delete(url);
      kept.delete(url);
    }, DATA_CACHE_RETENTION_MS),
  );
}

function shown(url: string): void {
  shownBy.set(url, (shownBy.get(url) ?? 0) + 1);
  cancelDrop(url);
}

function hidden(url: string): void {
  shownBy.set(url, (shownBy.get(url) ?? 1) - 1);
  dropWhenUnused(url);
}

/** A GET through request(), the one API client. */
async function readOnce<T>(url: string, { on401 = "throw", schema }: ReadOptions<T>): Promise<T | null> {
  try {
    return schema ? await request("GET", url, { schema }) : ((await request("GET", url)) as T);
  } catch (error) {
    if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function read<T>(url: string, options: ReadOptions<T>, force: boolean): Promise<ReadResult<T | null>> {
  const fresh = force ? undefined : kept.get(url);
  if (fresh) return Promise.resolve(fresh as ReadResult<T | null>);
  let pending = underWay.get(url);
  if (!pending) {
    pending = readOnce(url, options)
      .then(
        (data): ReadResult<unknown> => {
          const result = { data };
          kept.set(url, result);
          // A read nothing shows (a script's fetch) is kept as long as one an island stopped showing.
          dropWhenUnused(url);
          return result;
        },
        (error: unknown): ReadResult<unknown> => ({
          error:
            error instanceof ApiError ? error : new ApiError({ kind: "no-answer", status: 0, message: String(error) }),
        }),
      )
      .finally(() => underWay.delete(url));
    underWay.set(url, pending);
  }
  return pending as Promise<ReadResult<T | null>>;
}

/** A cached read of the URL its key makes; `on401: "returnNull"` gives null for a signed-out visitor. */
export function createQuery<T>(key: readonly unknown[], options: ReadOptions<T> = {}): Query<T | null> {
  const url = urlOfKey(key);
  const initial: ReadState<T | null> = { loading: false };
  const store = atom<ReadState<T | null>>(initial);
  const run = async (force: boolean): Promise<ReadResult<T | null>> => {
    if (force || !kept.has(url)) store.set({ ...store.get(), loading: true });
    const result = await read(url, options, force);
    store.set({ ...result, loading: false });
    return result;
  };
  // The first island to show the read starts it; the others join it. Never while the site is built: a page is
  // pre-rendered with no answer (a read there fails, and its error would be baked into every page's HTML).
  onMount(store, () => {
    if (typeof document !== "undefined") void run(false);
  });
  // Counted at once, without onMount's second of grace, so the retention runs from when the last island stopped.
  onStart(store, () => shown(url));
  onStop(store, () => hidden(url));
  return Object.assign(store, { fetch: () => run(false), revalidate: () => void run(true), initial });
}
