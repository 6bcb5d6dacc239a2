import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { TestClock, enableTwoFactor, postJson, signIn, signUp, signedInCookie, totpCode } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: "trace", logStream: capture, now: clock.now });
});
afterAll(() => t.close());

describe("logs and audit", () => {
  it("logs JSON lines with a request id and never a password, code, token, secret or cookie", async () => {
    const account = await signUp(t.app, {
      password: "a-very-secret-password",
      confirmPassword: "a-very-secret-password",
    });
    const response = await signIn(t.app, account);
    const token = response.cookies[0]!.value;
    const cookie = `session=${token}`;
    const secret = await enableTwoFactor(t.app, cookie, clock.current);
    clock.advance(30_000);
    const code = totpCode(secret, clock.current);
    await signIn(t.app, { ...account, twoFactorCode: code });
    await postJson(t.app, "/api/signin", { email: account.email, password: "wrong-password-x" });

    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const entry = JSON.parse(line);
      expect(entry).toHaveProperty("level");
      if (entry.req || entry.res) expect(entry.reqId).toBeTruthy();
    }
    const everything = lines.join("\n");
    for (const secretText of ["a-very-secret-password", "wrong-password-x", token, secret, code]) {
      expect(everything).not.toContain(secretText);
    }
  });

  it("logs the path of a request, not its query string", async () => {
    await t.app.inject({ method: "GET", url: "/api/health?token=one-time-secret-token" });
    expect(lines.join("\n")).not.toContain("one-time-secret-token");
  });

  it("audits sign-up, sign-in, failures, 2FA changes, new-device endings and sign-out", async () => {
    const account = await signUp(t.app);
    await signedInCookie(t.app, account);
    await postJson(t.app, "/api/signin", { email: account.email, password: "wrong-password-y" });
    const cookie = await signedInCookie(t.app, account);
    clock.advance(30_000);
    const secret = await enableTwoFactor(t.app, cookie, clock.current);
    await signIn(t.app, {
      ...account,
      twoFactorCode: "000000" === totpCode(secret, clock.current) ? "111111" : "000000",
    });
    clock.advance(30_000);
    await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: account.password, code: totpCode(secret, clock.current) },
      { cookie },
    );
    await t.app.inject({ method: "POST", url: "/api/signout", headers: { cookie } });

    const events = (await listAuditEvents(t.db)).filter((e) => e.email === account.email);
    const names = events.map((e) => e.event);
    for (const name of [
      "signup",
      "signin_ok",
      "signin_failed",
      "session_ended_new_device",
      "twofa_enabled",
      "twofa_failed",
      "twofa_disabled",
      "signout",
    ]) {
      expect(names).toContain(name);
    }
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(account.password);
    expect(stored).not.toContain(secret);
  });
});
