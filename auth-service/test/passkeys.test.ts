// Passkeys in settings: registration against a challenge this user was given, and list, rename and removal, each
// attacked (forged origins and RP IDs, another user's challenge or passkey, a stale proof, garbage).
import { API_MESSAGES, BRAND_NAME, DEFAULT_PASSKEY_NAME } from "@bank/contracts";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { sweep } from "../src/plugins/housekeeping.ts";
import { lastMailTo } from "./outbox.ts";
import { SITE_ORIGIN, registerPasskey, registrationOptions, signInWithPasskey } from "./passkey-support.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import { MINUTE, TestClock, postJson, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A new account signed in just now, so its session holds a fresh proof (step-up). */
async function signedInCustomer() {
  const account = await signUp(t.app);
  const cookie = await signedInCookie(t.app, account);
  const user = (await findUserByEmail(t.db, account.email))!;
  return { account, cookie, user, authenticator: new SoftwareAuthenticator(SITE_ORIGIN) };
}

const listPasskeys = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers: { cookie } })).json().passkeys as {
    id: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }[];

const patch = (cookie: string, id: string, body: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/auth/passkeys/${id}`,
    payload: JSON.stringify(body),
    headers: { cookie, "content-type": "application/json" },
  });

const remove = (cookie: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/auth/passkeys/${id}`, headers: { cookie } });

describe("registration options", () => {
  it("ask for a discoverable, user-verifying passkey with no attestation, for the site, naming the customer", async () => {
    const { account, cookie, user } = await signedInCustomer();
    const options = await registrationOptions(t.app, cookie);
    expect(options.rp).toEqual({ id: "bank.example", name: BRAND_NAME });
    expect(options.user).toEqual({
      id: isoBase64URL.fromUTF8String(user.id),
      name: account.email,
      displayName: "Grace Hopper",
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.attestation).toBe("none");
    expect(options.excludeCredentials).toEqual([]);

    const stored = await t.db
      .selectFrom("webauthn_challenges")
      .selectAll()
      .where("challenge", "=", options.challenge)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: "registration", user_id: user.id, used_at: null });
    expect(stored.expires_at - stored.created_at).toBe(5 * MINUTE);
  });

  it("exclude the passkeys the customer already has", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const added = await registerPasskey(t.app, cookie, authenticator);
    expect(added.statusCode).toBe(201);
    const options = await registrationOptions(t.app, cookie);
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: added.json().passkey.id, type: "public-key", transports: ["internal", "hybrid"] }),
    ]);
  });

  it("need a session", async () => {
    const response = await postJson(t.app, "/api/auth/passkeys/registration-options", {});
    expect(response.statusCode).toBe(401);
  });
});

