import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATA_CACHE_RETENTION_MS } from "@bank/contracts";
import { z } from "zod/mini";
import { cacheControls, createQuery, DATA_SETTINGS, urlOfKey } from "./query.ts";

let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn(async () => new Response('{"n":1}', { status: 200 }));
  vi.stubGlobal("fetch", fetch);
});

afterEach(() => {
  cacheControls.invalidateKeys(() => true);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function read<T>(store: ReturnType<typeof createQuery<T>>) {
  const unsubscribe = store.listen(() => {});
  const result = await store.fetch();
  unsubscribe();
  return result;
}

describe("generic reads", () => {
  it("joins the key segments with '/' to make the URL", async () => {
    expect(urlOfKey(["/api", "auth", "me"])).toBe("/api/auth/me");
    await read(createQuery(["/api", "accounts", 42]));
    expect(fetch).toHaveBeenCalledWith("/api/accounts/42", {
      method: "GET",
      credentials: "include",
      cache: "no-store",
    });
  });

  it("gives null for a 401 when asked to, an error otherwise", async () => {
    fetch.mockImplementation(async () => new Response("", { status: 401, statusText: "Unauthorized" }));
    expect(await read(createQuery(["/api/a"], { on401: "returnNull" }))).toEqual({ data: null });
    const failed = await read(createQuery(["/api/b"]));
    expect("error" in failed && (failed.error as Error).message).toBe("401: Unauthorized");
  });

  it("gives the answer as its schema reads it", async () => {
    fetch.mockImplementation(async () => new Response('{"user":{"id":"1"},"extra":true}', { status: 200 }));
    const schema = z.object({ user: z.object({ id: z.string() }) });
    expect(await read(createQuery(["/api/me"], { schema }))).toEqual({ data: { user: { id: "1" } } });
  });

  it("does not retry a failed read", async () => {
    fetch.mockImplementation(async () => new Response("", { status: 500, statusText: "Oops" }));
    await read(createQuery(["/api/failing"]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("serves a kept answer without refetching, then drops it after 5 minutes", async () => {
    await read(createQuery(["/api/kept"]));
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS - 1_000);
    await read(createQuery(["/api/kept"]));
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await read(createQuery(["/api/kept"]));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never refetches on a timer, on focus or on reconnect", () => {
    expect(DATA_SETTINGS).toMatchObject({
      revalidateInterval: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onErrorRetry: false,
    });
  });
});
