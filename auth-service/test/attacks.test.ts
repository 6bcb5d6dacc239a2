// The security review's attacks, each sent as an attacker sends it: over real sockets to the built app, in
// parallel bursts, racing a reset, rotating addresses. Password checks are counted (argon2id verifications of
// the account's own hash), never timed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@node-rs/argon2", async (importOriginal) =>
  (await import("./argon2-spy.ts")).spiedArgon2(importOriginal as never),
);
// Files share a worker's modules (vitest.config.ts): load the service afresh so it gets the spied argon2, and
// leave the next file fresh modules again, with the tests' cheap hashing (cheap-argon2.ts).
vi.resetModules();
afterAll(() => vi.resetModules());

const { argon2Calls } = await import("./argon2-spy.ts");
const { API_MESSAGES, THROTTLED_WHAT, VALIDATION_MESSAGES } = await import("@bank/contracts");
const { LOCKOUT_MAX_FAILURES, limitKeys } = await import("../src/auth/abuse-limits.ts");
const { HASHING_QUEUE_LIMIT } = await import("../src/auth/password.ts");
const { listAuditEvents } = await import("../src/db/audit-store.ts");
const { findFailureCounter } = await import("../src/db/failure-counters-store.ts");
const { findUserByEmail } = await import("../src/db/users-store.ts");
const { readOutbox, tokenMailedTo } = await import("./outbox.ts");
const { DAY, MINUTE, TestClock, enableTwoFactor, freshAddress, newAccount, signedInCookie, totpCode, verifyAddress } =
  await import("./support.ts");
const { createListeningTestApp } = await import("./test-app.ts");

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createListeningTestApp>>;
let origin: string;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
  origin = t.origin;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** `name=value` of each cookie the answer set. */
  cookies: Record<string, string>;
}

async function post(path: string, body: unknown, options: { from?: string; cookie?: string } = {}): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": options.from ?? freshAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const name = pair!.split("=")[0]!;
    if (pair!.length > name.length + 1) cookies[name] = pair!;
  }
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
    cookies,
  };
}

