import { afterEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES, type User } from "@bank/contracts";
import { changePassword, confirmEmailChange, fetchActivity, requestEmailChange } from "./account-changes.ts";
import { reauthenticate, signIn, startTwoFactorSetup } from "./auth.ts";
import { verifyEmail } from "./email-verification.ts";
import { confirmName } from "./name-confirmation.ts";
import { fetchSessionStatus } from "./session.ts";
import { ApiError, needsReauthentication } from "./request.ts";

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const ada: User = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  twoFactorEnabled: true,
  emailVerified: true,
};

afterEach(() => vi.unstubAllGlobals());

describe("sign-in", () => {
  it("gives the user of a successful sign-in", async () => {
    vi.stubGlobal("fetch", answer(200, { success: true, message: API_MESSAGES.signedIn, user: ada }));
    await expect(signIn({ email: ada.email, password: "analytical" })).resolves.toEqual({ user: ada });
  });

  it("takes a 401 that says requires2FA as the code step, not an error", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, requires2FA: true, message: API_MESSAGES.codeRequired }));
    await expect(signIn({ email: ada.email, password: "analytical" })).resolves.toEqual({ requires2FA: true });
  });

  it("fails with the service's message for wrong credentials", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, message: API_MESSAGES.invalidCredentials }));
    const failure = await failureOf(signIn({ email: ada.email, password: "not-it-at-all" }));
    expect(failure.serverMessage).toBe(API_MESSAGES.invalidCredentials);
  });
});

describe("the step-up refusal of a protection change", () => {
  it("is told apart from other refusals, with the server's message", async () => {
    const body = { success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired };
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(startTwoFactorSetup());
    expect(needsReauthentication(failure)).toBe(true);
    expect(failure.serverMessage).toBe(API_MESSAGES.reauthenticationRequired);
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

describe("the session status the watcher polls", () => {
  it("is the status of an OK answer", async () => {
    vi.stubGlobal("fetch", answer(200, { isValid: false, reason: "new_device", loggedOutReason: "new_device" }));
    await expect(fetchSessionStatus()).resolves.toEqual({
      ok: true,
      status: { isValid: false, reason: "new_device", loggedOutReason: "new_device" },
    });
  });

  it("is { ok: false } for a non-OK answer, which the watcher ignores", async () => {
    vi.stubGlobal("fetch", answer(500, { success: false, message: API_MESSAGES.serverError }));
    await expect(fetchSessionStatus()).resolves.toEqual({ ok: false });
  });

  it("throws for no answer or an answer that is not a status, which the watcher logs", async () => {
    vi.stubGlobal("fetch", answer(200, { isValid: "yes" }));
    expect((await failureOf(fetchSessionStatus())).kind).toBe("unreadable");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect((await failureOf(fetchSessionStatus())).kind).toBe("no-answer");
  });
});

describe("the account changes", () => {
  it("a wrong current password is a 401 refusal with the service's message, not step-up", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, message: API_MESSAGES.wrongPassword }));
    const failure = await failureOf(
      changePassword({ currentPassword: "not-it", password: "a-new-phrase-1", confirmPassword: "a-new-phrase-1" }),
    );
    expect(failure.status).toBe(401);
    expect(failure.serverMessage).toBe(API_MESSAGES.wrongPassword);
    expect(needsReauthentication(failure)).toBe(false);
  });

  it("an email change that needs the password again is told apart", async () => {
    const body = { success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired };
    vi.stubGlobal("fetch", answer(403, body));
    expect(needsReauthentication(await failureOf(requestEmailChange("grace@example.com")))).toBe(true);
  });

  it("the email change confirmation sends the link's token", async () => {
    const fetch = answer(200, { success: true, message: API_MESSAGES.emailChanged });
    vi.stubGlobal("fetch", fetch);
    await expect(confirmEmailChange("t0ken")).resolves.toEqual({ success: true, message: API_MESSAGES.emailChanged });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"token":"t0ken"}');
  });

  it("the activity is its events, and an answer that is not activity is unreadable", async () => {
    const event = { at: "2025-01-02T03:04:05.000Z", type: "password_changed", ip: "203.0.113.9", device: null };
    vi.stubGlobal("fetch", answer(200, { events: [event] }));
    await expect(fetchActivity()).resolves.toEqual([event]);
    vi.stubGlobal("fetch", answer(200, { events: [{ ...event, type: "password_hash_dumped" }] }));
    expect((await failureOf(fetchActivity())).kind).toBe("unreadable");
  });
});

describe("the first proof of the address", () => {
  it("says when the verification ended every session, so the page asks to sign in again", async () => {
    const message = API_MESSAGES.emailVerifiedSignInAgain;
    vi.stubGlobal("fetch", answer(200, { success: true, message, signInAgain: true }));
    await expect(verifyEmail("t0ken")).resolves.toEqual({ success: true, message, signInAgain: true });
    vi.stubGlobal("fetch", answer(200, { success: true, message: API_MESSAGES.emailVerified, signInAgain: false }));
    await expect(verifyEmail("t0ken")).resolves.toMatchObject({ signInAgain: false });
  });

  it("sends the confirmed name and gives the user without the flag", async () => {
    const fetch = answer(200, { success: true, message: API_MESSAGES.nameConfirmed, user: ada });
    vi.stubGlobal("fetch", fetch);
    await expect(confirmName({ firstName: "Ada", lastName: "Lovelace" })).resolves.toMatchObject({
      message: API_MESSAGES.nameConfirmed,
      user: ada,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/name");
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"firstName":"Ada","lastName":"Lovelace"}');
  });

  it("gives the service's message when no name is due (409)", async () => {
    vi.stubGlobal("fetch", answer(409, { success: false, message: API_MESSAGES.nameNotDue }));
    const failure = await failureOf(confirmName({ firstName: "Ada", lastName: "Lovelace" }));
    expect(failure.status).toBe(409);
    expect(failure.serverMessage).toBe(API_MESSAGES.nameNotDue);
  });
});
