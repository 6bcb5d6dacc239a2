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

const sessionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("sessions")
        .select((row) => row.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("housekeeping", () => {
  it("keeps an ended session a week so its tab can learn why, then forgets it", async () => {
    const account = await signUp(t.app);
    const first = await signedInCookie(t.app, account);
    const second = await signedInCookie(t.app, account);
    clock.advance(6 * DAY);
    await sweep(t.db, clock.current);
    expect(await sessionStatus(t.app, first)).toMatchObject({ reason: "new_device" });
    clock.advance(2 * DAY);
    const before = await sessionCount();
    const removed = await sweep(t.db, clock.current);
    expect(removed.sessions).toBeGreaterThanOrEqual(2); // the ended one and the one past its 12 h expiry
    expect(await sessionCount()).toBe(before - removed.sessions);
    expect(await sessionStatus(t.app, second)).toMatchObject({ isValid: false });
  });

  it("forgets a known device a year after it was last seen, when its cookie has expired", async () => {
    const account = await signUp(t.app);
    await signIn(t.app, account);
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    const devices = async () =>
      (await t.db.selectFrom("known_devices").select("device_id").where("user_id", "=", userId).execute()).length;
    expect(await devices()).toBe(1);
    clock.advance(364 * DAY);
    await sweep(t.db, clock.current);
    expect(await devices()).toBe(1);
    clock.advance(2 * DAY);
    await sweep(t.db, clock.current);
    expect(await devices()).toBe(0);
  });

  it("forgets limit counters once their window has passed, but never a lockout count", async () => {
    const account = await signUp(t.app);
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    await signIn(t.app, { email: account.email, password: "wrong-password" });
    const windowKey = limitKeys.signInAccount(account.email, "unknown");
    const lockoutKey = limitKeys.lockout(userId, "unknown");
    expect(await findFailureCounter(t.db, windowKey)).toBeDefined();
    expect((await findFailureCounter(t.db, lockoutKey))?.failures).toBe(1);
    clock.advance(30 * DAY);
    await sweep(t.db, clock.current);
    expect(await findFailureCounter(t.db, windowKey)).toBeUndefined();
    expect((await findFailureCounter(t.db, lockoutKey))?.failures).toBe(1);
  });

  it("forgets an idempotency key after 24 hours and a conversion quote an hour after it expired", async () => {
    await t.db
      .insertInto("businesses")
      .values({
        id: "kept-business",
        application_id: null,
        legal_name: "Kept LLC",
        trade_name: null,
        mode: "sandbox",
        created_at: 1,
      })
      .execute();
    await t.db
      .insertInto("idempotency_keys")
      .values({
        business_id: "kept-business",
        key: "k",
        request_hash: "h",
        status_code: 201,
        response: "{}",
        created_at: clock.current,
      })
      .execute();
    await t.db
      .insertInto("conversion_quotes")
      .values({
        id: "old-quote",
        business_id: "kept-business",
        from_account_id: "bank-conversion-usd",
        to_account_id: "bank-conversion-usdc",
        from_currency: "USD",
        to_currency: "USDC",
        amount: 100n,
        fee: 0n,
        receive: 999_000n,
        rate: "1.0000",
        spread_bps: 10,
        created_by: "someone",
        created_at: clock.current,
        expires_at: clock.current + 30_000,
        used_at: null,
      })
      .execute();
    clock.advance(DAY - 1);
    expect(await sweep(t.db, clock.current)).toMatchObject({ idempotencyKeys: 0, quotes: 1 });
    clock.advance(2);
    expect(await sweep(t.db, clock.current)).toMatchObject({ idempotencyKeys: 1, quotes: 0 });
  });
});
