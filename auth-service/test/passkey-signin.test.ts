// Signing in with a passkey, and the attacks on it: replays, borrowed challenges, forged origins and RP IDs, no
// user verification, a cloned authenticator (its counter going back), assertions racing with one counter.
import { API_MESSAGES, THROTTLED_WHAT } from "@bank/contracts";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import {
  SITE_ORIGIN,
  postPasskeySignIn,
  registerPasskey,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
} from "./passkey-support.ts";
import { SoftwareAuthenticator, type Tampering } from "./software-authenticator.ts";
import {
  MINUTE,
  TestClock,
  deviceCookieOf,
  enableTwoFactor,
  freshAddress,
  postJson,
  sessionCookieOf,
  sessionStatus,
  signIn,
  signUp,
  signedInCookie,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A customer with one passkey, registered from a session that is still open. */
async function customerWithPasskey(options: { counter?: number } = {}) {
  const account = await signUp(t.app);
  const signedIn = await signIn(t.app, account);
  const cookie = sessionCookieOf(signedIn);
  const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
  const added = await registerPasskey(t.app, cookie, authenticator, { tampering: { counter: options.counter } });
  if (added.statusCode !== 201) throw new Error(`passkey not added: ${added.statusCode} ${added.body}`);
  const user = (await findUserByEmail(t.db, account.email))!;
  return {
    account,
    cookie,
    deviceCookie: deviceCookieOf(signedIn),
    authenticator,
    user,
    passkeyId: added.json().passkey.id,
  };
}

const refusal = { success: false, message: API_MESSAGES.passkeyFailed };

const failureCauses = async (userId: string) =>
  (await listAuditEvents(t.db, { userId }))
    .filter((event) => event.event === "signin_failed")
    .map((event) => JSON.parse(event.detail!) as { method: string; cause: string });

describe("signing in with a passkey", () => {
  it("needs no password and no code: answers like /api/signin, the session works, the earlier one ends new_device", async () => {
    const account = await signUp(t.app);
    const first = await signedInCookie(t.app, account);
    await enableTwoFactor(t.app, first, clock.current);
    const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
    const passkeyId = (await registerPasskey(t.app, first, authenticator)).json().passkey.id;
    const user = (await findUserByEmail(t.db, account.email))!;

    const response = await signInWithPasskey(t.app, authenticator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: API_MESSAGES.signedIn,
      user: {
        id: user.id,
        email: account.email,
        firstName: "Grace",
        lastName: "Hopper",
        twoFactorEnabled: true,
        emailVerified: true,
        nameConfirmationRequired: true,
      },
    });
    expect(response.cookies.find((c) => c.name === "session")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(deviceCookieOf(response)).toMatch(/^device=/);

    const cookie = sessionCookieOf(response);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(account.email);
    expect(await sessionStatus(t.app, first)).toMatchObject({ isValid: false, reason: "new_device" });

    const events = await listAuditEvents(t.db, { userId: user.id });
    const signInOk = events.filter((event) => event.event === "signin_ok").at(-1)!;
    expect(JSON.parse(signInOk.detail!)).toMatchObject({ method: "passkey", newDevice: true });
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(["passkey_signin", "session_ended_new_device"]),
    );
    expect(events.find((event) => event.event === "passkey_signin")?.detail).toBe(JSON.stringify({ passkeyId }));

    const listed = await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers: { cookie } });
    expect(listed.json().passkeys[0].lastUsedAt).toBe(new Date(clock.current).toISOString());
    await t.app.settleBackgroundWork();
    const notices = readOutbox(t.dataDir).filter(
      (mail) => mail.to.includes(account.email) && mail.subject.includes("new sign-in"),
    );
    expect(notices).toHaveLength(2); // the first password sign-in, and this browser new to the account
  });

  it("from a browser that signed in before: no new-device notice; Remember me keeps the cookie past the browser", async () => {
    const { account, authenticator, deviceCookie } = await customerWithPasskey();
    await t.app.settleBackgroundWork();
    const noticesBefore = readOutbox(t.dataDir).filter((mail) => mail.to.includes(account.email)).length;
    const options = await signInOptions(t.app);
    const response = await postPasskeySignIn(
      t.app,
      { response: authenticator.authenticate(options), rememberMe: true },
      { cookie: deviceCookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "session")?.expires).toBeInstanceOf(Date);
    await t.app.settleBackgroundWork();
    expect(readOutbox(t.dataDir).filter((mail) => mail.to.includes(account.email))).toHaveLength(noticesBefore);
  });

  it("options ask for any passkey of the site with user verification, and their challenge is stored for sign-in", async () => {
    const options = await signInOptions(t.app);
    expect(options).toMatchObject({ rpId: "bank.example", userVerification: "required" });
    expect(options.allowCredentials ?? []).toEqual([]);
    const stored = await t.db
      .selectFrom("webauthn_challenges")
      .selectAll()
      .where("challenge", "=", options.challenge)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: "authentication", user_id: null, used_at: null });
    expect(stored.expires_at - stored.created_at).toBe(5 * MINUTE);
  });
});

