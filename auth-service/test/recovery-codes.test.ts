// Recovery codes, attacked: replayed, raced by 20 sign-ins at once, guessed toward lockout, sent with the wrong
// type or beside a TOTP code, looked for in the database, the answers, the mail and the logs.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { API_MESSAGES, VALIDATION_MESSAGES, type TwoFactorEnabledResult } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitKeys } from "../src/auth/abuse-limits.ts";
import { enableTwoFactor as enableWithCode } from "../src/auth/two-factor.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { findFailureCounter } from "../src/db/failure-counters-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { lastMailTo, readOutbox, tokenMailedTo } from "./outbox.ts";
import {
  HOUR,
  MINUTE,
  TestClock,
  deviceCookieOf,
  freshAddress,
  postJson,
  sessionCookieOf,
  signUp,
  signedInCookie,
  totpCode,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const CODE_FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const RECOVERY_CODES_PATH = "/api/auth/2fa/recovery-codes";

const logLines: string[] = [];
const logCapture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, logLevel: "trace", logStream: logCapture });
});
afterAll(() => t.close());

/** Every recovery code this file was given, and every answer that is not allowed to carry one. */
const issuedCodes: string[] = [];
const answersWithoutCodes: string[] = [];

/** Moves the clock to the start of the next 30 s step, so each TOTP code is fresh. */
/** Sets up and enables 2FA with a session; returns the secret and the codes the enable answer showed. */
async function enableWithCodes(cookie: string, headers: Record<string, string> = {}) {
  clock.nextTotpStep();
  const setup = await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const code = totpCode(secret, clock.current);
  const enable = await postJson(t.app, "/api/auth/2fa/enable", { code }, { cookie, ...headers });
  expect(enable.statusCode, enable.body).toBe(200);
  clock.nextTotpStep();
  const answer = enable.json() as TwoFactorEnabledResult;
  issuedCodes.push(...answer.recoveryCodes);
  return { secret, answer, recoveryCodes: answer.recoveryCodes };
}

async function enrolled() {
  clock.advance(HOUR);
  const account = await signUp(t.app);
  const cookie = await signedInCookie(t.app, account);
  const { secret, recoveryCodes } = await enableWithCodes(cookie);
  return { account, cookie, secret, recoveryCodes };
}

/** A sign-in with a recovery code, from an address of its own (the per-address limit answers only where meant). */
async function signInWithRecoveryCode(
  account: { email: string; password: string },
  recoveryCode: unknown,
  headers: Record<string, string> = {},
) {
  const { email, password } = account;
  const answer = await postJson(t.app, "/api/signin", { email, password, recoveryCode }, headers, freshAddress());
  answersWithoutCodes.push(answer.body, JSON.stringify(answer.headers));
  return answer;
}

async function remaining(cookie: string) {
  const answer = await t.app.inject({ method: "GET", url: RECOVERY_CODES_PATH, headers: { cookie } });
  answersWithoutCodes.push(answer.body);
  return answer;
}

function regenerate(cookie: string, headers: Record<string, string> = {}) {
  return postJson(t.app, RECOVERY_CODES_PATH, {}, { cookie, ...headers });
}

const eventsOf = async (email: string) => (await listAuditEvents(t.db, { email })).map((e) => e.event);

