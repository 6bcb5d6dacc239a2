import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { createSession } from "../src/auth/session.ts";
import { enableTwoFactor as enableWithCode } from "../src/auth/two-factor.ts";
import { API_MESSAGES } from "@bank/contracts";
import { MINUTE, TestClock, enableTwoFactor, postJson, signIn, signUp, signedInCookie, totpCode } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** Moves the clock to the start of the next 30 s step, so each test's codes are fresh. */
async function accountWithTwoFactor() {
  clock.nextTotpStep();
  const account = await signUp(t.app);
  const cookie = await signedInCookie(t.app, account);
  const secret = await enableTwoFactor(t.app, cookie, clock.current);
  clock.nextTotpStep();
  return { account, cookie, secret };
}

describe("TOTP enrolment", () => {
  it("setup answers a base32 secret, its otpauth URL and an SVG QR code, and needs a session", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup" });
    expect(anonymous.statusCode).toBe(401);

    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?/);
    expect(new URL(setup.otpauthUrl).searchParams.get("secret")).toBe(setup.secret);
    expect(new URL(setup.otpauthUrl).searchParams.get("algorithm")).toBe("SHA1");
    expect(new URL(setup.otpauthUrl).searchParams.get("digits")).toBe("6");
    expect(new URL(setup.otpauthUrl).searchParams.get("period")).toBe("30");
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("2FA is not active until a code enables it", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
    const signInAgain = await signIn(t.app, account);
    expect(signInAgain.statusCode).toBe(200);
    expect(signInAgain.json().user.twoFactorEnabled).toBe(false);
  });

  it("enable refuses a wrong code with 400 and accepts the current one", async () => {
    clock.nextTotpStep();
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const { secret } = (await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } })).json();
    const current = totpCode(secret, clock.current);
    const wrong = current === "000000" ? "111111" : "000000";
    const refused = await postJson(t.app, "/api/auth/2fa/enable", { code: wrong }, { cookie });
    expect(refused.statusCode).toBe(400);
    const accepted = await postJson(t.app, "/api/auth/2fa/enable", { code: current }, { cookie });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.twoFactorEnabled).toBe(true);
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("twofa_enabled");
  });

  it("enable without setup first answers 400; setup again while on answers 409", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const early = await postJson(t.app, "/api/auth/2fa/enable", { code: "123456" }, { cookie });
    expect(early.statusCode).toBe(400);
    const { cookie: onCookie } = await accountWithTwoFactor();
    const again = await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie: onCookie } });
    expect(again.statusCode).toBe(409);
  });

  it("enable enrols nothing when another setup replaced the secret after the code was checked", async () => {
    clock.nextTotpStep();
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const first = (await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } })).json();
    const seenWithFirst = (await findUserByEmail(t.db, account.email))!;
    await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
    const client = { ip: "192.0.2.1", userAgent: null, deviceId: null };
    const outcome = await enableWithCode(t.app.deps, seenWithFirst, totpCode(first.secret, clock.current), client);
    expect(outcome).toEqual({ kind: "not-pending" });
    expect((await findUserByEmail(t.db, account.email))!.totp_secret).toBeNull();
  });

  it("turning 2FA on raises the credential version, so a password-only sign-in checked before it opens nothing", async () => {
    clock.nextTotpStep();
    const account = await signUp(t.app);
    const before = (await findUserByEmail(t.db, account.email))!.credential_version;
    const cookie = await signedInCookie(t.app, account);
    await enableTwoFactor(t.app, cookie, clock.current);
    const after = (await findUserByEmail(t.db, account.email))!;
    expect(after.credential_version).toBe(before + 1);
    const stale = await createSession(
      t.db,
      { id: after.id, credentialVersion: before },
      { rememberMe: false, ip: null, userAgent: null, factors: ["password"] },
      clock.current,
    );
    expect(stale).toBeNull();
  });

  it("keeps the secret encrypted at rest", async () => {
    const { account, secret } = await accountWithTwoFactor();
    const row = (await findUserByEmail(t.db, account.email))!;
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const everyColumn = JSON.stringify(await t.db.selectFrom("users").selectAll().execute());
    expect(everyColumn).not.toContain(secret);
  });

  it("a sealed secret cannot be moved to another user", async () => {
    const first = await accountWithTwoFactor();
    const second = await accountWithTwoFactor();
    const sealed = (await findUserByEmail(t.db, first.account.email))!.totp_secret;
    await t.db.updateTable("users").set({ totp_secret: sealed }).where("email", "=", second.account.email).execute();
    const secondId = (await findUserByEmail(t.db, second.account.email))!.id;
    expect(() => t.app.deps.secretBox.open(sealed!, `totp:${secondId}`)).toThrow();
  });
});

