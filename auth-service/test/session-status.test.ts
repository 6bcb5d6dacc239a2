import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import {
  HOUR,
  MINUTE,
  TestClock,
  postJson,
  sessionStatus,
  signIn,
  signUp,
  signedInCookie,
  sessionCookieOf,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

describe("GET /api/auth/session-status", () => {
  it("is valid for a signed-in browser and not cached", async () => {
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    const response = await t.app.inject({ method: "GET", url: "/api/auth/session-status", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isValid: true });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("says no_session without a cookie or with an unknown token", async () => {
    const none = { isValid: false, reason: "no_session", loggedOutReason: "no_session" };
    expect(await sessionStatus(t.app)).toEqual(none);
    expect(await sessionStatus(t.app, "session=not-a-real-token")).toEqual(none);
  });

  it("says signed_out after a sign-out, which also clears the cookie", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const signOut = await t.app.inject({ method: "POST", url: "/api/signout", headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ success: true, message: "Signed out." });
    const cleared = signOut.cookies.find((c) => c.name === "session");
    expect(cleared?.value).toBe("");
    expect(await sessionStatus(t.app, cookie)).toEqual({
      isValid: false,
      reason: "signed_out",
      loggedOutReason: "signed_out",
    });
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("signin_ok");
    expect((await listAuditEvents(t.db)).some((e) => e.event === "signout")).toBe(true);
  });

  it("sign-out without a session still answers 200", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/signout" });
    expect(response.statusCode).toBe(200);
  });

  it("says new_device once another sign-in took over", async () => {
    const account = await signUp(t.app);
    const first = await signedInCookie(t.app, account);
    await signedInCookie(t.app, account);
    expect(await sessionStatus(t.app, first)).toEqual({
      isValid: false,
      reason: "new_device",
      loggedOutReason: "new_device",
    });
  });
});

describe("session lifetimes", () => {
  it("a browser session ends after 30 minutes without activity", async () => {
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    clock.advance(29 * MINUTE);
    expect(await sessionStatus(t.app, cookie)).toEqual({ isValid: true });
    clock.advance(1 * MINUTE);
    expect(await sessionStatus(t.app, cookie)).toEqual({
      isValid: false,
      reason: "expired",
      loggedOutReason: "expired",
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("session-status polls do not count as activity, requests by the user do", async () => {
    const polled = await signedInCookie(t.app, await signUp(t.app));
    const used = await signedInCookie(t.app, await signUp(t.app));
    for (let minute = 0; minute < 40; minute += 5) {
      clock.advance(5 * MINUTE);
      await sessionStatus(t.app, polled);
      expect((await me(used)).statusCode).toBe(200);
    }
    expect(await sessionStatus(t.app, polled)).toMatchObject({ isValid: false, reason: "expired" });
    expect(await sessionStatus(t.app, used)).toEqual({ isValid: true });
  });

  it("a browser session ends 12 hours after sign-in however active it is", async () => {
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect(await sessionStatus(t.app, cookie)).toMatchObject({ isValid: false, reason: "expired" });
  });

  it("Remember me: a persistent cookie of at most 24 hours, ending after an hour without activity", async () => {
    const account = await signUp(t.app);
    const response = await signIn(t.app, { ...account, rememberMe: true });
    const cookie = sessionCookieOf(response);
    const expires = response.cookies.find((c) => c.name === "session")!.expires!;
    expect(expires.getTime() - clock.current).toBe(24 * HOUR);
    // Active every 50 minutes: alive at 23 h 20 min, over at 24 h.
    for (let elapsed = 0; elapsed < 24 * HOUR - 50 * MINUTE; elapsed += 50 * MINUTE) {
      clock.advance(50 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(40 * MINUTE);
    expect(await sessionStatus(t.app, cookie)).toMatchObject({ isValid: false, reason: "expired" });

    const idle = sessionCookieOf(await signIn(t.app, { ...account, rememberMe: true }));
    clock.advance(59 * MINUTE);
    expect(await sessionStatus(t.app, idle)).toEqual({ isValid: true });
    clock.advance(MINUTE);
    expect(await sessionStatus(t.app, idle)).toMatchObject({ isValid: false, reason: "expired" });
  });

  it("an expired session stays expired: signing in again is the way back", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    clock.advance(31 * MINUTE);
    expect(await sessionStatus(t.app, cookie)).toMatchObject({ reason: "expired" });
    expect(await sessionStatus(t.app, cookie)).toMatchObject({ reason: "expired" });
    const again = await signedInCookie(t.app, account);
    expect(await sessionStatus(t.app, again)).toEqual({ isValid: true });
  });
});

describe("GET /api/auth/me", () => {
  it("answers the user when signed in and 401 otherwise", async () => {
    const account = await signUp(t.app, {}, { verified: false });
    const cookie = await signedInCookie(t.app, account);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(String),
        email: account.email,
        firstName: "Grace",
        lastName: "Hopper",
        twoFactorEnabled: false,
        emailVerified: false,
      },
    });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("ignores a JSON body on sign-out", async () => {
    const response = await postJson(t.app, "/api/signout", {});
    expect(response.statusCode).toBe(200);
  });
});

describe("many polls at once", () => {
  it("answers each for its own session, and a sign-out among them is seen by the next poll", async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 6; i += 1) cookies.push(await signedInCookie(t.app, await signUp(t.app)));
    const signedOut = cookies[2]!;
    await t.app.inject({ method: "POST", url: "/api/signout", headers: { cookie: signedOut } });
    // On PostgreSQL, polls that arrive while reads are out go together in one read: each must still get its own row.
    const polls = Array.from({ length: 60 }, (_, i) => cookies[i % cookies.length]!);
    polls.push("session=not-a-real-token");
    const answers = await Promise.all(polls.map((cookie) => sessionStatus(t.app, cookie)));
    answers.forEach((answer, i) => {
      const cookie = polls[i]!;
      if (cookie === signedOut) expect(answer).toMatchObject({ isValid: false, reason: "signed_out" });
      else if (cookies.includes(cookie)) expect(answer).toEqual({ isValid: true });
      else expect(answer).toMatchObject({ isValid: false, reason: "no_session" });
    });
    // Nothing is remembered between reads: a session ended now is refused by the very next polls.
    const next = cookies[4]!;
    const racing = Promise.all(Array.from({ length: 20 }, () => sessionStatus(t.app, cookies[0])));
    await t.app.inject({ method: "POST", url: "/api/signout", headers: { cookie: next } });
    const after = await Promise.all(Array.from({ length: 20 }, () => sessionStatus(t.app, next)));
    for (const answer of after) expect(answer).toMatchObject({ isValid: false, reason: "signed_out" });
    for (const answer of await racing) expect(answer).toEqual({ isValid: true });
  });
});
