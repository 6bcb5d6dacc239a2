import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES, API_MESSAGES, WORKSPACE_MESSAGES, okResultSchema } from "@bank/contracts";
import { ApiError, needsReauthentication, needsSecondFactor, request } from "./request.ts";

function answer(status: number, body: string, statusText = "") {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("request", () => {
  it("sends a JSON body with its Content-Type and cookies only when a body is given, never from the HTTP cache", async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal("fetch", fetch);
    await expect(request("POST", "/api/thing", { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenLastCalledWith("/api/thing", {
      method: "POST",
      credentials: "include",
      cache: "no-store",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });

    await request("DELETE", "/api/thing");
    expect(fetch).toHaveBeenLastCalledWith("/api/thing", {
      method: "DELETE",
      credentials: "include",
      cache: "no-store",
    });
  });

  it("sends the Idempotency-Key it is given with a request that moves money", async () => {
    const fetch = answer(201, '{"ok":true}');
    vi.stubGlobal("fetch", fetch);
    await request("POST", "/api/businesses/b/transfers", { body: { amount: "1.00" }, idempotencyKey: "key-1" });
    expect(fetch).toHaveBeenLastCalledWith("/api/businesses/b/transfers", {
      method: "POST",
      credentials: "include",
      cache: "no-store",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "key-1" },
      body: '{"amount":"1.00"}',
    });
  });

  it("GETs with cookies and parses the JSON answer", async () => {
    const fetch = answer(200, '{"user":{"id":"1"}}');
    vi.stubGlobal("fetch", fetch);
    await expect(request("GET", "/api/auth/me")).resolves.toEqual({ user: { id: "1" } });
    expect(fetch).toHaveBeenCalledWith("/api/auth/me", { method: "GET", credentials: "include", cache: "no-store" });
  });

  it("gives the answer as its schema reads it", async () => {
    vi.stubGlobal("fetch", answer(200, '{"success":true,"message":"Signed out.","extra":1}'));
    await expect(request("POST", "/api/signout", { body: {}, schema: okResultSchema })).resolves.toEqual({
      success: true,
      message: "Signed out.",
    });
  });
});

describe("the one error of a failed request", () => {
  it("is 'status: body' for a refusal, with the service's message and field messages", async () => {
    const body = JSON.stringify({ success: false, message: "Check the form", errors: { email: "taken?" } });
    vi.stubGlobal("fetch", answer(400, body, "Bad Request"));
    const failure = await failureOf(request("POST", "/api/signup", { body: {} }));
    expect(failure).toMatchObject({
      kind: "refused",
      status: 400,
      serverMessage: "Check the form",
      fieldErrors: { email: "taken?" },
    });
    expect(failure.message).toBe(`400: ${body}`);
  });

  it("is 'status: statusText' when the body is empty, with no server message", async () => {
    vi.stubGlobal("fetch", answer(503, "", "Service Unavailable"));
    const failure = await failureOf(request("GET", "/api/x"));
    expect(failure.message).toBe("503: Service Unavailable");
    expect(failure.serverMessage).toBeUndefined();
  });

  it("carries no server message for a body that is not the API's error shape (a proxy's page)", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>", "Bad Gateway"));
    expect((await failureOf(request("GET", "/api/x"))).serverMessage).toBeUndefined();
  });

  it("tells step-up apart: a 403 with reauthenticationRequired, not a foreign-origin 403", async () => {
    const stepUp = { success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired };
    vi.stubGlobal("fetch", answer(403, JSON.stringify(stepUp)));
    const failure = await failureOf(request("POST", "/api/auth/2fa/setup", { body: {} }));
    expect(needsReauthentication(failure)).toBe(true);
    expect(failure.serverMessage).toBe(API_MESSAGES.reauthenticationRequired);

    vi.stubGlobal("fetch", answer(403, JSON.stringify({ success: false, message: API_MESSAGES.foreignOrigin })));
    expect(needsReauthentication(await failureOf(request("POST", "/api/auth/2fa/setup", { body: {} })))).toBe(false);
  });

  it("says when the sign-in wants the authenticator code", async () => {
    vi.stubGlobal(
      "fetch",
      answer(401, JSON.stringify({ success: false, requires2FA: true, message: API_MESSAGES.codeRequired })),
    );
    expect((await failureOf(request("POST", "/api/signin", { body: {} }))).requires2FA).toBe(true);
  });

  it("says when the staff console wants the staff member to turn on 2FA first, and only on a 403", async () => {
    const body = JSON.stringify({
      success: false,
      staffTwoFactorRequired: true,
      message: ADMIN_MESSAGES.twoFactorRequired,
    });
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(request("GET", "/api/admin/me"));
    expect(failure.staffTwoFactorRequired).toBe(true);
    expect(failure.serverMessage).toBe(ADMIN_MESSAGES.twoFactorRequired);

    vi.stubGlobal("fetch", answer(403, JSON.stringify({ success: false, message: ADMIN_MESSAGES.noAccess })));
    expect((await failureOf(request("GET", "/api/admin/me"))).staffTwoFactorRequired).toBe(false);
    vi.stubGlobal("fetch", answer(400, body));
    expect((await failureOf(request("GET", "/api/admin/me"))).staffTwoFactorRequired).toBe(false);
  });

  it("says when the console wants a second factor, with the factors the person has, and only on a 403", async () => {
    const body = JSON.stringify({
      success: false,
      secondFactorRequired: true,
      secondFactors: ["code", "passkey"],
      message: ADMIN_MESSAGES.secondFactorRequired,
    });
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(request("GET", "/api/admin/me"));
    expect(needsSecondFactor(failure)).toBe(true);
    expect(failure).toMatchObject({
      secondFactorRequired: true,
      secondFactors: ["code", "passkey"],
      reauthenticationRequired: false,
      serverMessage: ADMIN_MESSAGES.secondFactorRequired,
    });

    vi.stubGlobal("fetch", answer(401, body));
    const notForbidden = await failureOf(request("GET", "/api/admin/me"));
    expect(needsSecondFactor(notForbidden)).toBe(false);
    expect(notForbidden.secondFactors).toEqual([]);
  });

  it("tells a console change's step-up that only a second factor will do", async () => {
    const body = JSON.stringify({
      success: false,
      reauthenticationRequired: true,
      secondFactorRequired: true,
      secondFactors: ["passkey"],
      message: ADMIN_MESSAGES.secondFactorStepUp,
    });
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(request("POST", "/api/admin/users/u1/unlock", { body: {} }));
    expect(needsReauthentication(failure)).toBe(true);
    expect(needsSecondFactor(failure)).toBe(true);
    expect(failure.secondFactors).toEqual(["passkey"]);
  });

  it("takes the answer as it comes when it names a factor the site does not know", async () => {
    const body = JSON.stringify({ success: false, secondFactorRequired: true, secondFactors: ["sms"], message: "x" });
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(request("GET", "/api/admin/me"));
    // Not the API's error shape: a plain refusal, with no flag set from it.
    expect(failure).toMatchObject({ secondFactorRequired: false, secondFactors: [], serverMessage: undefined });
  });

  it("carries the refusal's code for a program, whatever the status", async () => {
    const body = JSON.stringify({ success: false, code: "lastOwner", message: WORKSPACE_MESSAGES.lastOwner });
    vi.stubGlobal("fetch", answer(409, body));
    const failure = await failureOf(request("DELETE", "/api/businesses/b1/members/u1"));
    expect(failure.code).toBe("lastOwner");
    expect(failure.serverMessage).toBe(WORKSPACE_MESSAGES.lastOwner);

    vi.stubGlobal("fetch", answer(404, ""));
    expect((await failureOf(request("GET", "/api/businesses/b1"))).code).toBeUndefined();
  });

  it("says when the account's address must be verified first, and only on a 403", async () => {
    const body = JSON.stringify({ success: false, emailNotVerified: true, message: API_MESSAGES.verifyAddressFirst });
    vi.stubGlobal("fetch", answer(403, body));
    const failure = await failureOf(request("POST", "/api/auth/2fa/setup", { body: {} }));
    expect(failure.emailNotVerified).toBe(true);
    expect(failure.serverMessage).toBe(API_MESSAGES.verifyAddressFirst);

    vi.stubGlobal("fetch", answer(400, body));
    expect((await failureOf(request("POST", "/api/auth/2fa/setup", { body: {} }))).emailNotVerified).toBe(false);
  });

  it("is 'no answer' when the request never reached the service", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const failure = await failureOf(request("POST", "/api/auth/2fa/setup", { body: {} }));
    expect(failure).toMatchObject({
      kind: "no-answer",
      status: 0,
      serverMessage: undefined,
      reauthenticationRequired: false,
    });
  });

  it("is 'unreadable' for an OK answer that is not JSON or not the schema's shape", async () => {
    vi.stubGlobal("fetch", answer(200, "<html></html>"));
    expect((await failureOf(request("GET", "/api/x"))).kind).toBe("unreadable");
    vi.stubGlobal("fetch", answer(200, '{"success":true}'));
    const failure = await failureOf(request("POST", "/api/signout", { body: {}, schema: okResultSchema }));
    expect(failure).toMatchObject({ kind: "unreadable", status: 200, serverMessage: undefined });
  });
});