async function sessionIsValid(cookie: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/auth/session-status`, { headers: { cookie } });
  return ((await response.json()) as { isValid: boolean }).isValid;
}

/** Signs up over the socket and, unless `verified: false`, proves the address as the mailed link would. */
async function createAccount(overrides: Parameters<typeof newAccount>[0] = {}, options: { verified?: boolean } = {}) {
  const account = newAccount(overrides);
  expect((await post("/api/signup", account)).status).toBe(201);
  if (options.verified !== false) await verifyAddress(t.app, account.email);
  return account;
}

/** Signs in from a fresh address; returns the session and device cookies. */
async function signInOk(account: { email: string; password: string }, extra: { cookie?: string } = {}) {
  const answer = await post("/api/signin", { email: account.email, password: account.password }, extra);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { session: answer.cookies.session!, device: answer.cookies.device! };
}

const passwordHashOf = async (email: string) => (await findUserByEmail(t.db, email))!.password_hash;
/** How many times the account's own password hash was checked since `mark`. */
const checksOf = (email: string, mark: number) =>
  passwordHashOf(email).then((hash) => argon2Calls.verified.slice(mark).filter((hashed) => hashed === hash).length);
const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

describe("1. parallel guesses get no more checks than the limit", () => {
  it("40 wrong passwords and the right one sent at once: at most 5 checks, the rest 429", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const mark = argon2Calls.verified.length;
    const burst = Array.from({ length: 40 }, (_, i) => ({ email: account.email, password: `wrong-guess-${i}` }));
    burst.splice(20, 0, { email: account.email, password: account.password });
    const answers = await Promise.all(burst.map((guess) => post("/api/signin", guess)));

    expect(await checksOf(account.email, mark)).toBeLessThanOrEqual(5);
    const counts = statusCounts(answers);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(36);
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(["429"]));
    for (const limited of answers.filter((a) => a.status === 429)) {
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("40 wrong 2FA codes after a phished password: at most 5 code checks, the rest 429", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const cookie = await signedInCookie(t.app, account);
    const secret = await enableTwoFactor(t.app, cookie, clock.current);
    clock.advance(MINUTE);
    const right = totpCode(secret, clock.current);
    const wrongCodes = Array.from({ length: 40 }, (_, i) =>
      String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      wrongCodes.map((twoFactorCode) => post("/api/signin", { ...account, twoFactorCode })),
    );
    const counts = statusCounts(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(35);
    const codeFailures = (await listAuditEvents(t.db, { email: account.email })).filter(
      (e) => e.event === "twofa_failed",
    );
    expect(codeFailures.length).toBeLessThanOrEqual(5);
  });

  it("a stolen session guessing the password through re-authentication gets the same limit", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const { session } = await signInOk(account);
    const mark = argon2Calls.verified.length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post("/api/auth/reauthenticate", { password: `guess-${i}` }, { cookie: session }),
      ),
    );
    expect(await checksOf(account.email, mark)).toBeLessThanOrEqual(5);
    expect(statusCounts(answers)[429]).toBeGreaterThanOrEqual(35);
  });

  it("a flood of sign-ins past the hashing queue's bound gets 429 with Retry-After, never a 5xx", async () => {
    clock.advance(DAY);
    const answers = await Promise.all(
      Array.from({ length: HASHING_QUEUE_LIMIT * 3 }, (_, i) =>
        post("/api/signin", { email: `flood.${i}@example.com`, password: "flood-password" }),
      ),
    );
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.body.message).toContain(THROTTLED_WHAT.busy);
    }
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  });
});

describe("2. a stranger cannot lock the owner out", () => {
  it("30 guesses from other addresses leave the owner's known browser able to sign in", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const { device } = await signInOk(account);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => post("/api/signin", { email: account.email, password: `wrong-guess-${i}` })),
    );
    // One guess at a time too, past the window, so the stranger's class is locked, not only throttled.
    for (let i = 0; i < 12; i += 1) {
      clock.advance(16 * MINUTE);
      await post("/api/signin", { email: account.email, password: `slow-guess-${i}` });
    }
    expect((await post("/api/signin", account)).status).toBe(401); // a new browser is locked out with the stranger
    const owner = await post("/api/signin", account, { cookie: device });
    expect(owner.status).toBe(200);
  });
});

describe("3. sign-up tells nobody who banks here", () => {
  it("a taken address gets the same status and fields after the same work; the account is unchanged; its owner is mailed", async () => {
    clock.advance(DAY);
    const owner = await createAccount();
    await t.app.settleBackgroundWork();
    const hashesBefore = argon2Calls.hashed;
    const fresh = await post("/api/signup", newAccount());
    const hashesForNew = argon2Calls.hashed - hashesBefore;
    const impostor = {
      ...newAccount({ firstName: "Mallory" }),
      email: owner.email,
      password: "impostor-password-9",
      confirmPassword: "impostor-password-9",
    };
    const taken = await post("/api/signup", impostor);
    const hashesForTaken = argon2Calls.hashed - hashesBefore - hashesForNew;

    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body).toEqual({ success: true, message: API_MESSAGES.signUpAccepted });
    expect(hashesForTaken).toBe(1);
    expect(hashesForNew).toBe(1);

    expect((await post("/api/signin", owner)).status).toBe(200);
    expect((await post("/api/signin", { email: owner.email, password: impostor.password })).status).toBe(401);
    await t.app.settleBackgroundWork();
    const mail = readOutbox(t.dataDir).filter(
      (m) => m.to.includes(owner.email) && m.subject.includes("tried to open an account"),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.links).toEqual(
      expect.arrayContaining(["https://bank.example/signin", "https://bank.example/forgot-password"]),
    );
    expect(mail[0]!.body).not.toContain(impostor.firstName);
  });
});

describe("4. a reset wins against a sign-in in flight", () => {
  it("a sign-in with the old password racing a reset never leaves a valid session", async () => {
    clock.advance(DAY);
    let raced = 0;
    for (let round = 0; round < 16; round += 1) {
      const account = await createAccount();
      await post("/api/auth/password-reset/request", { email: account.email });
      await t.app.settleBackgroundWork();
      const token = tokenMailedTo(t.dataDir, account.email, "/forgot-password")!;
      const newPassword = `new-password-${round}-x`;
      // The reset hashes its new password; the sign-in arrives meanwhile, reads the old hash, and waits for the
      // hashing slot behind it, so it checks the old password after the reset has committed.
      const reset = post("/api/auth/password-reset/confirm", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      await new Promise((resolve) => setTimeout(resolve, round % 4));
      const signIn = post("/api/signin", account);
      const [resetAnswer, signInAnswer] = await Promise.all([reset, signIn]);
      expect(resetAnswer.status).toBe(200);
      if (signInAnswer.status === 200) expect(await sessionIsValid(signInAnswer.cookies.session!)).toBe(false);
      else raced += 1;
      expect((await post("/api/signin", { email: account.email, password: newPassword })).status).toBe(200);
    }
    // The window was hit: sign-ins that had read the old password were refused rather than opening a session.
    expect(raced).toBeGreaterThan(0);
  });
});

describe("5. a session cookie alone cannot change how the account is protected", () => {
  it("2FA setup and enable need a proof no older than 10 minutes", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const { session } = await signInOk(account);
    clock.advance(11 * MINUTE);
    await fetch(`${origin}/api/auth/me`, { headers: { cookie: session } }); // still active, so not idled out

    for (const path of ["/api/auth/2fa/setup", "/api/auth/2fa/enable"]) {
      const refused = await post(path, path.endsWith("enable") ? { code: "123456" } : {}, { cookie: session });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        reauthenticationRequired: true,
        message: API_MESSAGES.reauthenticationRequired,
      });
    }
    expect((await post("/api/auth/reauthenticate", { password: "not-it-at-all" }, { cookie: session })).body).toEqual({
      success: false,
      message: API_MESSAGES.wrongPassword,
    });
    const proof = await post("/api/auth/reauthenticate", { password: account.password }, { cookie: session });
    expect(proof.status).toBe(200);
    const setup = await post("/api/auth/2fa/setup", {}, { cookie: session });
    expect(setup.status).toBe(200);
    clock.advance(10 * MINUTE + 1);
    const code = totpCode(setup.body.secret as string, clock.current);
    expect((await post("/api/auth/2fa/enable", { code }, { cookie: session })).status).toBe(403);
    expect((await post("/api/auth/reauthenticate", { password: account.password }, { cookie: session })).status).toBe(
      200,
    );
    expect((await post("/api/auth/2fa/enable", { code }, { cookie: session })).status).toBe(200);

    // With 2FA on, a current code is a proof too, and is spent like any code.
    clock.advance(11 * MINUTE);
    const next = totpCode(setup.body.secret as string, clock.current);
    expect((await post("/api/auth/reauthenticate", { code: next }, { cookie: session })).status).toBe(200);
    expect((await post("/api/auth/reauthenticate", { code: next }, { cookie: session })).status).toBe(401);
  });
  it("every step-up protection change refuses a stale session, sent all at once, and changes nothing", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const { session } = await signInOk(account);
    clock.advance(11 * MINUTE);
    const user = (await findUserByEmail(t.db, account.email))!;
    const registration = {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", attestationObject: "AAAA" },
      },
      name: "Laptop",
    };
    const changes: [method: string, path: string, body: unknown][] = [
      ["POST", "/api/auth/2fa/setup", {}],
      ["POST", "/api/auth/2fa/enable", { code: "123456" }],
      ["POST", "/api/auth/2fa/recovery-codes", {}],
      ["POST", "/api/auth/passkeys/registration-options", {}],
      ["POST", "/api/auth/passkeys", registration],
      ["DELETE", "/api/auth/passkeys/AAAA", undefined],
      ["POST", "/api/auth/email-change", { newEmail: `moved-${account.email}` }],
    ];
    const answers = await Promise.all(
      changes.map(async ([method, path, body]) => {
        const response = await fetch(`${origin}${path}`, {
          method,
          headers: {
            cookie: session,
            "x-forwarded-for": freshAddress(),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { path, status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer, answer.path).toEqual({
        path: answer.path,
        status: 403,
        body: { success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired },
      });
    }
    // The password change takes the current password as its proof: without it, the password stays.
    const newPassword = "a-brand-new-passphrase";
    const change = { currentPassword: "not-the-password", password: newPassword, confirmPassword: newPassword };
    expect((await post("/api/auth/password", change, { cookie: session })).status).toBe(401);

    await t.app.settleBackgroundWork();
    const after = (await findUserByEmail(t.db, account.email))!;
    expect(after).toEqual(user);
    const changed = (await listAuditEvents(t.db, { userId: user.id })).map((event) => event.event);
    expect(changed).toEqual(["signup", "address_first_proven", "email_verified", "signin_ok", "reauth_failed"]);
    expect(readOutbox(t.dataDir).filter((mail) => mail.to === `moved-${account.email}`)).toEqual([]);
    expect((await post("/api/signin", account)).status).toBe(200);
  });
});

describe("6. Remember me stays within NIST's second-factor bounds", () => {
  it("the persistent cookie lasts at most 24 hours", async () => {
    const account = await createAccount();
    const answer = await fetch(`${origin}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ ...account, rememberMe: true }),
    });
    const session = answer.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    const expires = Date.parse(/Expires=([^;]+)/i.exec(session)![1]!);
    expect(expires - clock.current).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect(expires - clock.current).toBeGreaterThan(23 * 60 * MINUTE);
  });
});

