// GET /api/auth/activity: the customer's own last 50 security events, newest first, in public terms and words.
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_TYPES, activityResponseSchema, activityText } from "@bank/contracts";
import { recordAuditEvent } from "../src/core/audit.ts";
import { recentUserEventsQuery } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { DAY, MINUTE, TestClock, postJson, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

const activity = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/activity", headers: { cookie } });

describe("GET /api/auth/activity", () => {
  it("lists the account's events newest first, with time, address and browser in words, and no detail", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app, {}, { verified: false });
    clock.advance(MINUTE);
    await signIn(
      t.app,
      { email: account.email, password: "not-the-password" },
      { "user-agent": FIREFOX_ON_WINDOWS, "x-forwarded-for": "203.0.113.66" },
    );
    clock.advance(MINUTE);
    const signedIn = await signIn(t.app, account, { "user-agent": CHROME_ON_MAC, "x-forwarded-for": "198.51.100.20" });
    const cookie = `session=${signedIn.cookies.find((c) => c.name === "session")!.value}`;
    clock.advance(MINUTE);
    await postJson(
      t.app,
      "/api/auth/password",
      { currentPassword: account.password, password: "activity-new-pass", confirmPassword: "activity-new-pass" },
      { cookie, "user-agent": CHROME_ON_MAC, "x-forwarded-for": "198.51.100.20" },
    );

    const response = await activity(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { events } = activityResponseSchema.parse(response.json());
    expect(events.map((e) => e.type)).toEqual(["password_changed", "signed_in", "signin_failed", "account_created"]);
    expect(events[0]).toEqual({
      at: new Date(clock.current).toISOString(),
      type: "password_changed",
      ip: "198.51.100.20",
      device: "Chrome on macOS",
    });
    expect(events[1]!.device).toBe("Chrome on macOS");
    expect(activityText(events[1]!.type, events[1]!.device)).toBe("Signed in from Chrome on macOS");
    expect(events[2]).toMatchObject({ ip: "203.0.113.66", device: "Firefox on Windows" });
    expect(activityText(events[2]!.type, events[2]!.device)).toBe("Failed sign-in attempt from Firefox on Windows");
    expect(events[3]!.device).toBeNull(); // signed up through inject, with no User-Agent
    for (const event of events) expect(Object.keys(event).sort()).toEqual(["at", "device", "ip", "type"]);
    // Nothing of the audit rows' detail JSON (causes, flags, counts) reaches the answer.
    for (const word of ["detail", "cause", "rememberMe", "newDevice", "sessionsEnded", "activity-new-pass"]) {
      expect(JSON.stringify(events)).not.toContain(word);
    }
    for (const value of events.flatMap((event) => Object.values(event))) expect(String(value)).not.toMatch(/^[{[]/);
  });

  it("never shows another user's events, nor events without a user", async () => {
    clock.advance(DAY);
    const mine = await signUp(t.app, {}, { verified: false });
    const theirs = await signUp(t.app, {}, { verified: false });
    const cookie = await signedInCookie(t.app, mine);
    await signedInCookie(t.app, theirs);
    await signIn(t.app, { email: theirs.email, password: "wrong-for-them" }, { "x-forwarded-for": "203.0.113.99" });
    await signIn(t.app, { email: `nobody.${Date.now()}@example.com`, password: "no-such-account" });

    const { events } = activityResponseSchema.parse((await activity(cookie)).json());
    expect(events.map((e) => e.type)).toEqual(["signed_in", "account_created"]);
    expect(JSON.stringify(events)).not.toContain("203.0.113.99");
  });

  it("lists at most the newest 50, and events of one millisecond in the order they happened", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app, {}, { verified: false });
    const user = (await findUserByEmail(t.db, account.email))!;
    const subject = { userId: user.id, email: user.email, ip: "192.0.2.1", userAgent: null };
    for (let i = 0; i < 60; i += 1) {
      clock.advance(1_000);
      await recordAuditEvent(t.db, i % 2 === 0 ? "signin_ok" : "signout", subject, clock.current);
    }
    // A sign-in ending another session writes both events in one millisecond: the ending is the newer.
    await recordAuditEvent(t.db, "signin_ok", subject, clock.current + 1);
    await recordAuditEvent(t.db, "session_ended_new_device", subject, clock.current + 1);
    clock.advance(1);

    const cookie = await signedInCookie(t.app, account);
    const { events } = activityResponseSchema.parse((await activity(cookie)).json());
    expect(events).toHaveLength(50);
    expect(events.slice(0, 4).map((e) => e.type)).toEqual([
      "signed_in", // this request's own sign-in
      "signed_out_new_device",
      "signed_in",
      "signed_out", // the 60th inserted
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events.at(-1)!.at).toBe(new Date(clock.current - 1 - 46 * 1_000).toISOString());
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/activity" });
    expect(response.statusCode).toBe(401);
    expect((await activity("session=not-a-session")).statusCode).toBe(401);
  });

  it("every public type has its words", () => {
    for (const type of ACTIVITY_TYPES) expect(activityText(type, null)).not.toBe("");
  });
});

describe("the activity query", () => {
  it(`is served by the index audit_events_by_user on ${TEST_ENGINE}`, async () => {
    // A trail of some size (200 users, 40 events each), so the planner weighs the index as it would in production.
    const rows = Array.from({ length: 8_000 }, (_, i) => ({
      at: clock.current - i * 1_000,
      event: i % 3 === 0 ? "signin_failed" : "signin_ok",
      user_id: `explain-user-${i % 200}`,
      email: null,
      ip: null,
      detail: null,
      user_agent: null,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await t.db
        .insertInto("audit_events")
        .values(rows.slice(i, i + 1_000))
        .execute();
    await t.db.executeQuery(CompiledQuery.raw("ANALYZE"));

    const compiled = recentUserEventsQuery(t.db, "explain-user-7", ["signin_ok", "signout"], 50).compile();
    const explain = TEST_ENGINE === "postgres" ? "EXPLAIN" : "EXPLAIN QUERY PLAN";
    const result = await t.db.executeQuery(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]));
    const plan = result.rows.map((row) => Object.values(row as object).join(" ")).join("\n");
    expect(plan).toContain("audit_events_by_user");
    expect(plan).not.toMatch(/Seq Scan|SCAN audit_events(?! USING)/);
    // SQLite reads the index backwards for the order too (its rowid is the id); PostgreSQL sorts the user's rows.
    if (TEST_ENGINE === "sqlite") expect(plan).not.toContain("TEMP B-TREE");
  });
});