describe("sign-in with 2FA", () => {
  it("answers 401 with requires2FA when no code came, without a cookie", async () => {
    const { account } = await accountWithTwoFactor();
    const response = await signIn(t.app, account);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, requires2FA: true, message: expect.any(String) });
    expect(response.cookies).toHaveLength(0);
  });

  it("does not reveal requires2FA to someone with a wrong password", async () => {
    const { account } = await accountWithTwoFactor();
    const response = await signIn(t.app, { email: account.email, password: "wrong-password-here" });
    expect(response.statusCode).toBe(401);
    expect(response.json().requires2FA).toBeUndefined();
  });

  it("signs in with the current code", async () => {
    const { account, secret } = await accountWithTwoFactor();
    const response = await signIn(t.app, { ...account, twoFactorCode: totpCode(secret, clock.current) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.twoFactorEnabled).toBe(true);
  });

  it("accepts one step of skew either way and refuses two", async () => {
    const { account, secret } = await accountWithTwoFactor();
    clock.advance(60_000); // past the step that enabling used
    const codeAt = (steps: number) => totpCode(secret, clock.current + steps * 30_000);
    expect((await signIn(t.app, { ...account, twoFactorCode: codeAt(-2) })).statusCode).toBe(401);
    expect((await signIn(t.app, { ...account, twoFactorCode: codeAt(2) })).statusCode).toBe(401);
    expect((await signIn(t.app, { ...account, twoFactorCode: codeAt(-1) })).statusCode).toBe(200);
    expect((await signIn(t.app, { ...account, twoFactorCode: codeAt(1) })).statusCode).toBe(200);
  });

  it("refuses a code whose step was already used, even for a different purpose", async () => {
    const { account, secret } = await accountWithTwoFactor();
    const code = totpCode(secret, clock.current);
    expect((await signIn(t.app, { ...account, twoFactorCode: code })).statusCode).toBe(200);
    const replay = await signIn(t.app, { ...account, twoFactorCode: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: API_MESSAGES.invalidCode });
  });

  it("two sign-ins racing with one code: exactly one passes", async () => {
    const { account, secret } = await accountWithTwoFactor();
    const code = totpCode(secret, clock.current);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => signIn(t.app, { ...account, twoFactorCode: code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it("a wrong code answers 401 and is audited as a failed 2FA", async () => {
    const { account, secret } = await accountWithTwoFactor();
    const current = totpCode(secret, clock.current);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, "0");
    const response = await signIn(t.app, { ...account, twoFactorCode: wrong });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.invalidCode });
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("twofa_failed");
  });
});

describe("turning 2FA off", () => {
  it("needs the password and a current code", async () => {
    const { account, cookie, secret } = await accountWithTwoFactor();
    const wrongPassword = await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: "not-my-password", code: totpCode(secret, clock.current) },
      { cookie },
    );
    expect(wrongPassword.statusCode).toBe(400);
    clock.advance(30_000);
    const ok = await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: account.password, code: totpCode(secret, clock.current) },
      { cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.twoFactorEnabled).toBe(false);
    expect((await signIn(t.app, account)).statusCode).toBe(200);
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("twofa_disabled");
  });

  it("answers 400 when 2FA is not on", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const response = await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: account.password, code: "123456" },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
  });

  it("keeps working across minutes: later steps are still accepted", async () => {
    const { account, secret } = await accountWithTwoFactor();
    expect((await signIn(t.app, { ...account, twoFactorCode: totpCode(secret, clock.current) })).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await signIn(t.app, { ...account, twoFactorCode: totpCode(secret, clock.current) })).statusCode).toBe(200);
  });
});