describe("7. names carry no attacker text into the bank's mail", () => {
  it.each(["Welcome, customer. URGENT: call", "visit https://evil.example", "Call:5550100"])(
    "refuses the name %j",
    async (firstName) => {
      const answer = await post("/api/signup", newAccount({ firstName }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ firstName: VALIDATION_MESSAGES.firstNameCharacters });
    },
  );

  it("accepts Zoë-Anne and O'Brien, and mail to an unverified address does not repeat the name", async () => {
    const account = await createAccount({ firstName: "Zoë-Anne", lastName: "O'Brien" });
    await t.app.settleBackgroundWork();
    const welcome = readOutbox(t.dataDir).filter((m) => m.to.includes(account.email));
    expect(welcome.length).toBeGreaterThan(0);
    // The whole names: a link's random token may well contain "Zo".
    for (const mail of welcome) {
      expect(mail.body).not.toContain("Zoë");
      expect(mail.body).not.toContain("O'Brien");
    }
  });
});

describe("8. an IPv6 client is one /64", () => {
  it("40 failures from addresses inside one /64, sent at once, get no more than 30 checks and then 429", async () => {
    clock.advance(DAY);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          "/api/signin",
          { email: `six.${i}@example.com`, password: "wrong-password" },
          { from: `2001:db8:4:9:${(i + 1).toString(16)}::${(i * 7).toString(16)}` },
        ),
      ),
    );
    const counts = statusCounts(answers);
    expect(counts[401]).toBeLessThanOrEqual(30);
    expect(counts[429]).toBeGreaterThanOrEqual(10);
  });
});

