// Generic cached reads and writes (SPEC.md section 7) on @nanostores/query: a read's URL is its key segments joined with '/'.
import { nanoquery, type CommonSettings, type Fetcher, type FetcherStore, type KeyInput } from "@nanostores/query";
import { DATA_CACHE_RETENTION_MS } from "@bank/contracts";
import { apiRequest, readJson, type On401 } from "./http.ts";

/** The URL of a read: its key segments joined with '/'. */
export function urlOfKey(segments: readonly unknown[]): string {
  return segments.map(String).join("/");
}

/** A fetcher for reads; on401 "returnNull" turns a 401 into an empty result instead of an error. */
export function queryFetcher<T>(on401: On401 = "throw"): Fetcher<T | null> {
  return (...segments) => readJson<T>(urlOfKey(segments), on401);
}

/**
 * SPEC.md section 9: no retry, no refetch on a timer, on focus or on reconnect, and never stale while kept.
 * nanoquery ties freshness (dedupeTime) and retention (cacheLifetime) together: an entry is served without
 * refetching for its whole life and dropped after the 5 minutes of retention.
 */
export const DATA_SETTINGS = {
  dedupeTime: DATA_CACHE_RETENTION_MS,
  cacheLifetime: DATA_CACHE_RETENTION_MS,
  revalidateInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: false,
} as const satisfies CommonSettings;

export const [createFetcherStore, createMutatorStore, cacheControls] = nanoquery({
  fetcher: queryFetcher("throw"),
  ...DATA_SETTINGS,
});

/** A cached read of the URL its key makes; `on401: "returnNull"` gives null for a signed-out visitor. */
export function createQuery<T>(key: KeyInput, options: { on401?: On401 } = {}): FetcherStore<T | null, Error> {
  return createFetcherStore<T | null, Error>(key, { fetcher: queryFetcher<T>(options.on401 ?? "throw") });
}

export { apiRequest };
