import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitKeys } from "../src/auth/abuse-limits.ts";
import { findFailureCounter } from "../src/db/failure-counters-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { sweep } from "../src/plugins/housekeeping.ts";
import { DAY, TestClock, sessionStatus, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const sessionCount = () => (t.app.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;

describe("housekeeping", () => {
  it("keeps an ended session a week so its tab can learn why, then forgets it", async () => {
    const account = await signUp(t.app);
    const first = await signedInCookie(t.app, account);
    const second = await signedInCookie(t.app, account);
    clock.advance(6 * DAY);
    sweep(t.app.db, clock.current);
    expect(await sessionStatus(t.app, first)).toMatchObject({ reason: "new_device" });
    clock.advance(2 * DAY);
    const before = sessionCount();
    const removed = sweep(t.app.db, clock.current);
    expect(removed.sessions).toBeGreaterThanOrEqual(2); // the ended one and the one past its 12 h expiry
    expect(sessionCount()).toBe(before - removed.sessions);
    expect(await sessionStatus(t.app, second)).toMatchObject({ isValid: false });
  });

  it("forgets a known device a year after it was last seen, when its cookie has expired", async () => {
    const account = await signUp(t.app);
    await signIn(t.app, account);
    const devices = () =>
      (
        t.app.db
          .prepare("SELECT count(*) AS n FROM known_devices WHERE user_id = ?")
          .get(findUserByEmail(t.app.db, account.email)!.id) as { n: number }
      ).n;
    expect(devices()).toBe(1);
    clock.advance(364 * DAY);
    sweep(t.app.db, clock.current);
    expect(devices()).toBe(1);
    clock.advance(2 * DAY);
    sweep(t.app.db, clock.current);
    expect(devices()).toBe(0);
  });

  it("forgets limit counters once their window has passed, but never a lockout count", async () => {
    const account = await signUp(t.app);
    const userId = findUserByEmail(t.app.db, account.email)!.id;
    await signIn(t.app, { email: account.email, password: "wrong-password" });
    const windowKey = limitKeys.signInAccount(account.email, "unknown");
    const lockoutKey = limitKeys.lockout(userId, "unknown");
    expect(findFailureCounter(t.app.db, windowKey)).toBeDefined();
    expect(findFailureCounter(t.app.db, lockoutKey)?.failures).toBe(1);
    clock.advance(30 * DAY);
    sweep(t.app.db, clock.current);
    expect(findFailureCounter(t.app.db, windowKey)).toBeUndefined();
    expect(findFailureCounter(t.app.db, lockoutKey)?.failures).toBe(1);
  });
});
