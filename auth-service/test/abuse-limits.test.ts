import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_MAX_FAILURES, LOCKOUT_THRESHOLD, limitKeys } from "../src/auth/abuse-limits.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findFailureCounter } from "../src/db/failure-counters-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { INVALID_CREDENTIALS } from "../src/routes/signin.ts";
import {
  HOUR,
  MINUTE,
  TestClock,
  enableTwoFactor,
  newAccount,
  postJson,
  signIn,
  signUp,
  signedInCookie,
  totpCode,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address (the app trusts 127.0.0.1 as a proxy), so per-IP counts stay apart. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

async function failSignIn(email: string, ip: string) {
  return signIn(t.app, { email, password: "definitely-wrong" }, from(ip));
}

describe("per-account limit", () => {
  it("after 5 failures on an email answers 429 with Retry-After and says when to retry", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await failSignIn(account.email, freshIp())).statusCode).toBe(401);
    const limited = await signIn(t.app, account, from(freshIp()));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBe(15 * 60);
    expect(limited.json()).toEqual({ success: false, message: "Too many sign-in attempts. Try again in 15 minutes." });
  });

  it("treats an unknown email exactly like an account, so it reveals nothing", async () => {
    const ghost = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await failSignIn(ghost, freshIp())).statusCode).toBe(401);
    expect((await failSignIn(ghost, freshIp())).statusCode).toBe(429);
  });

  it("lifts by itself when the window ends", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) await failSignIn(account.email, freshIp());
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
  });

  it("a success resets the count", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) await failSignIn(account.email, freshIp());
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await failSignIn(account.email, freshIp())).statusCode).toBe(401);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
  });
});

describe("per-IP limit", () => {
  it("after 30 failures from one address answers 429 for any email from it, not for others", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await failSignIn(`spray.${i}.${Date.now()}@example.com`, ip)).statusCode).toBe(401);
    }
    const account = await signUp(t.app);
    const limited = await signIn(t.app, account, from(ip));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await signIn(t.app, account, from(ip))).statusCode).toBe(200);
  });

  it("believes X-Forwarded-For only from a configured proxy", async () => {
    const direct = await createTestApp({ now: clock.now });
    try {
      for (let i = 0; i < 30; i += 1) {
        await signIn(direct.app, { email: `x${i}@example.com`, password: "wrong-password" }, from(`198.51.100.${i}`));
      }
      // Without a trusted proxy every attempt came from the socket's address: one address, now limited.
      expect(findFailureCounter(direct.app.db, limitKeys.signInIp("127.0.0.1"))?.failures).toBe(30);
      const limited = await signIn(
        direct.app,
        { email: "x@example.com", password: "wrong-password" },
        from("192.0.2.1"),
      );
      expect(limited.statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("limits refused sign-ups from one address with 429", async () => {
    const ip = freshIp();
    const taken = await signUp(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await postJson(t.app, "/api/signup", { ...newAccount(), email: taken.email }, from(ip))).statusCode).toBe(
        409,
      );
    }
    const limited = await postJson(t.app, "/api/signup", newAccount(), from(ip));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toMatch(/Try again in \d+ minutes\./);
  });
});

describe("account lockout", () => {
  /** Fails sign-in `count` times, spread out so the 5-per-15-minutes limit never answers first. */
  async function failSpreadOut(email: string, count: number) {
    for (let i = 0; i < count; i += 1) {
      clock.advance(4 * MINUTE);
      const response = await failSignIn(email, freshIp());
      expect([401, 429]).toContain(response.statusCode);
      clock.advance(12 * MINUTE);
    }
  }

  it(`locks after ${LOCKOUT_THRESHOLD} consecutive failures and then answers the right password like a wrong one`, async () => {
    const account = await signUp(t.app);
    await failSpreadOut(account.email, LOCKOUT_THRESHOLD);
    clock.advance(MINUTE);
    const locked = await signIn(t.app, account, from(freshIp()));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(locked.cookies).toHaveLength(0);
    expect(listAuditEvents(t.app.db, { email: account.email }).map((e) => e.event)).toContain("lockout");
  });

  it("unlocks by itself", async () => {
    const account = await signUp(t.app);
    await failSpreadOut(account.email, LOCKOUT_THRESHOLD);
    clock.advance(15 * MINUTE);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
  });

  it("wrong 2FA codes count toward the lockout", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const secret = await enableTwoFactor(t.app, cookie, clock.current);
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) {
      clock.advance(16 * MINUTE);
      const current = totpCode(secret, clock.current);
      const wrong = String((Number(current) + 7) % 1_000_000).padStart(6, "0");
      expect((await signIn(t.app, { ...account, twoFactorCode: wrong }, from(freshIp()))).statusCode).toBe(401);
    }
    clock.advance(MINUTE);
    const locked = await signIn(t.app, { ...account, twoFactorCode: totpCode(secret, clock.current) }, from(freshIp()));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
  });

  it(`never counts more than ${LOCKOUT_MAX_FAILURES} consecutive failures, and the lock grows to at most a day`, async () => {
    const account = await signUp(t.app);
    const userId = findUserByEmail(t.app.db, account.email)!.id;
    for (let i = 0; i < LOCKOUT_MAX_FAILURES + 20; i += 1) {
      clock.advance(16 * MINUTE);
      await failSignIn(account.email, freshIp());
    }
    const counter = findFailureCounter(t.app.db, limitKeys.lockout(userId))!;
    expect(counter.failures).toBe(LOCKOUT_MAX_FAILURES);
    expect(counter.blocked_until - clock.current).toBeLessThanOrEqual(24 * HOUR);
    expect(counter.blocked_until - clock.current).toBeGreaterThan(23 * HOUR);
    clock.advance(24 * HOUR);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
    expect(findFailureCounter(t.app.db, limitKeys.lockout(userId))).toBeUndefined();
  });
});