describe("adding a passkey", () => {
  it("keeps the credential, answers 201 with the passkey (never its key), audits it and mails a notice", async () => {
    const { account, cookie, user, authenticator } = await signedInCustomer();
    const response = await registerPasskey(t.app, cookie, authenticator, { name: "  Work laptop  " });
    expect(response.statusCode).toBe(201);
    const { passkey } = response.json();
    expect(response.json()).toEqual({
      success: true,
      message: API_MESSAGES.passkeyAdded,
      passkey: {
        id: passkey.id,
        name: "Work laptop",
        createdAt: new Date(clock.current).toISOString(),
        lastUsedAt: null,
      },
    });

    const row = await t.db.selectFrom("passkeys").selectAll().where("id", "=", passkey.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, counter: 0, device_type: "singleDevice", backed_up: 0 });
    expect(JSON.parse(row.transports!)).toEqual(["internal", "hybrid"]);
    expect(isoBase64URL.isBase64URL(row.public_key)).toBe(true);

    const events = await listAuditEvents(t.db, { userId: user.id });
    expect(events.find((event) => event.event === "passkey_added")?.detail).toBe(
      JSON.stringify({ passkeyId: passkey.id, name: "Work laptop" }),
    );
    await t.app.settleBackgroundWork();
    const notice = lastMailTo(t.dataDir, account.email, "a passkey was added");
    expect(notice?.body).toContain("can now sign in to your account without your password");
  });

  it("names a passkey sent without a name 'Passkey', and refuses a name that is empty or too long", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const unnamed = await registerPasskey(t.app, cookie, authenticator);
    expect(unnamed.json().passkey.name).toBe(DEFAULT_PASSKEY_NAME);
    for (const name of ["   ", "x".repeat(51), 42]) {
      const response = authenticator.register(await registrationOptions(t.app, cookie));
      const refused = await postJson(t.app, "/api/auth/passkeys", { response, name }, { cookie });
      expect(refused.statusCode).toBe(400);
    }
  });

  it("refuses a second use of the challenge, and a challenge that has expired", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const options = await registrationOptions(t.app, cookie);
    const first = authenticator.register(options);
    expect((await postJson(t.app, "/api/auth/passkeys", { response: first }, { cookie })).statusCode).toBe(201);
    const replayed = await postJson(
      t.app,
      "/api/auth/passkeys",
      { response: authenticator.register(options) },
      { cookie },
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ success: false, message: API_MESSAGES.passkeyNotAdded });

    const late = await registrationOptions(t.app, cookie);
    clock.advance(5 * MINUTE + 1);
    const expired = await postJson(t.app, "/api/auth/passkeys", { response: authenticator.register(late) }, { cookie });
    expect(expired.statusCode).toBe(400);
  });

  it("refuses a challenge handed out to another user", async () => {
    const alice = await signedInCustomer();
    const mallory = await signedInCustomer();
    const alicesOptions = await registrationOptions(t.app, alice.cookie);
    const response = mallory.authenticator.register(alicesOptions);
    const refused = await postJson(t.app, "/api/auth/passkeys", { response }, { cookie: mallory.cookie });
    expect(refused.statusCode).toBe(400);
    expect(await listPasskeys(mallory.cookie)).toEqual([]);
    // Alice's challenge was not spent by the refusal: it was never Mallory's to spend.
    const alices = await postJson(
      t.app,
      "/api/auth/passkeys",
      { response: alice.authenticator.register(alicesOptions) },
      { cookie: alice.cookie },
    );
    expect(alices.statusCode).toBe(201);
  });

  it("refuses a sign-in challenge", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const signInChallenge = (await postJson(t.app, "/api/auth/passkey-signin/options", {})).json().challenge;
    const options = await registrationOptions(t.app, cookie);
    const response = authenticator.register(options, { challenge: signInChallenge });
    expect((await postJson(t.app, "/api/auth/passkeys", { response }, { cookie })).statusCode).toBe(400);
  });

  it.each([
    ["another origin", { origin: "https://bank.example.evil.test" }],
    ["another RP ID", { rpId: "evil.test" }],
    ["no user verification", { userVerified: false }],
  ])("refuses an answer with %s", async (_case, tampering) => {
    const { cookie, authenticator } = await signedInCustomer();
    const refused = await registerPasskey(t.app, cookie, authenticator, { tampering });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: API_MESSAGES.passkeyNotAdded });
    expect(await listPasskeys(cookie)).toEqual([]);
  });

  it("refuses a credential id registered already, to this account or another, and leaves the first one working", async () => {
    const victim = await signedInCustomer();
    const added = await registerPasskey(t.app, victim.cookie, victim.authenticator);
    const credentialId = added.json().passkey.id as string;
    const attacker = await signedInCustomer();
    const squat = await registerPasskey(t.app, attacker.cookie, attacker.authenticator, {
      tampering: { credentialId },
    });
    expect(squat.statusCode).toBe(400);
    expect(squat.json()).toEqual({ success: false, message: API_MESSAGES.passkeyAlreadyAdded });
    expect((await signInWithPasskey(t.app, victim.authenticator)).statusCode).toBe(200);
  });
});

describe("the passkey list, rename and removal", () => {
  it("lists the customer's passkeys as id, name and times only; renames one; removes one, which then cannot sign in", async () => {
    const { account, cookie, user, authenticator } = await signedInCustomer();
    const first = (await registerPasskey(t.app, cookie, authenticator, { name: "Phone" })).json().passkey;
    clock.advance(1_000);
    const second = (await registerPasskey(t.app, cookie, new SoftwareAuthenticator(SITE_ORIGIN))).json().passkey;
    expect(await listPasskeys(cookie)).toEqual([first, second]);
    for (const passkey of await listPasskeys(cookie)) {
      expect(Object.keys(passkey).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    }

    const renamed = await patch(cookie, second.id, { name: " Office key " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      message: API_MESSAGES.passkeyRenamed,
      passkey: { ...second, name: "Office key" },
    });
    expect((await listPasskeys(cookie)).map((passkey) => passkey.name)).toEqual(["Phone", "Office key"]);

    const removed = await remove(cookie, first.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: API_MESSAGES.passkeyRemoved });
    expect((await listPasskeys(cookie)).map((passkey) => passkey.id)).toEqual([second.id]);
    expect((await remove(cookie, first.id)).statusCode).toBe(404);
    const signIn = await signInWithPasskey(t.app, authenticator);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ success: false, message: API_MESSAGES.passkeyFailed });

    const events = (await listAuditEvents(t.db, { userId: user.id })).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(["passkey_added", "passkey_renamed", "passkey_removed"]));
    await t.app.settleBackgroundWork();
    expect(lastMailTo(t.dataDir, account.email, "a passkey was removed")?.body).toContain(
      "can no longer sign in to it",
    );
  });

  it("answers another customer's passkey exactly like an unknown one, 404, and leaves it alone", async () => {
    const owner = await signedInCustomer();
    const id = (await registerPasskey(t.app, owner.cookie, owner.authenticator, { name: "Mine" })).json().passkey.id;
    const stranger = await signedInCustomer();
    const unknownId = isoBase64URL.fromBuffer(new Uint8Array(32).fill(7));

    const renameOthers = await patch(stranger.cookie, id, { name: "Stolen" });
    const renameUnknown = await patch(stranger.cookie, unknownId, { name: "Stolen" });
    expect(renameOthers.statusCode).toBe(404);
    expect(renameOthers.json()).toEqual({ success: false, message: API_MESSAGES.passkeyNotFound });
    expect(renameOthers.json()).toEqual(renameUnknown.json());

    const removeOthers = await remove(stranger.cookie, id);
    const removeUnknown = await remove(stranger.cookie, unknownId);
    expect(removeOthers.statusCode).toBe(404);
    expect(removeOthers.json()).toEqual(removeUnknown.json());

    expect(await listPasskeys(owner.cookie)).toEqual([expect.objectContaining({ id, name: "Mine" })]);
  });

  it("need a session, every one of them", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const response = authenticator.register(await registrationOptions(t.app, cookie));
    expect((await postJson(t.app, "/api/auth/passkeys", { response })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/passkeys" })).statusCode).toBe(401);
    expect((await patch("", response.id, { name: "Mine now" })).statusCode).toBe(401);
    expect((await remove("", response.id)).statusCode).toBe(401);
  });
});

