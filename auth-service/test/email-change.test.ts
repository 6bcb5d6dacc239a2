// POST /api/auth/email-change | email-change/confirm: a link to the new address moves the account, the old address
// is told, and asking tells nobody whether the new address banks here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES, VALIDATION_MESSAGES } from "@bank/contracts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { lastMailTo, readOutbox, tokenMailedTo } from "./outbox.ts";
import { DAY, MINUTE, TestClock, postJson, sessionStatus, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  // The app trusts its own loopback as the proxy, so a request can say which client address it comes from.
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

const CONFIRM_PAGE = "/email-verification";

let addressCounter = 0;
const freeAddress = () => `new.home.${process.pid}.${++addressCounter}@example.org`;

const requestChange = (cookie: string, newEmail: unknown) =>
  postJson(t.app, "/api/auth/email-change", { newEmail }, { cookie });
const confirm = (token: unknown) => postJson(t.app, "/api/auth/email-change/confirm", { token });

/** The token of the newest email-change link mailed to `address`. */
const changeTokenMailedTo = (address: string) => tokenMailedTo(t.dataDir, address, CONFIRM_PAGE, "change");

/** A signed-in account (fresh step-up proof) that has asked to move to a free address; the link's token. */
async function pendingChange() {
  clock.advance(DAY);
  const account = await signUp(t.app);
  const cookie = await signedInCookie(t.app, account);
  const newEmail = freeAddress();
  expect((await requestChange(cookie, newEmail)).statusCode).toBe(200);
  await t.app.settleBackgroundWork();
  const token = changeTokenMailedTo(newEmail)!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { account, cookie, newEmail, token };
}

describe("asking to change the address", () => {
  it("answers a free and a taken address byte for byte the same, before either is looked up", async () => {
    clock.advance(DAY);
    const owner = await signUp(t.app);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    await t.app.settleBackgroundWork();

    /** The answer, and whether anything was mailed (so anything looked up) before it went. */
    const answerOf = async (newEmail: string) => {
      const mailsBefore = readOutbox(t.dataDir).length;
      const response = await requestChange(cookie, newEmail);
      const mailedBefore = readOutbox(t.dataDir).length > mailsBefore;
      await t.app.settleBackgroundWork();
      expect(readOutbox(t.dataDir).length).toBe(mailsBefore + 2);
      return { response, mailedBefore };
    };
    const { response: free, mailedBefore: freeMailedFirst } = await answerOf(freeAddress());
    const { response: taken, mailedBefore: takenMailedFirst } = await answerOf(owner.email);
    expect([freeMailedFirst, takenMailedFirst]).toEqual([false, false]);

    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect(free.json()).toEqual({ success: true, message: API_MESSAGES.emailChangeRequested });
    const headersOf = (response: typeof free) => {
      // The flood cap's count goes down with every request, whatever its address.
      const { date: _date, "x-request-id": _id, "x-ratelimit-remaining": _remaining, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(taken)).toEqual(headersOf(free));
  });

  it("mails a link to a free address and a notice to the current one", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const newEmail = freeAddress();
    await postJson(t.app, "/api/auth/email-change", { newEmail }, { cookie, "x-forwarded-for": "203.0.113.9" });
    await t.app.settleBackgroundWork();

    const link = lastMailTo(t.dataDir, newEmail, "confirm your new email address")!;
    const url = new URL(link.links.find((l) => l.includes(CONFIRM_PAGE))!);
    expect(`${url.origin}${url.pathname}`).toBe("https://bank.example/email-verification");
    expect(url.searchParams.get("change")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.body).not.toContain(account.firstName);
    // Only the token's hash is kept.
    const stored = await t.db.selectFrom("one_time_tokens").select("token_hash").execute();
    expect(stored.some((row) => row.token_hash === url.searchParams.get("change"))).toBe(false);

    const notice = lastMailTo(t.dataDir, account.email, "a change of your email address was requested")!;
    expect(notice.body).toContain(`n***@example.org`);
    expect(notice.body).not.toContain(newEmail);
    expect(notice.body).toContain("203.0.113.9");
    expect(notice.links).toContain("https://bank.example/forgot-password");

    const requested = (await listAuditEvents(t.db, { email: account.email })).find(
      (e) => e.event === "email_change_requested",
    )!;
    expect(JSON.parse(requested.detail!)).toEqual({ newEmail });
  });

  it("a taken address gets no link: its owner is told someone tried, the current address gets the same notice", async () => {
    clock.advance(DAY);
    const owner = await signUp(t.app);
    const ownerCookie = await signedInCookie(t.app, owner);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    await t.app.settleBackgroundWork();
    const before = (await findUserByEmail(t.db, owner.email))!;

    expect((await requestChange(cookie, owner.email)).statusCode).toBe(200);
    await t.app.settleBackgroundWork();

    expect(changeTokenMailedTo(owner.email)).toBeUndefined();
    const tried = lastMailTo(t.dataDir, owner.email, "someone tried to use your address")!;
    expect(tried.body).toContain("nothing was changed");
    expect(tried.links.filter((l) => l.includes("change="))).toEqual([]);
    expect(lastMailTo(t.dataDir, account.email, "a change of your email address was requested")).toBeDefined();
    // Nothing about either account changed.
    expect(await findUserByEmail(t.db, owner.email)).toEqual(before);
    expect((await findUserByEmail(t.db, account.email))!.email).toBe(account.email);
    expect(await sessionStatus(t.app, ownerCookie)).toEqual({ isValid: true });
    expect(await sessionStatus(t.app, cookie)).toEqual({ isValid: true });
  });

  it("needs a fresh step-up proof: a stale session gets 403 reauthenticationRequired", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    clock.advance(11 * MINUTE);
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }); // active, so not idled out
    const refused = await requestChange(cookie, freeAddress());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      reauthenticationRequired: true,
      message: API_MESSAGES.reauthenticationRequired,
    });
    await t.app.settleBackgroundWork();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes(account.email) && m.subject.includes("change"))).toEqual(
      [],
    );
    const proof = await postJson(t.app, "/api/auth/reauthenticate", { password: account.password }, { cookie });
    expect(proof.statusCode).toBe(200);
    expect((await requestChange(cookie, freeAddress())).statusCode).toBe(200);
  });

  it("refuses the current address, a malformed one and a missing session", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const same = await requestChange(cookie, account.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ success: false, message: API_MESSAGES.emailChangeSameAddress });
    for (const newEmail of ["not-an-address", 42, null, ["a@b.example"], `${"x".repeat(250)}@example.com`]) {
      const response = await requestChange(cookie, newEmail);
      expect(response.statusCode, JSON.stringify(newEmail)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { newEmail: VALIDATION_MESSAGES.invalidEmail } });
    }
    expect((await postJson(t.app, "/api/auth/email-change", {}, { cookie })).statusCode).toBe(400);
    expect((await requestChange("session=not-a-session", freeAddress())).statusCode).toBe(401);
  });

  it("is limited to 5 an hour per account, and 5 an hour per new address across accounts", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    for (let i = 0; i < 5; i += 1) expect((await requestChange(cookie, freeAddress())).statusCode).toBe(200);
    const limited = await requestChange(cookie, freeAddress());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const target = freeAddress();
    for (let i = 0; i < 5; i += 1) {
      const sender = await signedInCookie(t.app, await signUp(t.app));
      expect((await requestChange(sender, target)).statusCode).toBe(200);
    }
    const sender = await signedInCookie(t.app, await signUp(t.app));
    expect((await requestChange(sender, target)).statusCode).toBe(429);
    await t.app.settleBackgroundWork();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes(target))).toHaveLength(5);
  });
});