describe("a set of recovery codes", () => {
  it("enable answers 10 distinct codes of 60 bits (XXXX-XXXX-XXXX, Crockford base32) and GET counts them", async () => {
    const { cookie, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(CODE_FORMAT);

    const count = await remaining(cookie);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ remaining: 10 });
    expect(count.headers["cache-control"]).toBe("no-store");
  });

  it("the enable answer keeps its success, message and user beside the codes", async () => {
    clock.advance(HOUR);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const { answer } = await enableWithCodes(cookie);
    expect(answer).toMatchObject({
      success: true,
      message: API_MESSAGES.twoFactorEnabled,
      user: { email: account.email, twoFactorEnabled: true },
    });
  });

  it("GET needs a session, and counts 0 when 2FA is off", async () => {
    expect((await t.app.inject({ method: "GET", url: RECOVERY_CODES_PATH })).statusCode).toBe(401);
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    expect((await remaining(cookie)).json()).toEqual({ remaining: 0 });
  });

  it("an enable that enrolled nothing (the secret was replaced meanwhile) issues no codes", async () => {
    clock.nextTotpStep();
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const first = (await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } })).json();
    const seenWithFirst = (await findUserByEmail(t.db, account.email))!;
    await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
    const client = { ip: "192.0.2.1", userAgent: null, deviceId: null };
    const outcome = await enableWithCode(t.app.deps, seenWithFirst, totpCode(first.secret, clock.current), client);
    expect(outcome).toEqual({ kind: "not-pending" });
    const rows = await t.db.selectFrom("recovery_codes").selectAll().where("user_id", "=", seenWithFirst.id).execute();
    expect(rows).toHaveLength(0);
  });

  it("codes are kept only as keyed hashes: no code in any row, nor in the database file; not even its SHA-256", async () => {
    const { account, recoveryCodes } = await enrolled();
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    const rows = await t.db.selectFrom("recovery_codes").selectAll().where("user_id", "=", userId).execute();
    expect(rows).toHaveLength(10);
    const plain = recoveryCodes.map((code) => code.replaceAll("-", ""));
    const unkeyed = plain.map((code) => crypto.createHash("sha256").update(code).digest("hex"));
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(unkeyed).not.toContain(row.code_hash);
    }

    const tables = await t.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain("recovery_codes");
    let everyRow = "";
    for (const table of tables) {
      everyRow += JSON.stringify(
        await t.db
          .selectFrom(table.name as "users")
          .selectAll()
          .execute(),
      );
    }
    for (const code of [...recoveryCodes, ...plain]) expect(everyRow).not.toContain(code);

    if (TEST_ENGINE === "sqlite") {
      const files = fs.readdirSync(t.dataDir).filter((name) => name.startsWith(DATABASE_FILE_NAME));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const bytes = fs.readFileSync(path.join(t.dataDir, file)).toString("latin1");
        for (const code of [...recoveryCodes, ...plain]) expect(bytes).not.toContain(code);
      }
    }
  });
});

