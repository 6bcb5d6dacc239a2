import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { API_MESSAGES } from "@bank/contracts";
import { sessionCookieOf, sessionStatus, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/signin", () => {
  it("signs in: 200 with the user and an HttpOnly, SameSite=Lax session cookie", async () => {
    const account = await signUp(t.app);
    const response = await signIn(t.app, account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email: account.email, twoFactorEnabled: false } });
    const cookie = response.cookies.find((c) => c.name === "session");
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  });

  it("without Remember me the cookie ends with the browser session", async () => {
    const account = await signUp(t.app);
    const cookie = (await signIn(t.app, account)).cookies.find((c) => c.name === "session");
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it("with Remember me the cookie persists, for 24 hours at most", async () => {
    const account = await signUp(t.app);
    const before = Date.now();
    const cookie = (await signIn(t.app, { ...account, rememberMe: true })).cookies.find((c) => c.name === "session");
    const after = Date.now();
    // Expires is whole seconds: 24 hours from a moment during the sign-in, rounded down.
    const expires = (cookie?.expires as Date).getTime();
    expect(expires - before).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - after).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("sets a signed, HttpOnly device cookie for about a year, and keeps the browser's id on the next sign-in", async () => {
    const account = await signUp(t.app);
    const first = (await signIn(t.app, account)).cookies.find((c) => c.name === "device")!;
    expect(first).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 24 * 3600 });
    expect(first.value).toMatch(/^[\w-]{22}\.[\w+/=-]+$/);
    const again = await signIn(t.app, account, { cookie: `device=${first.value}` });
    expect(again.cookies.find((c) => c.name === "device")!.value).toBe(first.value);
    const forged = `${first.value.split(".")[0]!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}.${first.value.split(".")[1]}`;
    const renewed = await signIn(t.app, account, { cookie: `device=${forged}` });
    expect(renewed.cookies.find((c) => c.name === "device")!.value).not.toBe(forged);
  });

  it("stores only the SHA-256 of the session token", async () => {
    const account = await signUp(t.app);
    const token = sessionCookieOf(await signIn(t.app, account)).split("=")[1]!;
    const rows = await t.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const { createHash } = await import("node:crypto");
    expect(rows.some((r) => r.token_hash === createHash("sha256").update(token).digest("hex"))).toBe(true);
  });

  it("answers an unknown email and a wrong password alike: 401 and the same message", async () => {
    const account = await signUp(t.app);
    const wrongPassword = await signIn(t.app, { email: account.email, password: "not-the-password" });
    const unknownEmail = await signIn(t.app, {
      email: `nobody.${Date.now()}@example.com`,
      password: "not-the-password",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it("accepts the email in any letter case and with spaces around it", async () => {
    const account = await signUp(t.app);
    const response = await signIn(t.app, { email: `  ${account.email.toUpperCase()}  `, password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it("a second sign-in ends the first session with reason new_device", async () => {
    const account = await signUp(t.app);
    const first = await signedInCookie(t.app, account);
    expect(await sessionStatus(t.app, first)).toEqual({ isValid: true });
    const second = await signedInCookie(t.app, account);
    expect(await sessionStatus(t.app, first)).toEqual({
      isValid: false,
      reason: "new_device",
      loggedOutReason: "new_device",
    });
    expect(await sessionStatus(t.app, second)).toEqual({ isValid: true });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: first } });
    expect(me.statusCode).toBe(401);
  });

  it("records the new_device ending and the sign-ins as audit events", async () => {
    const account = await signUp(t.app, {}, { verified: false });
    await signedInCookie(t.app, account);
    await signIn(t.app, { email: account.email, password: "a-wrong-password" });
    await signedInCookie(t.app, account);
    const events = (await listAuditEvents(t.db, { email: account.email })).map((e) => e.event);
    expect(events).toEqual(["signup", "signin_ok", "signin_failed", "signin_ok", "session_ended_new_device"]);
  });

  it("sign-ins for different users leave each other's sessions alone", async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const adaCookie = await signedInCookie(t.app, ada);
    await signedInCookie(t.app, bob);
    expect(await sessionStatus(t.app, adaCookie)).toEqual({ isValid: true });
  });

  it("answers 400 with the spec's messages for a malformed email or short password", async () => {
    const badEmail = await signIn(t.app, { email: "nope", password: "12345678" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("Please enter a valid email address");
    const shortPassword = await signIn(t.app, { email: "a@example.com", password: "1234567" });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toBe("Password must be at least 8 characters");
  });
});

describe("secure cookies", () => {
  it("uses the __Host- prefix and Secure when AUTH_COOKIE_SECURE is on", async () => {
    const secure = await createTestApp({ cookieSecure: true });
    try {
      const account = await signUp(secure.app);
      const response = await signIn(secure.app, account);
      const cookie = response.cookies.find((c) => c.name === "__Host-session");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
      expect(cookie?.domain).toBeUndefined();
      expect(await sessionStatus(secure.app, sessionCookieOf(response))).toEqual({ isValid: true });
    } finally {
      await secure.close();
    }
  });
});
