// POST /api/auth/password: the current password is the proof, checked and limited like a sign-in; the change keeps
// this session, ends every other one and wins against a sign-in checked against the old password.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@node-rs/argon2", async (importOriginal) =>
  (await import("./argon2-spy.ts")).spiedArgon2(importOriginal as never),
);
// Files share a worker's modules (vitest.config.ts): load the service afresh so it gets the spied argon2, and
// leave the next file fresh modules again, with the tests' cheap hashing (cheap-argon2.ts).
vi.resetModules();
afterAll(() => vi.resetModules());

const { argon2Calls } = await import("./argon2-spy.ts");
const { API_MESSAGES, VALIDATION_MESSAGES } = await import("@bank/contracts");
const { changePassword: changePasswordOf } = await import("../src/auth/password-change.ts");
const { createSession, generateSessionToken, hashSessionToken } = await import("../src/auth/session.ts");
const { listAuditEvents } = await import("../src/db/audit-store.ts");
const { findSession, insertSession } = await import("../src/db/sessions-store.ts");
const { findUserByEmail } = await import("../src/db/users-store.ts");
const { lastMailTo, tokenMailedTo } = await import("./outbox.ts");
const { DAY, MINUTE, TestClock, postJson, sessionStatus, signIn, signUp, signedInCookie } =
  await import("./support.ts");
const { createTestApp } = await import("./test-app.ts");

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // The app trusts its own loopback as the proxy, so each test's requests come from an address of their own.
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let addressCounter = 0;
/** A client address of the test's own, so per-address limits only answer where a test means them to. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function changePassword(
  cookie: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = { "x-forwarded-for": freshAddress() },
) {
  return postJson(t.app, "/api/auth/password", body, { cookie, ...headers });
}

const changeTo = (current: string, next: string) => ({
  currentPassword: current,
  password: next,
  confirmPassword: next,
});

/** A second open session of the user, as one that slipped in beside the single-device rule would be. */
async function anotherOpenSession(userId: string): Promise<string> {
  const token = generateSessionToken();
  const now = clock.current;
  await insertSession(t.db, {
    tokenHash: hashSessionToken(token),
    userId,
    rememberMe: false,
    now,
    expiresAt: now + DAY,
    ip: null,
    userAgent: null,
    factors: ["password"],
  });
  return `session=${token}`;
}

const passwordHashOf = async (email: string) => (await findUserByEmail(t.db, email))!.password_hash;
const checksOf = (hash: string, mark: number) => argon2Calls.verified.slice(mark).filter((h) => h === hash).length;