describe("signing in with a recovery code", () => {
  it("each code signs in once; the same code again is 401 invalidRecoveryCode", async () => {
    const { account, recoveryCodes } = await enrolled();
    const first = await signInWithRecoveryCode(account, recoveryCodes[0]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, user: { email: account.email, twoFactorEnabled: true } });

    const replay = await signInWithRecoveryCode(account, recoveryCodes[0]);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: API_MESSAGES.invalidRecoveryCode });
    expect(replay.cookies).toHaveLength(0);

    // As a person types it: lower case, spaces for hyphens, around blanks.
    const typed = ` ${recoveryCodes[1]!.toLowerCase().replaceAll("-", " ")} `;
    const second = await signInWithRecoveryCode(account, typed);
    expect(second.statusCode, second.body).toBe(200);
    expect((await remaining(sessionCookieOf(second))).json()).toEqual({ remaining: 8 });
  });

  it("a code well formed but not issued, or another account's, is 401 and audited as a failed 2FA", async () => {
    const { account } = await enrolled();
    const other = await enrolled();
    expect((await signInWithRecoveryCode(account, "ABCD-EFGH-JKMN")).statusCode).toBe(401);
    const stolen = await signInWithRecoveryCode(account, other.recoveryCodes[0]);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().message).toBe(API_MESSAGES.invalidRecoveryCode);
    const failures = (await listAuditEvents(t.db, { email: account.email })).filter(
      (event) => event.event === "twofa_failed",
    );
    expect(failures).toHaveLength(2);
    expect(failures[0]!.detail).toBe(JSON.stringify({ cause: "wrong_recovery_code" }));
    // The other account's code was not spent by the attempt.
    expect((await signInWithRecoveryCode(other.account, other.recoveryCodes[0])).statusCode).toBe(200);
  });

  it("needs the right password first: a right code with a wrong password is invalidCredentials and stays unspent", async () => {
    const { account, recoveryCodes } = await enrolled();
    const wrong = await signInWithRecoveryCode({ ...account, password: "not-the-password" }, recoveryCodes[0]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
    expect((await signInWithRecoveryCode(account, recoveryCodes[0])).statusCode).toBe(200);
  });

  it("is audited with the count left and mailed to the owner, who is told to make a new set at 3 left", async () => {
    const { account, recoveryCodes } = await enrolled();
    const userAgent = { "user-agent": CHROME_ON_MAC };
    expect((await signInWithRecoveryCode(account, recoveryCodes[0], userAgent)).statusCode).toBe(200);
    await t.app.settleBackgroundWork();
    const used = (await listAuditEvents(t.db, { email: account.email })).filter(
      (event) => event.event === "recovery_code_used",
    );
    expect(used.map((event) => event.detail)).toEqual([JSON.stringify({ remaining: 9 })]);
    const notice = lastMailTo(t.dataDir, account.email, "a recovery code was used")!;
    expect(notice.body).toContain("9 recovery codes left");
    expect(notice.body).toContain("Chrome on macOS");
    expect(notice.body).toContain(new Date(clock.current).toUTCString());
    expect(notice.body).toContain("reset your password");
    expect(notice.body).not.toContain("running out");

    for (const code of recoveryCodes.slice(1, 7)) {
      expect((await signInWithRecoveryCode(account, code)).statusCode).toBe(200);
    }
    await t.app.settleBackgroundWork();
    const low = lastMailTo(t.dataDir, account.email, "a recovery code was used")!;
    expect(low.body).toContain("3 recovery codes left");
    expect(low.body).toContain("generate a new set");
  });

  it("20 sign-ins at once with one code, each from a browser of its own: exactly one passes", async () => {
    clock.advance(HOUR);
    const account = await signUp(t.app);
    // Twenty browsers that have each signed in before, so no shared per-account limit stops any of them early.
    const devices: string[] = [];
    let cookie = "";
    for (let i = 0; i < 20; i += 1) {
      const answer = await postJson(t.app, "/api/signin", account, {}, freshAddress());
      expect(answer.statusCode).toBe(200);
      devices.push(deviceCookieOf(answer));
      cookie = sessionCookieOf(answer);
    }
    const { recoveryCodes } = await enableWithCodes(cookie);
    const answers = await Promise.all(
      devices.map((device) => signInWithRecoveryCode(account, recoveryCodes[0], { cookie: device })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(401)]);
    const events = await eventsOf(account.email);
    expect(events.filter((event) => event === "recovery_code_used")).toHaveLength(1);
    expect(events.filter((event) => event === "twofa_failed")).toHaveLength(19);
  });

  it("40 wrong codes at once after a phished password: at most 5 are checked, the rest 429", async () => {
    const { account } = await enrolled();
    const guesses = Array.from({ length: 40 }, (_, i) => `GUES-S000-${String(i).padStart(4, "0")}`);
    const answers = await Promise.all(guesses.map((guess) => signInWithRecoveryCode(account, guess)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    expect((await eventsOf(account.email)).filter((event) => event === "twofa_failed").length).toBeLessThanOrEqual(5);
  });

  it("a wrong recovery code counts toward lockout like a wrong TOTP code; once locked, a right code is not even spent", async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    const lockout = () => findFailureCounter(t.db, limitKeys.lockout(userId, "unknown"));
    for (let i = 0; i < 10; i += 1) {
      // Past the 5-in-15-minutes window each time, so only the lockout decides.
      clock.advance(16 * MINUTE);
      const answer =
        i % 2 === 0
          ? await signInWithRecoveryCode(account, `WRNG-C0DE-${String(i).padStart(4, "0")}`)
          : await postJson(
              t.app,
              "/api/signin",
              { ...account, twoFactorCode: totpCode(secret, clock.current + 5 * 60_000) },
              {},
              freshAddress(),
            );
      expect(answer.statusCode).toBe(401);
      expect((await lockout())!.failures).toBe(i + 1);
    }
    expect(await eventsOf(account.email)).toContain("lockout");

    const locked = await signInWithRecoveryCode(account, recoveryCodes[0]);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe(API_MESSAGES.invalidCredentials);
    const rows = await t.db.selectFrom("recovery_codes").select("used_at").where("user_id", "=", userId).execute();
    expect(rows.every((row) => row.used_at === null)).toBe(true);
  });

  it("a recovery code beside a TOTP code is 400", async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const both = await postJson(
      t.app,
      "/api/signin",
      { ...account, twoFactorCode: totpCode(secret, clock.current), recoveryCode: recoveryCodes[0] },
      {},
      freshAddress(),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ success: false, message: VALIDATION_MESSAGES.oneSecondFactor });
    expect((await signInWithRecoveryCode(account, recoveryCodes[0])).statusCode).toBe(200);
  });

  it.each([
    ["a number", 123456789012],
    ["an object", { code: "ABCD-EFGH-JKMN" }],
    ["an array", ["ABCD-EFGH-JKMN"]],
    ["null", null],
    ["an empty string", " - "],
    ["65 characters", "A".repeat(65)],
    ["10,000 characters", "A".repeat(10_000)],
  ])("a recovery code that is %s is 400 naming the field, never a 5xx", async (_, recoveryCode) => {
    const account = await signUp(t.app);
    const answer = await signInWithRecoveryCode(account, recoveryCode);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errors: { recoveryCode: expect.any(String) } });
  });
});