describe("9. the 100-failure cap bites", () => {
  it("200 guesses over 30 days, each sent the moment the last lock lifts, check the password no more than 100 times", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const userId = (await findUserByEmail(t.db, account.email))!.id;
    const mark = argon2Calls.verified.length;
    const start = clock.current;
    const lockedUntil = async () => {
      const row = await t.db
        .selectFrom("failure_counters")
        .select((row) => row.fn.max("blocked_until").as("until"))
        .where("key", "like", `lockout:${userId}%`)
        .executeTakeFirst();
      return Number(row?.until ?? 0);
    };
    for (let guess = 0; guess < 200; guess += 1) {
      const remaining = start + 30 * DAY - clock.current;
      const wait = Math.max(16 * MINUTE, (await lockedUntil()) + 1 - clock.current);
      // An attacker who cannot wait out a lock within the month spreads the rest of its guesses over it.
      clock.advance(wait < remaining ? wait : remaining / (200 - guess));
      await post("/api/signin", { email: account.email, password: `wrong-guess-${guess}` });
    }
    expect(await checksOf(account.email, mark)).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    expect((await findFailureCounter(t.db, limitKeys.lockout(userId, "unknown")))!.failures).toBeLessThanOrEqual(
      LOCKOUT_MAX_FAILURES,
    );
  });
});

describe("10. every sign-in from a new browser tells the owner", () => {
  it("mails a notice with time, address and browser when the owner was signed out, and none from a known browser", async () => {
    clock.advance(DAY);
    const account = await createAccount();
    const noticesTo = () =>
      readOutbox(t.dataDir).filter((m) => m.to.includes(account.email) && m.subject.includes("new sign-in"));
    const first = await fetch(`${origin}/api/signin`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "192.0.2.77",
        "user-agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
      },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("device="))!
      .split(";")[0]!;
    const session = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0]!;
    await post("/api/signout", {}, { cookie: session });
    await t.app.settleBackgroundWork();
    expect(noticesTo()).toHaveLength(1);
    expect(noticesTo()[0]!.body).toContain("192.0.2.77");
    expect(noticesTo()[0]!.body).toContain("Chrome on macOS");

    await signInOk(account, { cookie: device });
    await t.app.settleBackgroundWork();
    expect(noticesTo()).toHaveLength(1);
    await signInOk(account);
    await t.app.settleBackgroundWork();
    expect(noticesTo()).toHaveLength(2);
  });
});
