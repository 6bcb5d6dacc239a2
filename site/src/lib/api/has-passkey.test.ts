import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "@bank/contracts";
import { hasPasskey } from "./has-passkey.ts";
import { ApiError } from "./request.ts";

function answer(status: number, body: string) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe("hasPasskey", () => {
  it("reads the signed-in user's passkeys and answers whether there is one", async () => {
    const fetch = answer(200, JSON.stringify({ passkeys: [{ id: "p1", name: "Work laptop" }] }));
    vi.stubGlobal("fetch", fetch);
    await expect(hasPasskey()).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(API_PATHS.passkeys, expect.objectContaining({ method: "GET" }));

    vi.stubGlobal("fetch", answer(200, '{"passkeys":[]}'));
    await expect(hasPasskey()).resolves.toBe(false);
  });

  it("fails on an answer without a list of passkeys, and on a refusal", async () => {
    vi.stubGlobal("fetch", answer(200, '{"passkeys":3}'));
    await expect(hasPasskey()).rejects.toMatchObject({ kind: "unreadable" });
    vi.stubGlobal("fetch", answer(401, '{"success":false,"message":"Sign in"}'));
    await expect(hasPasskey()).rejects.toBeInstanceOf(ApiError);
  });
});