describe("a new set", () => {
  it("needs step-up: 403 reauthenticationRequired on a stale session, then a new set of 10 that kills the old one", async () => {
    const { account, cookie, recoveryCodes } = await enrolled();
    clock.advance(11 * MINUTE);
    const stale = await regenerate(cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      success: false,
      reauthenticationRequired: true,
      message: API_MESSAGES.reauthenticationRequired,
    });
    const proof = await postJson(t.app, "/api/auth/reauthenticate", { password: account.password }, { cookie });
    expect(proof.statusCode).toBe(200);

    const fresh = await regenerate(cookie, { "user-agent": CHROME_ON_MAC });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    const { recoveryCodes: next } = fresh.json() as { recoveryCodes: string[] };
    issuedCodes.push(...next);
    expect(next).toHaveLength(10);
    expect(new Set(next).size).toBe(10);
    for (const code of next) expect(code).toMatch(CODE_FORMAT);
    expect(next.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await remaining(cookie)).json()).toEqual({ remaining: 10 });

    expect((await signInWithRecoveryCode(account, recoveryCodes[0])).statusCode).toBe(401);
    expect((await signInWithRecoveryCode(account, next[0])).statusCode).toBe(200);

    await t.app.settleBackgroundWork();
    expect(await eventsOf(account.email)).toContain("recovery_codes_generated");
    const notice = lastMailTo(t.dataDir, account.email, "new recovery codes")!;
    expect(notice.body).toContain("Chrome on macOS");
    expect(notice.body).toContain("no longer work");
  });

  it("two new sets asked for at once leave exactly one set of 10, which is one of the two answered", async () => {
    const { account, cookie } = await enrolled();
    const [a, b] = await Promise.all([regenerate(cookie), regenerate(cookie)]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const sets = [a!, b!].map((answer) => (answer.json() as { recoveryCodes: string[] }).recoveryCodes);
    issuedCodes.push(...sets.flat());
    expect((await remaining(cookie)).json()).toEqual({ remaining: 10 });
    const works = await Promise.all(sets.map((set) => signInWithRecoveryCode(account, set[0])));
    expect(works.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("is 400 with a clear message when 2FA is off", async () => {
    const cookie = await signedInCookie(t.app, await signUp(t.app));
    const answer = await regenerate(cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: API_MESSAGES.recoveryCodesNeedTwoFactor });
  });

  it("needs a session", async () => {
    expect((await regenerate("session=forged")).statusCode).toBe(401);
  });
});

describe("turning 2FA off and a password reset", () => {
  it("turning 2FA off deletes the codes; on again, only the new set works", async () => {
    const { account, cookie, secret, recoveryCodes } = await enrolled();
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    const off = await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: account.password, code: totpCode(secret, clock.current) },
      { cookie },
    );
    expect(off.statusCode).toBe(200);
    expect(await t.db.selectFrom("recovery_codes").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    expect((await remaining(cookie)).json()).toEqual({ remaining: 0 });

    const { recoveryCodes: fresh } = await enableWithCodes(cookie);
    expect((await signInWithRecoveryCode(account, recoveryCodes[0])).statusCode).toBe(401);
    expect((await signInWithRecoveryCode(account, fresh[0])).statusCode).toBe(200);
  });

  it("mails the owner when 2FA is turned on and when it is turned off, with time and browser", async () => {
    clock.advance(HOUR);
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const { secret } = await enableWithCodes(cookie, { "user-agent": CHROME_ON_MAC });
    await t.app.settleBackgroundWork();
    const on = lastMailTo(t.dataDir, account.email, "two-factor authentication is on")!;
    expect(on.body).toContain("Chrome on macOS");
    expect(on.body).toContain("reset your password");

    const off = await postJson(
      t.app,
      "/api/auth/2fa/disable",
      { password: account.password, code: totpCode(secret, clock.current) },
      { cookie, "user-agent": CHROME_ON_MAC },
    );
    expect(off.statusCode).toBe(200);
    await t.app.settleBackgroundWork();
    const offNotice = lastMailTo(t.dataDir, account.email, "two-factor authentication is off")!;
    expect(offNotice.body).toContain(new Date(clock.current).toUTCString());
    expect(offNotice.body).toContain("Chrome on macOS");
    expect(offNotice.body).toContain("reset your password");
  });

  it("a password reset leaves 2FA on: sign-in still answers requires2FA, and a recovery code works", async () => {
    const { account, recoveryCodes } = await enrolled();
    expect((await postJson(t.app, "/api/auth/password-reset/request", { email: account.email })).statusCode).toBe(200);
    await t.app.settleBackgroundWork();
    const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
    const password = "a-fresh-start-after-reset";
    const reset = await postJson(t.app, "/api/auth/password-reset/confirm", {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect((await findUserByEmail(t.db, account.email))!.totp_secret).not.toBeNull();

    const withPassword = await postJson(t.app, "/api/signin", { email: account.email, password }, {}, freshAddress());
    expect(withPassword.statusCode).toBe(401);
    expect(withPassword.json()).toMatchObject({ requires2FA: true });
    const withCode = await signInWithRecoveryCode({ email: account.email, password }, recoveryCodes[0]);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().user.twoFactorEnabled).toBe(true);
  });
});

describe("where codes never appear", () => {
  it("no answer but enable's and a new set's, no mail, no audit row and no log line carries a code", async () => {
    // This file's codes so far, and a round of every route that touches one.
    const { account, cookie, recoveryCodes } = await enrolled();
    await remaining(cookie);
    const signedIn = await signInWithRecoveryCode(account, recoveryCodes[0]);
    await signInWithRecoveryCode(account, recoveryCodes[0]);
    await signInWithRecoveryCode({ ...account, password: "a-wrong-password" }, recoveryCodes[1]);
    const fresh = await regenerate(sessionCookieOf(signedIn));
    issuedCodes.push(...(fresh.json() as { recoveryCodes: string[] }).recoveryCodes);
    await remaining(sessionCookieOf(signedIn));
    expect(issuedCodes.length).toBeGreaterThanOrEqual(20);
    await t.app.settleBackgroundWork();
    const forms = issuedCodes.flatMap((code) => [code, code.replaceAll("-", "")]);
    const everywhere = [
      ...answersWithoutCodes,
      ...readOutbox(t.dataDir).map((mail) => mail.body),
      JSON.stringify(await listAuditEvents(t.db)),
      ...logLines,
    ].join("\n");
    expect(logLines.length).toBeGreaterThan(100);
    for (const code of forms) expect(everywhere).not.toContain(code);
  });
});