describe("changing the password", () => {
  it("refuses the old password at sign-in and takes the new one; this session lives, another ends", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const user = (await findUserByEmail(t.db, account.email))!;
    const other = await anotherOpenSession(user.id);
    await postJson(t.app, "/api/auth/password-reset/request", { email: account.email });
    await t.app.settleBackgroundWork();
    const resetToken = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;

    const response = await changePassword(cookie, changeTo(account.password, "a-fresh-password-2026"), {
      "x-forwarded-for": "203.0.113.7",
      "user-agent": CHROME_ON_MAC,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: API_MESSAGES.passwordChangedHere });

    expect(await sessionStatus(t.app, cookie)).toEqual({ isValid: true });
    expect(await sessionStatus(t.app, other)).toEqual({
      isValid: false,
      reason: "password_changed",
      loggedOutReason: "password_changed",
    });
    expect((await signIn(t.app, account)).statusCode).toBe(401);
    expect((await signIn(t.app, { email: account.email, password: "a-fresh-password-2026" })).statusCode).toBe(200);
    const after = (await findUserByEmail(t.db, account.email))!;
    expect(after.credential_version).toBe(user.credential_version + 1);

    // A reset link mailed before the change no longer works.
    const reset = await postJson(t.app, "/api/auth/password-reset/confirm", {
      token: resetToken,
      password: "reset-after-change",
      confirmPassword: "reset-after-change",
    });
    expect(reset.statusCode).toBe(400);

    await t.app.settleBackgroundWork();
    const notice = lastMailTo(t.dataDir, account.email, "your password was changed")!;
    expect(notice.body).toContain("Chrome on macOS");
    expect(notice.body).toContain("203.0.113.7");
    expect(notice.body).toContain(new Date(clock.current).toUTCString());
    expect(notice.links).toContain("https://bank.example/forgot-password");
    expect(notice.body).not.toContain("a-fresh-password-2026");
    expect(notice.body).not.toContain(account.password);

    const events = await listAuditEvents(t.db, { userId: user.id });
    const changed = events.find((e) => e.event === "password_changed")!;
    expect(changed).toMatchObject({ ip: "203.0.113.7", user_agent: CHROME_ON_MAC });
    expect(JSON.parse(changed.detail!)).toEqual({ sessionsEnded: 1 });
    expect(JSON.stringify(events)).not.toContain("a-fresh-password-2026");
  });

  it("a right current password also refreshes the session's step-up proof", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    clock.advance(11 * MINUTE);
    const emailChange = () =>
      postJson(t.app, "/api/auth/email-change", { newEmail: `moved.${clock.current}@example.com` }, { cookie });
    expect((await emailChange()).statusCode).toBe(403);
    expect((await changePassword(cookie, changeTo(account.password, "proof-by-changing-1"))).statusCode).toBe(200);
    expect((await emailChange()).statusCode).toBe(200);
  });

  it("a wrong current password is 401, audited, and changes nothing", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const response = await changePassword(cookie, changeTo("not-my-password", "whatever-new-one-1"));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.wrongPassword });
    expect((await signIn(t.app, account)).statusCode).toBe(200);
    const failures = (await listAuditEvents(t.db, { email: account.email })).filter((e) => e.event === "reauth_failed");
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!.detail!)).toEqual({ cause: "password_change" });
  });

  it("wrong current passwords count like sign-in failures: 429 past the limit, then a lock sign-in shares", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const wrong = (i: number) => changePassword(cookie, changeTo(`wrong-guess-${i}`, "never-set-password"));

    for (let i = 0; i < 5; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    const throttled = await wrong(5);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);

    // Four more, twice, each batch in a window of its own: ten consecutive failures start the account's lock.
    clock.advance(16 * MINUTE);
    for (let i = 6; i < 10; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    clock.advance(16 * MINUTE);
    for (let i = 10; i < 11; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toContain("lockout");

    // Locked: the right password is answered like a wrong one, here and at sign-in from a browser of that class.
    const locked = await changePassword(cookie, changeTo(account.password, "never-set-password"));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ success: false, message: API_MESSAGES.wrongPassword });
    expect((await signIn(t.app, account, { "x-forwarded-for": freshAddress() })).statusCode).toBe(401);
  });

  it("20 parallel changes with a wrong current password get no more checks than the limit", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const hash = await passwordHashOf(account.email);
    const mark = argon2Calls.verified.length;
    const hashesBefore = argon2Calls.hashed;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(cookie, changeTo(`parallel-guess-${i}`, "never-set-2"))),
    );
    expect(checksOf(hash, mark)).toBeLessThanOrEqual(5);
    expect(argon2Calls.hashed).toBe(hashesBefore); // no new password was hashed for a wrong proof
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("a sign-in checked against the old password never leaves a session once the change commits", async () => {
    clock.advance(DAY);
    let raced = 0;
    for (let round = 0; round < 8; round += 1) {
      const account = await signUp(t.app);
      const cookie = await signedInCookie(t.app, account);
      const before = (await findUserByEmail(t.db, account.email))!;
      const newPassword = `raced-new-password-${round}`;
      const mark = argon2Calls.verified.length;
      const hashesBefore = argon2Calls.hashed;
      const change = changePassword(cookie, changeTo(account.password, newPassword));
      // Odd rounds sign in at once. Even rounds wait until the change, its current password checked, hashes the
      // new one: the sign-in then reads the old hash and checks it while the change commits.
      if (round % 2 === 0) {
        for (let waited = 0; argon2Calls.hashed === hashesBefore && waited < 5_000; waited += 1) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
      const racingSignIn = signIn(t.app, account, { "x-forwarded-for": freshAddress() });
      const [changed, signedIn] = await Promise.all([change, racingSignIn]);

      if (changed.statusCode !== 200) {
        // The sign-in committed first and ended this session (new_device): nothing was changed.
        expect(changed.json()).toEqual({ success: false, message: API_MESSAGES.notSignedIn });
        expect(signedIn.statusCode).toBe(200);
        expect((await signIn(t.app, account)).statusCode).toBe(200);
        continue;
      }
      // The change won: whatever the sign-in answered, no session of it is open, and the old password is dead.
      if (signedIn.statusCode === 200) {
        const session = signedIn.cookies.find((c) => c.name === "session")!;
        expect(await sessionStatus(t.app, `session=${session.value}`)).toMatchObject({ isValid: false });
      }
      // Two checks of the old hash: the change's own, and the sign-in's, which passed but opened nothing.
      if (checksOf(before.password_hash, mark) === 2) raced += 1;
      expect((await signIn(t.app, account)).statusCode).toBe(401);
      expect((await signIn(t.app, { email: account.email, password: newPassword })).statusCode).toBe(200);
      const stale = await createSession(
        t.db,
        { id: before.id, credentialVersion: before.credential_version },
        { rememberMe: false, ip: null, userAgent: null, factors: ["password"] },
        clock.current,
      );
      expect(stale).toBeNull();
    }
    // The window was hit: a sign-in that had checked the old password was refused rather than opening a session.
    expect(raced).toBeGreaterThan(0);
  });
});

