// Generic cached reads (SPEC.md section 7) on @nanostores/query: a read's URL is its key segments joined with '/'.
import { nanoquery, type CommonSettings, type Fetcher, type FetcherStore, type KeyInput } from "@nanostores/query";
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

/** A fetcher for reads: a GET through request(), the one API client. */
export function queryFetcher<T>({ on401 = "throw", schema }: ReadOptions<T> = {}): Fetcher<T | null> {
  return async (...segments) => {
    const url = urlOfKey(segments);
    try {
      return schema ? await request("GET", url, { schema }) : ((await request("GET", url)) as T);
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
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
  fetcher: queryFetcher(),
  ...DATA_SETTINGS,
});

/** A cached read of the URL its key makes; `on401: "returnNull"` gives null for a signed-out visitor. */
export function createQuery<T>(key: KeyInput, options: ReadOptions<T> = {}): FetcherStore<T | null, ApiError> {
  return createFetcherStore<T | null, ApiError>(key, { fetcher: queryFetcher<T>(options) });
}
