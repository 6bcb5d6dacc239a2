import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "@bank/contracts";
import { lastMailTo, tokenMailedTo } from "./outbox.ts";
import { HOUR, TestClock, postJson, sessionStatus, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function signUpAndWait() {
  const account = await signUp(t.app, {}, { verified: false });
  await t.app.settleBackgroundWork();
  return account;
}

const verify = (token: string) => postJson(t.app, "/api/auth/email/verify", { token });
const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json().user;

describe("email verification", () => {
  it("sign-up mails a verification link to /email-verification", async () => {
    const account = await signUpAndWait();
    const mail = lastMailTo(t.dataDir, account.email, "confirm your email address");
    expect(mail?.links.some((link) => link.startsWith("https://bank.example/email-verification?token="))).toBe(true);
  });

  it("the link's token marks the address verified, once", async () => {
    const account = await signUpAndWait();
    const cookie = await signedInCookie(t.app, account);
    expect((await me(cookie)).emailVerified).toBe(false);
    const token = tokenMailedTo(t.dataDir, account.email, "/email-verification")!;
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    // The address's first proof ends every session of the account: the owner signs in again.
    expect(response.json()).toEqual({
      success: true,
      message: API_MESSAGES.emailVerifiedSignInAgain,
      signInAgain: true,
    });
    expect(await me(cookie)).toBeUndefined();
    expect(await sessionStatus(t.app, cookie)).toMatchObject({ isValid: false, reason: "address_verified" });
    const after = await me(await signedInCookie(t.app, account));
    expect(after).toMatchObject({ emailVerified: true, nameConfirmationRequired: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: API_MESSAGES.verifyLinkInvalid });
  });

  it("signing in is not blocked for an unverified address", async () => {
    const account = await signUpAndWait();
    const response = await signIn(t.app, account);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.emailVerified).toBe(false);
  });

  it("a link expires after 24 hours", async () => {
    const account = await signUpAndWait();
    const token = tokenMailedTo(t.dataDir, account.email, "/email-verification")!;
    clock.advance(24 * HOUR);
    expect((await verify(token)).statusCode).toBe(400);
  });

  it("resend needs a session, mails a new link that replaces the old one, and is rate-limited", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/email/resend" })).statusCode).toBe(401);
    const account = await signUpAndWait();
    const first = tokenMailedTo(t.dataDir, account.email, "/email-verification")!;
    const cookie = await signedInCookie(t.app, account);
    const resend = await t.app.inject({ method: "POST", url: "/api/auth/email/resend", headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    await t.app.settleBackgroundWork();
    const second = tokenMailedTo(t.dataDir, account.email, "/email-verification")!;
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);

    for (let i = 0; i < 2; i += 1) {
      expect(
        (await t.app.inject({ method: "POST", url: "/api/auth/email/resend", headers: { cookie } })).statusCode,
      ).toBe(200);
    }
    const limited = await t.app.inject({ method: "POST", url: "/api/auth/email/resend", headers: { cookie } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    await t.app.settleBackgroundWork();
  });

  it("resend for a verified address answers 400", async () => {
    const account = await signUpAndWait();
    await verify(tokenMailedTo(t.dataDir, account.email, "/email-verification")!);
    const cookie = await signedInCookie(t.app, account);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/email/resend", headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });

  it("a second sign-in mails the owner a notice of the new sign-in", async () => {
    const account = await signUpAndWait();
    await signedInCookie(t.app, account);
    expect(lastMailTo(t.dataDir, account.email, "new sign-in")).toBeUndefined();
    await signedInCookie(t.app, account);
    await t.app.settleBackgroundWork();
    expect(lastMailTo(t.dataDir, account.email, "new sign-in")).toBeDefined();
  });
});