describe("two changes from one session", () => {
  it("the second, checked against the password the first replaced, changes nothing", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const user = (await findUserByEmail(t.db, account.email))!;
    const session = (await findSession(t.db, hashSessionToken(cookie.split("=")[1]!)))!;
    const client = { ip: "192.0.2.8", userAgent: null, deviceId: null };
    // Both read the account before either wrote: the second's proof is the password the first replaced.
    const first = await changePasswordOf(
      t.app.deps,
      { session, user },
      { currentPassword: account.password, password: "first-of-two-changes" },
      client,
    );
    const second = await changePasswordOf(
      t.app.deps,
      { session, user },
      { currentPassword: account.password, password: "second-of-two-changes" },
      client,
    );
    expect(first).toEqual({ kind: "changed" });
    expect(second).toEqual({ kind: "stale" });
    expect((await signIn(t.app, { email: account.email, password: "first-of-two-changes" })).statusCode).toBe(200);
    expect((await signIn(t.app, { email: account.email, password: "second-of-two-changes" })).statusCode).toBe(401);
  });
});

describe("what the route refuses", () => {
  it("needs a session", async () => {
    const response = await postJson(t.app, "/api/auth/password", changeTo("whatever-old-1", "whatever-new-1"));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.notSignedIn });
  });

  it("applies the sign-up rules to the new password, before any password is checked", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const mark = argon2Calls.verified.length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [changeTo(account.password, "short"), { password: VALIDATION_MESSAGES.passwordTooShort }],
      [changeTo(account.password, "x".repeat(129)), { password: VALIDATION_MESSAGES.passwordTooLong }],
      [
        { ...changeTo(account.password, "one-new-password"), confirmPassword: "another-new-password" },
        { confirmPassword: VALIDATION_MESSAGES.passwordsDontMatch },
      ],
      [changeTo(account.password, account.password), { password: VALIDATION_MESSAGES.newPasswordSameAsCurrent }],
      [changeTo("", "a-good-new-password"), { currentPassword: VALIDATION_MESSAGES.currentPasswordRequired }],
      [changeTo(account.password, "password123"), { password: API_MESSAGES.commonPassword }],
    ];
    for (const [body, errors] of cases) {
      const response = await changePassword(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors });
    }
    expect(checksOf(await passwordHashOf(account.email), mark)).toBe(0);
    expect((await signIn(t.app, account)).statusCode).toBe(200);
  });

  it("malformed bodies get a 4xx with the error shape, never a 5xx", async () => {
    clock.advance(DAY);
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    const bodies: unknown[] = [
      {},
      [],
      "a string",
      null,
      { currentPassword: 42, password: ["x"], confirmPassword: {} },
      { currentPassword: "x".repeat(129), password: "a-good-new-one", confirmPassword: "a-good-new-one" },
    ];
    for (const body of bodies) {
      const response = await changePassword(cookie, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const huge = await changePassword(cookie, changeTo("y".repeat(20_000), "a-good-new-one"));
    expect(huge.statusCode).toBe(413);
  });
});
