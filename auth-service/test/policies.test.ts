// The security policies as plain functions on a movable clock: windows, lockout growth, device classes, client
// address keys, step-up age, session lifetimes, and the charge-and-settle of attempts on a real database file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_LOCKOUT,
  LOCKED_UNTIL_RESET,
  LOCKOUT_THRESHOLD,
  blockedFor,
  chargeCounter,
  deviceClassOf,
  lockoutDuration,
  refundCounter,
  windowPolicy,
  type Counter,
} from "../src/auth/abuse-limits.ts";
import { chargeAttempt, settleAttempt } from "../src/auth/attempts.ts";
import { addressKey } from "../src/core/client-address.ts";
import {
  REMEMBERED_IDLE_MS,
  REMEMBERED_SESSION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  hasExpired,
} from "../src/auth/session.ts";
import { STEP_UP_MAX_AGE_MS, hasFreshProof } from "../src/auth/session-proof.ts";
import { describeUserAgent } from "../src/core/user-agent.ts";
import type { Database, Db } from "../src/db/database.ts";
import { findFailureCounter, saveFailureCounter } from "../src/db/failure-counters-store.ts";
import { HOUR, MINUTE, TestClock } from "./support.ts";
import { openTestDatabase } from "./test-database.ts";

function chargeTimes(policy: ReturnType<typeof windowPolicy>, times: number, clock: TestClock): Counter | undefined {
  let counter: Counter | undefined;
  for (let i = 0; i < times; i += 1) counter = chargeCounter(counter, policy, clock.now());
  return counter;
}

describe("window policy", () => {
  const policy = windowPolicy(5, 15 * MINUTE, "forget");

  it("blocks at its maximum until the window ends, then starts a new count", () => {
    const clock = new TestClock();
    const four = chargeTimes(policy, 4, clock)!;
    expect(blockedFor(four, policy, clock.now())).toBe(0);
    const five = chargeCounter(four, policy, clock.now());
    expect(blockedFor(five, policy, clock.now())).toBe(15 * MINUTE);
    clock.advance(10 * MINUTE);
    expect(blockedFor(five, policy, clock.now())).toBe(5 * MINUTE);
    clock.advance(5 * MINUTE);
    expect(blockedFor(five, policy, clock.now())).toBe(0);
    expect(chargeCounter(five, policy, clock.now()).failures).toBe(1);
  });

  it("may be forgotten once its window has passed", () => {
    const clock = new TestClock();
    expect(chargeTimes(policy, 1, clock)!.forget_at).toBe(clock.now() + 15 * MINUTE);
  });
});

describe("lockout growth", () => {
  it.each([
    [9, 0],
    [10, 15 * MINUTE],
    [14, 15 * MINUTE],
    [15, 30 * MINUTE],
    [20, HOUR],
    [40, 16 * HOUR],
    [45, 24 * HOUR],
    [99, 24 * HOUR],
    [100, Number.POSITIVE_INFINITY],
  ])("after %i consecutive failures locks for %d ms", (failures, duration) => {
    expect(lockoutDuration(failures)).toBe(duration);
  });

  it("is never stale and never swept: only a success or a reset forgets it", () => {
    const clock = new TestClock();
    const counter = chargeCounter(undefined, ACCOUNT_LOCKOUT, clock.now());
    clock.advance(365 * 24 * HOUR);
    expect(ACCOUNT_LOCKOUT.isStale(counter, clock.now())).toBe(false);
    expect(counter.forget_at).toBeNull();
  });

  it("at 100 locks until a reset, whatever the clock says", () => {
    const clock = new TestClock();
    let counter: Counter | undefined;
    for (let i = 0; i < 100; i += 1) counter = chargeCounter(counter, ACCOUNT_LOCKOUT, clock.now());
    expect(counter!.blocked_until).toBe(LOCKED_UNTIL_RESET);
    clock.advance(10 * 365 * 24 * HOUR);
    expect(blockedFor(counter, ACCOUNT_LOCKOUT, clock.now())).toBeGreaterThan(0);
  });
});

describe("refunds", () => {
  it("lift the block their own charge started, and leave one another attempt set", () => {
    const clock = new TestClock();
    const nine = chargeTimes(windowPolicy(10, HOUR, "refund"), 9, clock)!;
    const tenth = chargeCounter(nine, ACCOUNT_LOCKOUT, clock.now());
    expect(tenth.blocked_until).toBeGreaterThan(clock.now());
    expect(refundCounter(tenth, tenth.blocked_until)).toMatchObject({ failures: 9, blocked_until: 0 });
    expect(refundCounter(tenth, null)).toMatchObject({ failures: 9, blocked_until: tenth.blocked_until });
    expect(refundCounter({ ...tenth, failures: 0 }, null).failures).toBe(0);
  });
});

describe("device classes", () => {
  it("a known browser counts for itself, every other browser for the unknown class", () => {
    expect(deviceClassOf(null)).toBe("unknown");
    expect(deviceClassOf("abc")).toBe("device:abc");
  });
});