describe("what a passkey sign-in refuses, with one answer (401)", () => {
  it("a replayed assertion: the challenge answers once", async () => {
    const { authenticator } = await customerWithPasskey();
    const body = { response: authenticator.authenticate(await signInOptions(t.app)) };
    expect((await postPasskeySignIn(t.app, body)).statusCode).toBe(200);
    const replayed = await postPasskeySignIn(t.app, body);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(refusal);
    expect(replayed.cookies).toHaveLength(0);
  });

  it("a challenge that has expired, and one made up", async () => {
    const { authenticator } = await customerWithPasskey();
    const options = await signInOptions(t.app);
    clock.advance(5 * MINUTE + 1);
    expect((await postPasskeySignIn(t.app, { response: authenticator.authenticate(options) })).statusCode).toBe(401);
    const madeUp = isoBase64URL.fromBuffer(new Uint8Array(32).fill(1));
    expect((await signInWithPasskey(t.app, authenticator, { challenge: madeUp })).statusCode).toBe(401);
  });

  it("a challenge issued for registration", async () => {
    const { authenticator, cookie } = await customerWithPasskey();
    const { challenge } = await registrationOptions(t.app, cookie);
    const refused = await signInWithPasskey(t.app, authenticator, { challenge });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal);
  });

  it.each<[string, Tampering, string]>([
    ["another origin", { origin: "https://bank.example.evil.test" }, "assertion"],
    ["another RP ID", { rpId: "evil.test" }, "assertion"],
    ["no user verification (presence only)", { userVerified: false }, "assertion"],
    ["a signature by another key", { wrongKey: true }, "signature"],
  ])("an assertion with %s", async (_case, tampering, cause) => {
    const { authenticator, user } = await customerWithPasskey();
    const refused = await signInWithPasskey(t.app, authenticator, tampering);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal);
    expect(await failureCauses(user.id)).toEqual([{ method: "passkey", cause }]);
    expect((await signInWithPasskey(t.app, authenticator)).statusCode).toBe(200);
  });

  it("an unknown passkey, and a user handle that names someone else", async () => {
    const { authenticator } = await customerWithPasskey();
    const stranger = new SoftwareAuthenticator(SITE_ORIGIN);
    // A passkey made for the site but never registered with it.
    stranger.register({
      challenge: "AAAA",
      rp: { id: "bank.example", name: "Meridian Business" },
      user: { id: "AAAA", name: "someone", displayName: "Someone" },
      pubKeyCredParams: [],
    });
    const unknown = await signInWithPasskey(t.app, stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(refusal);

    const assertion = authenticator.authenticate(await signInOptions(t.app));
    const otherHandle = { ...assertion, response: { ...assertion.response, userHandle: "c29tZW9uZS1lbHNl" } };
    expect((await postPasskeySignIn(t.app, { response: otherHandle })).statusCode).toBe(401);
  });

  it("a counter that went back or stayed put: the sign of a cloned authenticator", async () => {
    const { authenticator, user } = await customerWithPasskey();
    expect((await signInWithPasskey(t.app, authenticator, { counter: 5 })).statusCode).toBe(200);
    const back = await signInWithPasskey(t.app, authenticator, { counter: 3 });
    expect(back.statusCode).toBe(401);
    expect(back.json()).toEqual(refusal);
    expect((await signInWithPasskey(t.app, authenticator, { counter: 5 })).statusCode).toBe(401);
    expect(await failureCauses(user.id)).toEqual([
      { method: "passkey", cause: "counter_not_increased" },
      { method: "passkey", cause: "counter_not_increased" },
    ]);
    const row = await t.db.selectFrom("passkeys").select("counter").where("user_id", "=", user.id).executeTakeFirst();
    expect(row?.counter).toBe(5);
    expect((await signInWithPasskey(t.app, authenticator, { counter: 6 })).statusCode).toBe(200);
  });

  it("but an authenticator that does not count (its counter always 0) signs in each time", async () => {
    const { authenticator } = await customerWithPasskey({ counter: 0 });
    expect((await signInWithPasskey(t.app, authenticator, { counter: 0 })).statusCode).toBe(200);
    expect((await signInWithPasskey(t.app, authenticator, { counter: 0 })).statusCode).toBe(200);
    // Once it has counted, it may not go back to 0.
    expect((await signInWithPasskey(t.app, authenticator, { counter: 1 })).statusCode).toBe(200);
    expect((await signInWithPasskey(t.app, authenticator, { counter: 0 })).statusCode).toBe(401);
  });

  it("two assertions with one counter value, sent at once: at most one signs in", async () => {
    const { authenticator, user } = await customerWithPasskey();
    for (let counter = 1; counter <= 8; counter += 1) {
      const [first, second] = await Promise.all([signInOptions(t.app), signInOptions(t.app)]);
      const answers = await Promise.all([
        postPasskeySignIn(t.app, { response: authenticator.authenticate(first!, { counter }) }),
        postPasskeySignIn(t.app, { response: authenticator.authenticate(second!, { counter }) }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    }
    const sessions = await t.db.selectFrom("sessions").select("ended_at").where("user_id", "=", user.id).execute();
    expect(sessions.filter((session) => session.ended_at === null)).toHaveLength(1);
  });
});

describe("limits", () => {
  it("refusals are charged to the address's sign-in attempts: past 30, 429 even for a good assertion", async () => {
    const { authenticator } = await customerWithPasskey();
    const from = freshAddress();
    for (let i = 0; i < 30; i += 1) {
      const response = authenticator.authenticate(await signInOptions(t.app), { wrongKey: true });
      expect((await postPasskeySignIn(t.app, { response }, { remoteAddress: from })).statusCode).toBe(401);
    }
    const good = authenticator.authenticate(await signInOptions(t.app));
    const limited = await postPasskeySignIn(t.app, { response: good }, { remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().message).toMatch(new RegExp(`^Too many ${THROTTLED_WHAT.signIn}\\.`));
    // The password sign-in from that address shares the count.
    const account = await signUp(t.app);
    expect((await postJson(t.app, "/api/signin", account, {}, from)).statusCode).toBe(429);
  });

  it("one address gets at most 60 sign-in challenges in 15 minutes, so nobody fills the table", async () => {
    const from = freshAddress();
    for (let i = 0; i < 60; i += 1) await signInOptions(t.app, from);
    const limited = await postJson(t.app, "/api/auth/passkey-signin/options", {}, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await postJson(t.app, "/api/auth/passkey-signin/options", {}, {}, freshAddress())).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await postJson(t.app, "/api/auth/passkey-signin/options", {}, {}, from)).statusCode).toBe(200);
  });
});

describe("malformed input", () => {
  it("wrong types, missing fields, garbage base64 and oversized bodies are 4xx, never 5xx", async () => {
    const { authenticator } = await customerWithPasskey();
    const valid = authenticator.authenticate(await signInOptions(t.app));
    const garbage = isoBase64URL.fromUTF8String("garbage");
    const schemaRefusals: unknown[] = [
      {},
      { response: [] },
      { response: { ...valid, rawId: undefined } },
      { response: { ...valid, response: { ...valid.response, signature: 12 } } },
      { response: { ...valid, response: { ...valid.response, authenticatorData: "***" } } },
      { response: valid, rememberMe: "yes" },
    ];
    for (const body of schemaRefusals) {
      const response = await postPasskeySignIn(t.app, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    for (const field of ["clientDataJSON", "authenticatorData", "signature"] as const) {
      const fresh = authenticator.authenticate(await signInOptions(t.app));
      const response = { ...fresh, response: { ...fresh.response, [field]: garbage } };
      const refused = await postPasskeySignIn(t.app, { response });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(refusal);
    }
    const huge = await postPasskeySignIn(t.app, { response: valid, padding: "x".repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});