describe("confirming the change", () => {
  it("moves the account to the new, verified address, ends every session, and tells both addresses", async () => {
    const { account, cookie, newEmail, token } = await pendingChange();
    const before = (await findUserByEmail(t.db, account.email))!;

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: API_MESSAGES.emailChanged });

    const after = (await findUserByEmail(t.db, newEmail))!;
    expect(after.id).toBe(before.id);
    expect(after.email_verified_at).toBe(clock.current);
    expect(after.credential_version).toBe(before.credential_version + 1);
    expect(await findUserByEmail(t.db, account.email)).toBeUndefined();
    expect(await sessionStatus(t.app, cookie)).toEqual({
      isValid: false,
      reason: "email_changed",
      loggedOutReason: "email_changed",
    });

    expect((await signIn(t.app, account)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, { email: newEmail, password: account.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: newEmail, emailVerified: true });

    await t.app.settleBackgroundWork();
    const told = lastMailTo(t.dataDir, account.email, "your email address was changed")!;
    expect(told.body).toContain("n***@example.org");
    expect(told.body).not.toContain(newEmail);
    expect(lastMailTo(t.dataDir, newEmail, "your new email address is confirmed")).toBeDefined();
    const changed = (await listAuditEvents(t.db, { userId: before.id })).find((e) => e.event === "email_changed")!;
    expect(changed.email).toBe(newEmail);
    expect(JSON.parse(changed.detail!)).toEqual({ previousEmail: account.email });
  });

  it("a link works once", async () => {
    const { token } = await pendingChange();
    expect((await confirm(token)).statusCode).toBe(200);
    const replay = await confirm(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, message: API_MESSAGES.emailChangeLinkInvalid });
  });

  it("two confirmations racing with one link: one passes", async () => {
    const { token } = await pendingChange();
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("an address taken meanwhile is refused with 400 and nothing changes", async () => {
    const { account, cookie, newEmail, token } = await pendingChange();
    const before = (await findUserByEmail(t.db, account.email))!;
    await signUp(t.app, { email: newEmail });

    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.emailChangeAddressTaken });
    expect(await findUserByEmail(t.db, account.email)).toEqual(before);
    expect(await sessionStatus(t.app, cookie)).toEqual({ isValid: true });
    expect((await signIn(t.app, account)).statusCode).toBe(200);
    expect((await listAuditEvents(t.db, { userId: before.id })).map((e) => e.event)).not.toContain("email_changed");
  });

  it("a newer request replaces the older link, and a link expires after 30 minutes", async () => {
    const { cookie, newEmail: first, token: older } = await pendingChange();
    const second = freeAddress();
    expect((await requestChange(cookie, second)).statusCode).toBe(200);
    await t.app.settleBackgroundWork();
    const newer = changeTokenMailedTo(second)!;
    expect(changeTokenMailedTo(first)).toBe(older);
    expect((await confirm(older)).statusCode).toBe(400);
    clock.advance(30 * MINUTE);
    expect((await confirm(newer)).statusCode).toBe(400);
  });

  it("spends the reset links mailed to the old address", async () => {
    const { account, token } = await pendingChange();
    await postJson(t.app, "/api/auth/password-reset/request", { email: account.email });
    await t.app.settleBackgroundWork();
    const resetToken = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    expect((await confirm(token)).statusCode).toBe(200);
    const reset = await postJson(t.app, "/api/auth/password-reset/confirm", {
      token: resetToken,
      password: "taken-over-password",
      confirmPassword: "taken-over-password",
    });
    expect(reset.statusCode).toBe(400);
  });

  it("refuses unknown, other-purpose and malformed tokens with 400", async () => {
    clock.advance(DAY);
    const account = await signUp(t.app);
    await t.app.settleBackgroundWork();
    const verification = tokenMailedTo(t.dataDir, account.email, "/email-verification")!;
    expect(verification).toBeDefined();
    expect((await confirm(verification)).json()).toEqual({
      success: false,
      message: API_MESSAGES.emailChangeLinkInvalid,
    });
    expect((await confirm("x".repeat(43))).statusCode).toBe(400);
    for (const token of ["", 42, null, ["x"], "y".repeat(201)]) {
      const response = await confirm(token);
      expect(response.statusCode, JSON.stringify(token)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await postJson(t.app, "/api/auth/email-change/confirm", "not an object")).statusCode).toBe(400);
  });
});
