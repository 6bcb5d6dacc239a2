import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATA_CACHE_RETENTION_MS } from "@bank/contracts";
import { z } from "zod/mini";
import { clearReadCache, createQuery, urlOfKey } from "./query.ts";

let fetch: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn(async () => new Response('{"n":1}', { status: 200 }));
  vi.stubGlobal("fetch", fetch);
});

afterEach(() => {
  clearReadCache();
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

  it("serves a kept answer without reading again while an island shows it, 10 minutes on too: never stale", async () => {
    const shown = createQuery(["/api/kept"]);
    const stop = shown.listen(() => {});
    await shown.fetch();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(await shown.fetch()).toEqual({ data: { n: 1 } });
    // Another island showing the same read then gets the kept answer too.
    expect(await read(createQuery(["/api/kept"]))).toEqual({ data: { n: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it("drops the answer 5 minutes after the last island showing it stopped, not while another still shows it", async () => {
    const first = createQuery(["/api/dropped"]);
    const second = createQuery(["/api/dropped"]);
    const stopFirst = first.listen(() => {});
    const stopSecond = second.listen(() => {});
    await first.fetch();
    stopFirst();
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS * 2);
    expect(await second.fetch()).toEqual({ data: { n: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);

    stopSecond();
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS);
    fetch.mockImplementation(async () => new Response('{"n":2}', { status: 200 }));
    expect(await read(createQuery(["/api/dropped"]))).toEqual({ data: { n: 2 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps the answer for an island that shows it again at 4:59, and counts the 5 minutes anew from its leaving", async () => {
    const query = createQuery(["/api/back"]);
    await read(query);
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS - 1_000);
    const stop = query.listen(() => {});
    expect(query.get()).toEqual({ data: { n: 1 }, loading: false });
    stop();
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS - 1_000);
    expect(await read(createQuery(["/api/back"]))).toEqual({ data: { n: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps a read no island shows for 5 minutes after its answer", async () => {
    await createQuery(["/api/unshown"]).fetch();
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS - 1_000);
    await createQuery(["/api/unshown"]).fetch();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await createQuery(["/api/unshown"]).fetch();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never refetches on a timer, on focus or on reconnect", async () => {
    const window = new EventTarget();
    const document = new EventTarget();
    vi.stubGlobal("window", window);
    vi.stubGlobal("document", document);
    const store = createQuery(["/api/quiet"]);
    const unsubscribe = store.listen(() => {});
    await store.fetch();
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(DATA_CACHE_RETENTION_MS * 2);
    unsubscribe();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("islands showing one read at once send one request, and the answer reaches each", async () => {
    const first = createQuery(["/api/shared"]);
    const second = createQuery(["/api/shared"]);
    const stopFirst = first.listen(() => {});
    const stopSecond = second.listen(() => {});
    await Promise.all([first.fetch(), second.fetch()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first.get()).toEqual({ data: { n: 1 }, loading: false });
    expect(second.get()).toEqual({ data: { n: 1 }, loading: false });
    stopFirst();
    stopSecond();
  });

  it("revalidate reads again at once, keeping the data shown while it does", async () => {
    const store = createQuery(["/api/changed"]);
    const unsubscribe = store.listen(() => {});
    await store.fetch();
    fetch.mockImplementation(async () => new Response('{"n":2}', { status: 200 }));
    store.revalidate();
    expect(store.get()).toEqual({ data: { n: 1 }, loading: true });
    await vi.waitFor(() => expect(store.get()).toEqual({ data: { n: 2 }, loading: false }));
    expect(fetch).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