describe("step-up: a session cookie alone cannot add or remove a passkey", () => {
  it("registration options, adding and removing need a proof no older than 10 minutes; renaming does not", async () => {
    const { account, cookie, authenticator } = await signedInCustomer();
    const options = await registrationOptions(t.app, cookie);
    const id = (await registerPasskey(t.app, cookie, authenticator)).json().passkey.id;
    clock.advance(11 * MINUTE);
    await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }); // active, so not idled out

    const stale = [
      await postJson(t.app, "/api/auth/passkeys/registration-options", {}, { cookie }),
      await postJson(t.app, "/api/auth/passkeys", { response: authenticator.register(options) }, { cookie }),
      await remove(cookie, id),
    ];
    for (const refused of stale) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        reauthenticationRequired: true,
        message: API_MESSAGES.reauthenticationRequired,
      });
    }
    expect((await patch(cookie, id, { name: "Renamed" })).statusCode).toBe(200);

    const proof = await postJson(t.app, "/api/auth/reauthenticate", { password: account.password }, { cookie });
    expect(proof.statusCode).toBe(200);
    expect((await remove(cookie, id)).statusCode).toBe(200);
    expect((await registerPasskey(t.app, cookie, authenticator)).statusCode).toBe(201);
  });
});

describe("malformed input", () => {
  it("wrong types, missing fields, garbage base64 and oversized bodies are 4xx, never 5xx", async () => {
    const { cookie, authenticator } = await signedInCustomer();
    const valid = authenticator.register(await registrationOptions(t.app, cookie));
    const garbage = isoBase64URL.fromUTF8String("not json, not cbor");
    const bodies: unknown[] = [
      {},
      { response: null },
      { response: "text" },
      { response: { ...valid, id: 42 } },
      { response: { ...valid, type: "password" } },
      { response: { ...valid, response: {} } },
      { response: { ...valid, response: { ...valid.response, clientDataJSON: "%%%not base64%%%" } } },
      { response: { ...valid, response: { ...valid.response, clientDataJSON: garbage } } },
      { response: { ...valid, response: { ...valid.response, attestationObject: garbage } } },
      { response: { ...valid, response: { ...valid.response, transports: "usb" } } },
      { response: valid, name: { first: "x" } },
      { response: { ...valid, id: "A".repeat(2_000), rawId: "A".repeat(2_000) } },
    ];
    for (const body of bodies) {
      const response = await postJson(t.app, "/api/auth/passkeys", body, { cookie });
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const huge = await postJson(
      t.app,
      "/api/auth/passkeys",
      { response: valid, name: "x".repeat(17 * 1024) },
      { cookie },
    );
    expect(huge.statusCode).toBe(413);
    expect((await patch(cookie, "bad!id", { name: "x" })).statusCode).toBe(400);
    expect((await patch(cookie, valid.id, { name: 7 })).statusCode).toBe(400);
    expect((await remove(cookie, "A".repeat(1_380))).statusCode).toBe(400);
  });
});

describe("housekeeping", () => {
  it("deletes challenges once they have expired", async () => {
    const { cookie } = await signedInCustomer();
    const { challenge } = await registrationOptions(t.app, cookie);
    const stored = () =>
      t.db.selectFrom("webauthn_challenges").select("challenge").where("challenge", "=", challenge).executeTakeFirst();
    await sweep(t.db, clock.current);
    expect(await stored()).toBeDefined();
    const removed = await sweep(t.db, clock.current + 5 * MINUTE + 1);
    expect(removed.challenges).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeUndefined();
  });
});
