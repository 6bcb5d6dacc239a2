import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "@bank/contracts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { lastMailTo, readOutbox, tokenMailedTo } from "./outbox.ts";
import { MINUTE, TestClock, postJson, sessionStatus, signIn, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
let ipCounter = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

async function requestReset(email: string, headers: Record<string, string> = from()) {
  const response = await postJson(t.app, "/api/auth/password-reset/request", { email }, headers);
  await t.app.settleBackgroundWork();
  return response;
}

const confirm = (token: string, password: string, confirmPassword = password) =>
  postJson(t.app, "/api/auth/password-reset/confirm", { token, password, confirmPassword });

describe("POST /api/auth/password-reset/request", () => {
  it("answers the same 200 whether or not the account exists, and mails only a real account", async () => {
    const account = await signUp(t.app);
    const before = readOutbox(t.dataDir).length;
    const real = await requestReset(account.email);
    const ghost = await requestReset(`ghost.${Date.now()}@example.com`);
    expect(real.statusCode).toBe(200);
    expect(ghost.statusCode).toBe(200);
    expect(real.json()).toEqual({ success: true, message: API_MESSAGES.resetRequested });
    expect(ghost.body).toBe(real.body);
    const mailed = readOutbox(t.dataDir).slice(before);
    expect(mailed.filter((m) => m.subject.includes("reset your password")).map((m) => m.to)).toEqual([account.email]);
  });

  it("does the account lookup after the answer, so timing cannot tell", async () => {
    const account = await signUp(t.app);
    await t.app.settleBackgroundWork();
    const before = readOutbox(t.dataDir).length;
    await postJson(t.app, "/api/auth/password-reset/request", { email: account.email }, from());
    expect(readOutbox(t.dataDir).length).toBe(before); // answered before any mail was written
    await t.app.settleBackgroundWork();
    expect(readOutbox(t.dataDir).length).toBe(before + 1);
  });

  it("mails a link to /forgot-password with a 256-bit token, in text and HTML, naming the brand", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const mail = lastMailTo(t.dataDir, account.email, "reset your password")!;
    expect(mail.subject).toContain("Meridian Business");
    expect(mail.body).toContain("Content-Type: text/plain");
    expect(mail.body).toContain("Content-Type: text/html");
    const link = new URL(mail.links.find((l) => l.includes("/forgot-password"))!);
    expect(link.origin).toBe("https://bank.example");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores only the token's hash", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    const rows = await t.db.selectFrom("one_time_tokens").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it("is limited per email address, for accounts and unknown addresses alike", async () => {
    for (const email of [(await signUp(t.app)).email, `nobody.${Date.now()}@example.com`]) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).statusCode).toBe(200);
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    }
  });

  it("is limited per address", async () => {
    const headers = from();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestReset(`someone.${i}.${Date.now()}@example.com`, headers)).statusCode).toBe(200);
    }
    expect((await requestReset(`one.more@example.com`, headers)).statusCode).toBe(429);
  });

  it("answers 400 for a malformed email", async () => {
    const response = await postJson(t.app, "/api/auth/password-reset/request", { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid email address");
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("changes the password, ends every session, mails a notice and audits it", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;

    const response = await confirm(token, "a-brand-new-password");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    await t.app.settleBackgroundWork();

    expect(await sessionStatus(t.app, cookie)).toMatchObject({ isValid: false });
    expect((await signIn(t.app, account)).statusCode).toBe(401);
    expect((await signIn(t.app, { email: account.email, password: "a-brand-new-password" })).statusCode).toBe(200);
    expect(lastMailTo(t.dataDir, account.email, "your password was changed")).toBeDefined();
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toEqual(
      expect.arrayContaining(["password_reset_requested", "password_reset"]),
    );
  });

  it("a token works once", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    expect((await confirm(token, "first-new-password")).statusCode).toBe(200);
    const again = await confirm(token, "second-new-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: API_MESSAGES.resetLinkInvalid });
  });

  it("two confirmations racing with one token: one wins", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    const answers = await Promise.all([confirm(token, "racing-password-one"), confirm(token, "racing-password-two")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it("a token expires after 30 minutes", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    clock.advance(30 * MINUTE);
    expect((await confirm(token, "too-late-password")).statusCode).toBe(400);
  });

  it("a newer link replaces the older one", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const older = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    clock.advance(1000);
    await requestReset(account.email);
    const newer = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    expect(newer).not.toBe(older);
    expect((await confirm(older, "older-link-password")).statusCode).toBe(400);
    expect((await confirm(newer, "newer-link-password")).statusCode).toBe(200);
  });

  it("an unknown token is 400 with one clear message", async () => {
    const response = await confirm("x".repeat(43), "whatever-password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.resetLinkInvalid });
  });

  it("applies the sign-up password rules and leaves the token usable", async () => {
    const account = await signUp(t.app);
    await requestReset(account.email);
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    expect((await confirm(token, "short")).json().errors).toMatchObject({
      password: "Password must be at least 8 characters",
    });
    expect((await confirm(token, "long-enough-one", "long-enough-two")).json().errors).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect((await confirm(token, "password123")).statusCode).toBe(400);
    expect((await confirm(token, "finally-a-good-one")).statusCode).toBe(200);
  });
});
