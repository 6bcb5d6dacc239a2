import { afterEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES } from "@bank/contracts";
import { ApiFailure, needsReauthentication, reauthenticate, startTwoFactorSetup } from "./auth.ts";

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

afterEach(() => vi.unstubAllGlobals());

describe("the step-up refusal of a protection change", () => {
  it("is told apart from other refusals, with the server's message", async () => {
    const body = { success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired };
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(startTwoFactorSetup());
    expect(needsReauthentication(failure)).toBe(true);
    expect(failure.reauthenticationRequired).toBe(true);
    expect(failure.serverMessage).toBe(API_MESSAGES.reauthenticationRequired);
  });

  it("is not a foreign-origin 403, which has no flag", async () => {
    vi.stubGlobal("fetch", answer(403, { success: false, message: API_MESSAGES.foreignOrigin }));
    expect(needsReauthentication(await failureOf(startTwoFactorSetup()))).toBe(false);
  });

  it("is not a wrong password at the re-authentication itself (401)", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, message: API_MESSAGES.wrongPassword }));
    const failure = await failureOf(reauthenticate("not-it"));
    expect(needsReauthentication(failure)).toBe(false);
    expect(failure.serverMessage).toBe(API_MESSAGES.wrongPassword);
  });

  it("is not a network failure, which never reached the server", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(needsReauthentication(await startTwoFactorSetup().catch((caught: unknown) => caught))).toBe(false);
  });
});
