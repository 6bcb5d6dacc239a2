import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, HttpError, readJson } from "./http.ts";

function answer(status: number, body: string, statusText = "") {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest (writes)", () => {
  it("sends a JSON body with its Content-Type and cookies only when a body is given", async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal("fetch", fetch);
    await expect(apiRequest("POST", "/api/thing", { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenLastCalledWith("/api/thing", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });

    await apiRequest("DELETE", "/api/thing");
    expect(fetch).toHaveBeenLastCalledWith("/api/thing", { method: "DELETE", credentials: "include" });
  });

  it("raises 'status: body' for a non-OK answer", async () => {
    vi.stubGlobal("fetch", answer(409, '{"message":"taken"}', "Conflict"));
    const error = await apiRequest("POST", "/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('409: {"message":"taken"}');
  });

  it("raises 'status: statusText' when the body is empty", async () => {
    vi.stubGlobal("fetch", answer(503, "", "Service Unavailable"));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("readJson (reads)", () => {
  it("GETs with cookies and parses JSON", async () => {
    const fetch = answer(200, '{"user":{"id":"1"}}');
    vi.stubGlobal("fetch", fetch);
    await expect(readJson("/api/auth/me")).resolves.toEqual({ user: { id: "1" } });
    expect(fetch).toHaveBeenCalledWith("/api/auth/me", { credentials: "include" });
  });

  it("raises on a 401 by default", async () => {
    vi.stubGlobal("fetch", answer(401, '{"success":false,"message":"Not signed in"}', "Unauthorized"));
    await expect(readJson("/api/auth/me")).rejects.toThrow('401: {"success":false,"message":"Not signed in"}');
  });

  it("gives an empty result for a 401 when configured to", async () => {
    vi.stubGlobal("fetch", answer(401, "", "Unauthorized"));
    await expect(readJson("/api/auth/me", "returnNull")).resolves.toBeNull();
  });

  it("still raises for other errors when a 401 would be empty", async () => {
    vi.stubGlobal("fetch", answer(500, "", "Internal Server Error"));
    await expect(readJson("/api/auth/me", "returnNull")).rejects.toThrow("500: Internal Server Error");
  });
});