describe("client address keys", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not-an-address", "not-an-address"],
  ])("%s counts as %s", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe("step-up age", () => {
  it("a proof holds for 10 minutes and not a millisecond more", () => {
    const clock = new TestClock();
    const session = { reauthenticated_at: clock.now() };
    clock.advance(STEP_UP_MAX_AGE_MS);
    expect(hasFreshProof(session, clock.now())).toBe(true);
    clock.advance(1);
    expect(hasFreshProof(session, clock.now())).toBe(false);
  });
});

describe("session lifetimes", () => {
  const session = (rememberMe: boolean, now: number) => ({
    remember_me: rememberMe ? 1 : 0,
    last_active_at: now,
    expires_at: now + (rememberMe ? REMEMBERED_SESSION_MS : SESSION_ABSOLUTE_MS),
  });

  it("a browser session: 12 hours, 30 minutes idle", () => {
    const start = new TestClock().now();
    expect(hasExpired(session(false, start), start + SESSION_IDLE_MS - 1)).toBe(false);
    expect(hasExpired(session(false, start), start + SESSION_IDLE_MS)).toBe(true);
    expect(hasExpired({ ...session(false, start), last_active_at: start + 12 * HOUR - 1 }, start + 12 * HOUR)).toBe(
      true,
    );
  });

  it("remember me: 24 hours, 1 hour idle (NIST SP 800-63B-4, AAL2)", () => {
    const start = new TestClock().now();
    expect(REMEMBERED_SESSION_MS).toBe(24 * HOUR);
    expect(hasExpired(session(true, start), start + REMEMBERED_IDLE_MS - 1)).toBe(false);
    expect(hasExpired(session(true, start), start + REMEMBERED_IDLE_MS)).toBe(true);
    expect(hasExpired({ ...session(true, start), last_active_at: start + 24 * HOUR - 1 }, start + 24 * HOUR)).toBe(
      true,
    );
  });
});

describe("charging attempts in the database", () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());
  const perAddress = windowPolicy(3, HOUR, "refund");
  const failuresOf = async (key: string) => (await findFailureCounter(db, key))?.failures;

  it("charges every key at once, and a blocked throttle key refuses the attempt charging nothing", async () => {
    const clock = new TestClock();
    const charges = [
      { key: "t:address", policy: perAddress },
      { key: "t:lock", policy: ACCOUNT_LOCKOUT },
    ];
    for (let i = 0; i < 3; i += 1) expect((await chargeAttempt(db, charges, clock.now())).kind).toBe("charged");
    expect(await chargeAttempt(db, charges, clock.now())).toEqual({ kind: "throttled", retryAfterMs: HOUR });
    expect(await failuresOf("t:lock")).toBe(3);
  });

  it("a locked lock key marks the attempt locked and is not charged; the windows still are", async () => {
    const clock = new TestClock();
    await saveFailureCounter(db, {
      key: "l:lock",
      failures: 12,
      window_start: 0,
      last_failure_at: 0,
      blocked_until: clock.now() + HOUR,
      forget_at: null,
    });
    const attempt = await chargeAttempt(
      db,
      [
        { key: "l:address", policy: perAddress },
        { key: "l:lock", policy: ACCOUNT_LOCKOUT },
      ],
      clock.now(),
    );
    expect(attempt).toMatchObject({ kind: "charged", locked: true });
    expect(await failuresOf("l:lock")).toBe(12);
    expect(await failuresOf("l:address")).toBe(1);
  });

  it("settling a success refunds or forgets each key as its policy says; a step refunds them all", async () => {
    const clock = new TestClock();
    const charges = [
      { key: "s:address", policy: perAddress },
      { key: "s:lock", policy: ACCOUNT_LOCKOUT },
    ];
    await chargeAttempt(db, charges, clock.now());
    const step = await chargeAttempt(db, charges, clock.now());
    await settleAttempt(db, step, "step");
    expect(await failuresOf("s:address")).toBe(1);
    expect(await failuresOf("s:lock")).toBe(1);
    await settleAttempt(db, await chargeAttempt(db, charges, clock.now()), "success");
    expect(await failuresOf("s:address")).toBe(1);
    expect(await findFailureCounter(db, "s:lock")).toBeUndefined();
  });

  it("attempts sent at once are charged one after another: none is lost, none gets past the limit", async () => {
    const clock = new TestClock();
    const charges = [
      { key: "p:address", policy: windowPolicy(30, HOUR, "refund") },
      { key: "p:lock", policy: ACCOUNT_LOCKOUT },
    ];
    const attempts = await Promise.all(Array.from({ length: 40 }, () => chargeAttempt(db, charges, clock.now())));
    expect(attempts.filter((attempt) => attempt.kind === "charged")).toHaveLength(30);
    expect(await failuresOf("p:address")).toBe(30);
    // The account's lock started at the 10th failure: later attempts were refused unchecked, not counted again.
    expect(await failuresOf("p:lock")).toBe(LOCKOUT_THRESHOLD);
  });
});

describe("browser descriptions for notices", () => {
  it("names the browser and system as a customer would", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
      ),
    ).toBe("Microsoft Edge on Windows");
    expect(describeUserAgent(null)).toBe("an unknown browser");
  });
});
