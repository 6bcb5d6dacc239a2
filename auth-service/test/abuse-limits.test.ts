// The abuse limits one request at a time, on a movable clock: windows, device classes, lockout and its cap.
// test/attacks.test.ts sends the same attacks in parallel over real sockets.
import { API_MESSAGES, THROTTLED_WHAT, throttledMessage } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_MAX_FAILURES, LOCKOUT_THRESHOLD, limitKeys } from "../src/auth/abuse-limits.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findFailureCounter } from "../src/db/failure-counters-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { tokenMailedTo } from "./outbox.ts";
import {
  DAY,
  HOUR,
  MINUTE,
  TestClock,
  deviceCookieOf,
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
const freshIp = () => `203.0.113.${++ipCounter % 250}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

async function failSignIn(email: string, ip: string, headers: Record<string, string> = {}) {
  return signIn(t.app, { email, password: "definitely-wrong" }, { ...from(ip), ...headers });
}

const userIdOf = async (email: string) => (await findUserByEmail(t.db, email))!.id;

describe("per-account limit", () => {
  it("after 5 failures from unknown browsers answers 429 with Retry-After and says when to retry", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await failSignIn(account.email, freshIp())).statusCode).toBe(401);
    const limited = await signIn(t.app, account, from(freshIp()));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBe(15 * 60);
    expect(limited.json()).toEqual({ success: false, message: throttledMessage(THROTTLED_WHAT.signIn, 15 * MINUTE) });
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

  it("counts a browser that has signed in to the account for itself alone", async () => {
    const account = await signUp(t.app);
    const device = deviceCookieOf(await signIn(t.app, account, from(freshIp())));
    for (let i = 0; i < 5; i += 1) await failSignIn(account.email, freshIp());
    expect((await failSignIn(account.email, freshIp())).statusCode).toBe(429);
    const owner = await signIn(t.app, account, { ...from(freshIp()), cookie: device });
    expect(owner.statusCode).toBe(200);
  });

  it("gives a right password that still needs its code back to the limit", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const secret = await enableTwoFactor(t.app, cookie, clock.current);
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(t.app, account, from(freshIp()))).json()).toMatchObject({ requires2FA: true });
    }
    clock.advance(30_000);
    const code = totpCode(secret, clock.current);
    expect((await signIn(t.app, { ...account, twoFactorCode: code }, from(freshIp()))).statusCode).toBe(200);
  });
});

describe("per-address limits", () => {
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

  it("keys an IPv6 client by its /64, so rotating addresses inside it does not help", async () => {
    for (let i = 0; i < 30; i += 1) {
      const rotated = `2001:db8:77:1:${(i + 1).toString(16)}::${i}`;
      expect((await failSignIn(`v6.${i}.${Date.now()}@example.com`, rotated)).statusCode).toBe(401);
    }
    expect((await failSignIn("v6.next@example.com", "2001:db8:77:1:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    expect((await failSignIn("v6.next@example.com", "2001:db8:77:2::1")).statusCode).toBe(401);
  });

  it("believes X-Forwarded-For only from a configured proxy", async () => {
    const direct = await createTestApp({ now: clock.now });
    try {
      for (let i = 0; i < 30; i += 1) {
        await signIn(direct.app, { email: `x${i}@example.com`, password: "wrong-password" }, from(`198.51.100.${i}`));
      }
      // Without a trusted proxy every attempt came from the socket's address: one address, now limited.
      expect((await findFailureCounter(direct.db, limitKeys.signInAddress("127.0.0.1")))?.failures).toBe(30);
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

  it("allows 10 sign-ups an hour from one address, new or taken alike, then 429", async () => {
    const ip = freshIp();
    const taken = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      const body = i % 2 === 0 ? { ...newAccount(), email: taken.email } : newAccount();
      expect((await postJson(t.app, "/api/signup", body, from(ip))).statusCode).toBe(201);
    }
    const limited = await postJson(t.app, "/api/signup", newAccount(), from(ip));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toMatch(/Try again in \d+ minutes\./);
    clock.advance(HOUR);
    expect((await postJson(t.app, "/api/signup", newAccount(), from(ip))).statusCode).toBe(201);
  });
});

describe("account lockout", () => {
  /** Fails sign-in `count` times, spread out so the 5-per-15-minutes limit never answers first. */
  async function failSpreadOut(email: string, count: number, headers: Record<string, string> = {}) {
    for (let i = 0; i < count; i += 1) {
      clock.advance(16 * MINUTE);
      const response = await failSignIn(email, freshIp(), headers);
      expect(response.statusCode).toBe(401);
    }
  }

  it(`locks unknown browsers out after ${LOCKOUT_THRESHOLD} failures, answering the right password like a wrong one`, async () => {
    const account = await signUp(t.app);
    await failSpreadOut(account.email, LOCKOUT_THRESHOLD);
    clock.advance(MINUTE);
    const locked = await signIn(t.app, account, from(freshIp()));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
    expect(locked.cookies).toHaveLength(0);
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("lockout");
  });

  it("never locks the owner's own browser out for a stranger's guesses", async () => {
    const account = await signUp(t.app);
    const device = deviceCookieOf(await signIn(t.app, account, from(freshIp())));
    await failSpreadOut(account.email, 30);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(401);
    expect((await signIn(t.app, account, { ...from(freshIp()), cookie: device })).statusCode).toBe(200);
  });

  it("a stranger's genuine device cookie, from their own account, is still a stranger's for the owner's", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const strangersDevice = deviceCookieOf(await signIn(t.app, stranger, from(freshIp())));
    await failSpreadOut(owner.email, LOCKOUT_THRESHOLD, { cookie: strangersDevice });
    clock.advance(MINUTE);
    expect((await signIn(t.app, owner, from(freshIp()))).statusCode).toBe(401);
    expect((await findFailureCounter(t.db, limitKeys.lockout(await userIdOf(owner.email), "unknown")))?.failures).toBe(
      LOCKOUT_THRESHOLD,
    );
  });

  it("a known browser's own failures lock that browser only", async () => {
    const account = await signUp(t.app);
    const device = deviceCookieOf(await signIn(t.app, account, from(freshIp())));
    await failSpreadOut(account.email, LOCKOUT_THRESHOLD, { cookie: device });
    clock.advance(MINUTE);
    expect((await signIn(t.app, account, { ...from(freshIp()), cookie: device })).statusCode).toBe(401);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(200);
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
    expect(locked.json()).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
  });

  it(`at ${LOCKOUT_MAX_FAILURES} consecutive failures stays locked, however long after, until a password reset`, async () => {
    const account = await signUp(t.app);
    const key = limitKeys.lockout(await userIdOf(account.email), "unknown");
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i += 1) {
      const counter = await findFailureCounter(t.db, key);
      clock.current = Math.max(clock.current + 16 * MINUTE, (counter?.blocked_until ?? 0) + 1);
      expect((await failSignIn(account.email, freshIp())).statusCode).toBe(401);
    }
    expect((await findFailureCounter(t.db, key))?.failures).toBe(LOCKOUT_MAX_FAILURES);
    clock.advance(365 * DAY);
    expect((await signIn(t.app, account, from(freshIp()))).statusCode).toBe(401);
    expect((await findFailureCounter(t.db, key))?.failures).toBe(LOCKOUT_MAX_FAILURES);

    await postJson(t.app, "/api/auth/password-reset/request", { email: account.email }, from(freshIp()));
    await t.app.settleBackgroundWork();
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    const password = "a-fresh-start-2026";
    const reset = await postJson(t.app, "/api/auth/password-reset/confirm", {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await findFailureCounter(t.db, key)).toBeUndefined();
    expect((await signIn(t.app, { email: account.email, password }, from(freshIp()))).statusCode).toBe(200);
  });
});
