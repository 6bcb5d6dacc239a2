// The takeovers a security review found, sent over real sockets as an attacker sends them: a staff password alone
// opening the console, a stranger pre-claiming an account with someone else's address, staff rights for an address
// nobody proved, a manager granting themselves a right, a document whose name runs as a program for its reviewer,
// and an application that stores without end. Each rule is also raced: parallel requests, a replayed
// or borrowed passkey assertion, a sign-in racing the reset that hands the account back.
import { ADMIN_MESSAGES, API_MESSAGES, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@bank/contracts";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { listUserPasskeys } from "../src/db/passkeys-store.ts";
import { countUnusedRecoveryCodes } from "../src/db/recovery-codes-store.ts";
import { listUserPermissions } from "../src/db/staff-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { BUSINESS, OWNER, PDF, multipart } from "./onboarding-support.ts";
import { readOutbox, tokenMailedTo } from "./outbox.ts";
import { SITE_ORIGIN } from "./passkey-support.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import { DAY, MINUTE, TestClock, freshAddress, newAccount, totpCode, verifyAddress } from "./support.ts";
import { createListeningTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp & { origin: string };
let origin: string;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
  origin = t.origin;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** `name=value` of the session cookie the answer set, if any. */
  session?: string;
}

async function call(method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      "x-forwarded-for": freshAddress(),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("session=") && pair.length > "session=".length);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, session };
}
const post = (path: string, body: unknown = {}, cookie?: string) => call("POST", path, { body, cookie });
const get = (path: string, cookie?: string) => call("GET", path, { cookie });

async function signUp(account = newAccount(), options: { verified?: boolean } = {}) {
  expect((await post("/api/signup", account)).status).toBe(201);
  if (options.verified !== false) await verifyAddress(t.app, account.email);
  else await t.app.settleBackgroundWork();
  return account;
}

async function signIn(account: { email: string; password: string }, extra: Record<string, unknown> = {}) {
  const answer = await post("/api/signin", { email: account.email, password: account.password, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.session!;
}

async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator): Promise<string> {
  const options = await post("/api/auth/passkeys/registration-options", {}, cookie);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = authenticator.register(options.body as never);
  const added = await post("/api/auth/passkeys", { response, name: "Work laptop" }, cookie);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return (added.body.passkey as { id: string }).id;
}

const stepUpOptions = async (cookie: string) =>
  (await post("/api/auth/reauthenticate/passkey-options", {}, cookie))
    .body as unknown as PublicKeyCredentialRequestOptionsJSON;

async function passkeySignIn(authenticator: SoftwareAuthenticator): Promise<Answer> {
  const options = await post("/api/auth/passkey-signin/options");
  return post("/api/auth/passkey-signin", { response: authenticator.authenticate(options.body as never) });
}

const sessionIsValid = async (cookie: string) => (await get("/api/auth/session-status", cookie)).body.isValid === true;

const reason = "Access review: identity checked in person by the security lead.";
const adminRoutes = (customerId: string, staffId: string) => [
  { method: "GET", path: "/api/admin/me" },
  { method: "GET", path: "/api/admin/overview" },
  { method: "GET", path: "/api/admin/users?query=example" },
  { method: "GET", path: `/api/admin/users/${customerId}` },
  { method: "GET", path: "/api/admin/audit" },
  { method: "GET", path: "/api/admin/staff" },
  { method: "GET", path: "/api/admin/applications" },
  { method: "POST", path: `/api/admin/users/${customerId}/sessions/end`, body: { reason } },
  { method: "POST", path: `/api/admin/users/${customerId}/unlock`, body: { reason } },
  { method: "PUT", path: `/api/admin/staff/${staffId}`, body: { permissions: ["view"], reason } },
];

/** A staff member whose only second factor is a passkey (no TOTP), holding manage. */
async function passkeyOnlyManager() {
  const account = await signUp();
  const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
  const first = await signIn(account);
  await addPasskey(first, authenticator);
  expect((await runStaffCommand(t.db, ["grant", account.email, "manage"], clock.current)).ok).toBe(true);
  return { account, authenticator, user: (await findUserByEmail(t.db, account.email))! };
}

describe("1. a staff password alone opens nothing", () => {
  it("a passkey-only manager signed in with the password gets no admin route; after a passkey step-up, every one", async () => {
    clock.advance(DAY);
    const { account, authenticator } = await passkeyOnlyManager();
    const customer = await signUp();
    const colleague = await signUp();
    const customerId = (await findUserByEmail(t.db, customer.email))!.id;
    const colleagueId = (await findUserByEmail(t.db, colleague.email))!.id;
    const routes = adminRoutes(customerId, colleagueId);

    // The password sign-in has no code step (no TOTP), and opens a password-only session.
    const cookie = await signIn(account);
    const refused = await Promise.all(routes.map((route) => call(route.method, route.path, { ...route, cookie })));
    for (const [index, answer] of refused.entries()) {
      expect(answer, routes[index]!.path).toEqual({
        status: 403,
        body: {
          success: false,
          secondFactorRequired: true,
          secondFactors: ["passkey"],
          message: ADMIN_MESSAGES.secondFactorRequired,
        },
        session: undefined,
      });
    }
    // The password again proves nothing more: a step-up that needs a second factor takes only a second factor.
    expect((await post("/api/auth/reauthenticate", { password: account.password }, cookie)).status).toBe(200);
    expect((await get("/api/admin/me", cookie)).body.secondFactorRequired).toBe(true);
    expect((await listUserPermissions(t.db, colleagueId)).length).toBe(0);

    const proof = authenticator.authenticate(await stepUpOptions(cookie));
    const stepUp = await post("/api/auth/reauthenticate", { passkey: proof }, cookie);
    expect(stepUp).toMatchObject({ status: 200, body: { success: true, message: API_MESSAGES.reauthenticated } });
    const opened = [];
    for (const route of routes) opened.push(await call(route.method, route.path, { ...route, cookie }));
    for (const [index, answer] of opened.entries()) expect(answer.status, routes[index]!.path).toBe(200);
    expect(await listUserPermissions(t.db, colleagueId)).toEqual(["view"]);

    // Ten minutes on, a change needs the second factor again (reading does not).
    clock.advance(11 * MINUTE);
    expect((await get("/api/admin/overview", cookie)).status).toBe(200);
    const stale = await call("POST", `/api/admin/users/${customerId}/unlock`, { body: { reason }, cookie });
    expect(stale.body).toMatchObject({ reauthenticationRequired: true, secondFactorRequired: true });
  });

  it("a passkey sign-in opens the console at once; a password sign-in on the same account does not", async () => {
    clock.advance(DAY);
    const { account, authenticator } = await passkeyOnlyManager();
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect((await get("/api/admin/me", signedIn.session)).status).toBe(200);
    const byPassword = await signIn(account);
    expect((await get("/api/admin/me", byPassword)).status).toBe(403);
  });

  it("a TOTP sign-in is two-factor; a recovery code too; the password with TOTP off is not", async () => {
    clock.advance(DAY);
    const account = await signUp();
    const cookie = await signIn(account);
    clock.nextTotpStep();
    const setup = await post("/api/auth/2fa/setup", {}, cookie);
    const secret = setup.body.secret as string;
    const enabled = await post("/api/auth/2fa/enable", { code: totpCode(secret, clock.current) }, cookie);
    const recoveryCodes = enabled.body.recoveryCodes as string[];
    expect((await runStaffCommand(t.db, ["grant", account.email, "view"], clock.current)).ok).toBe(true);
    // The session that enabled TOTP signed in with the password alone.
    expect((await get("/api/admin/me", cookie)).body.secondFactors).toEqual(["code"]);

    clock.nextTotpStep();
    const withCode = await signIn(account, { twoFactorCode: totpCode(secret, clock.current) });
    expect((await get("/api/admin/me", withCode)).status).toBe(200);
    const withRecovery = await signIn(account, { recoveryCode: recoveryCodes[0] });
    expect((await get("/api/admin/me", withRecovery)).status).toBe(200);
    const events = await listAuditEvents(t.db, { email: account.email });
    const factors = events.filter((event) => event.event === "signin_ok").map((e) => JSON.parse(e.detail!).factors);
    expect(factors).toEqual(["password", "password,code", "password,recovery_code"]);
  });

  it("a step-up assertion works once, only against its own user's challenge, and never as a sign-in", async () => {
    clock.advance(DAY);
    const { account, authenticator } = await passkeyOnlyManager();
    const other = await passkeyOnlyManager();
    const cookie = await signIn(account);

    // The same assertion sent five times at once: one proof, four refusals.
    const proof = authenticator.authenticate(await stepUpOptions(cookie));
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/auth/reauthenticate", { passkey: proof }, cookie)),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401]);
    expect(raced.find((answer) => answer.status === 401)!.body.message).toBe(API_MESSAGES.passkeyNotConfirmed);

    const second = await signIn(account);
    // Another person's passkey answering this person's challenge: its signature holds, but it is not theirs.
    const borrowed = other.authenticator.authenticate(await stepUpOptions(second));
    expect((await post("/api/auth/reauthenticate", { passkey: borrowed }, second)).status).toBe(401);
    // A sign-in challenge cannot be spent as a step-up, nor a step-up challenge as a sign-in.
    const signInChallenge = (await post("/api/auth/passkey-signin/options")).body as never;
    const fromSignIn = authenticator.authenticate(signInChallenge);
    expect((await post("/api/auth/reauthenticate", { passkey: fromSignIn }, second)).status).toBe(401);
    const fromStepUp = authenticator.authenticate(await stepUpOptions(second));
    expect((await post("/api/auth/passkey-signin", { response: fromStepUp })).status).toBe(401);
    expect((await get("/api/admin/me", second)).status).toBe(403);

    // Someone without a passkey gets no options, and garbage is a 400, never a 500.
    const plain = await signIn(await signUp());
    expect((await post("/api/auth/reauthenticate/passkey-options", {}, plain)).status).toBe(400);
    const garbage = await post("/api/auth/reauthenticate", { passkey: { id: 7 } }, second);
    expect(garbage.status).toBe(400);
    const both = await post("/api/auth/reauthenticate", { password: account.password, passkey: proof }, second);
    expect(both.status).toBe(400);
  });
});

describe("2. nobody pre-claims an account with someone else's address", () => {
  /**
   * The attacker opens an account with the victim's address, signs in, and (as before this defence, or through a
   * gap) holds a passkey, TOTP and recovery codes on it. The passkey is registered while the row is briefly marked
   * verified, as an account from before the rule would be; the mark is taken off again.
   */
  async function preClaimed() {
    const victimEmail = `victim.${crypto.randomUUID()}@example.com`;
    const attacker = await signUp(newAccount({ email: victimEmail, firstName: "Mallory", lastName: "Attacker" }), {
      verified: false,
    });
    const attackerCookie = await signIn(attacker);
    // Today an unverified account cannot add any factor.
    for (const path of ["/api/auth/passkeys/registration-options", "/api/auth/2fa/setup"]) {
      const refused = await post(path, {}, attackerCookie);
      expect(refused, path).toMatchObject({
        status: 403,
        body: { success: false, emailNotVerified: true, message: API_MESSAGES.verifyAddressFirst },
      });
    }
    const user = (await findUserByEmail(t.db, victimEmail))!;
    await t.db.updateTable("users").set({ email_verified_at: clock.current }).where("id", "=", user.id).execute();
    const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
    await addPasskey(attackerCookie, authenticator);
    clock.nextTotpStep();
    const setup = await post("/api/auth/2fa/setup", {}, attackerCookie);
    const enabled = await post(
      "/api/auth/2fa/enable",
      { code: totpCode(setup.body.secret as string, clock.current) },
      attackerCookie,
    );
    expect(enabled.status).toBe(200);
    await t.db.updateTable("users").set({ email_verified_at: null }).where("id", "=", user.id).execute();
    const passkeyCookie = (await passkeySignIn(authenticator)).session!;
    return { victimEmail, attacker, authenticator, passkeyCookie, userId: user.id };
  }

  it("the victim's reset by mail ends every attacker session and removes the attacker's passkey, TOTP and codes", async () => {
    clock.advance(DAY);
    const { victimEmail, attacker, authenticator, passkeyCookie, userId } = await preClaimed();
    expect(await sessionIsValid(passkeyCookie)).toBe(true);

    // The victim tries to sign up: the same answer, and a mail with a reset link.
    const victim = newAccount({ email: victimEmail, firstName: "Victoria", lastName: "Owner" });
    expect((await post("/api/signup", victim)).body).toEqual({ success: true, message: API_MESSAGES.signUpAccepted });
    await t.app.settleBackgroundWork();
    const notice = readOutbox(t.dataDir).find(
      (mail) => mail.to.includes(victimEmail) && mail.subject.includes("tried to open an account"),
    );
    expect(notice?.links).toContain("https://bank.example/forgot-password");

    expect((await post("/api/auth/password-reset/request", { email: victimEmail })).status).toBe(200);
    await t.app.settleBackgroundWork();
    const token = tokenMailedTo(t.dataDir, victimEmail, "/forgot-password")!;
    const newPassword = "victorias-own-passphrase";
    // The attacker signs in again with the old password while the reset commits: no session of theirs survives.
    const [reset, racing] = await Promise.all([
      post("/api/auth/password-reset/confirm", { token, password: newPassword, confirmPassword: newPassword }),
      post("/api/signin", { email: victimEmail, password: attacker.password }),
    ]);
    expect(reset.status).toBe(200);

    expect(await sessionIsValid(passkeyCookie)).toBe(false);
    if (racing.session) expect(await sessionIsValid(racing.session)).toBe(false);
    expect((await passkeySignIn(authenticator)).status).toBe(401);
    expect((await post("/api/signin", { email: victimEmail, password: attacker.password })).status).toBe(401);
    expect(await listUserPasskeys(t.db, userId)).toEqual([]);
    expect(await countUnusedRecoveryCodes(t.db, userId)).toBe(0);
    const row = (await findUserByEmail(t.db, victimEmail))!;
    expect(row).toMatchObject({ totp_secret: null, totp_pending_secret: null, name_confirmation_due: 1 });
    expect(row.email_verified_at).not.toBeNull();

    // The victim signs in (no code step: the attacker's TOTP is gone) and is asked to confirm the name.
    const victimCookie = await signIn({ email: victimEmail, password: newPassword });
    const me = await get("/api/auth/me", victimCookie);
    expect(me.body.user).toMatchObject({
      firstName: "Mallory",
      twoFactorEnabled: false,
      emailVerified: true,
      nameConfirmationRequired: true,
    });
    const confirmed = await post("/api/auth/name", { firstName: "Victoria", lastName: "Owner" }, victimCookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toEqual({
      id: userId,
      email: victimEmail,
      firstName: "Victoria",
      lastName: "Owner",
      twoFactorEnabled: false,
      emailVerified: true,
    });
    expect((await post("/api/auth/name", { firstName: "Eve", lastName: "Again" }, victimCookie)).status).toBe(409);
    const events = (await listAuditEvents(t.db, { userId })).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(["address_first_proven", "password_reset", "name_confirmed"]));
  });

  it("the verification link, too: every session ends and the earlier factors are gone", async () => {
    clock.advance(DAY);
    const { victimEmail, attacker, authenticator, passkeyCookie, userId } = await preClaimed();
    const token = tokenMailedTo(t.dataDir, victimEmail, "/email-verification")!;
    const verified = await post("/api/auth/email/verify", { token });
    expect(verified.body).toEqual({
      success: true,
      message: API_MESSAGES.emailVerifiedSignInAgain,
      signInAgain: true,
    });
    expect(await sessionIsValid(passkeyCookie)).toBe(false);
    expect((await get("/api/auth/session-status", passkeyCookie)).body).toMatchObject({ reason: "address_verified" });
    expect((await passkeySignIn(authenticator)).status).toBe(401);
    expect(await listUserPasskeys(t.db, userId)).toEqual([]);
    // A password sign-in has no code step left to pass, and shows the name to confirm.
    const again = await post("/api/signin", { email: victimEmail, password: attacker.password });
    expect(again.body.user).toMatchObject({ twoFactorEnabled: false, nameConfirmationRequired: true });
    // A second verification of a verified address changes nothing more.
    await t.app.settleBackgroundWork();
    expect(await sessionIsValid(again.session!)).toBe(true);
  });

  it("an unverified account's sessions and name stay as they are until the address is proven; a verified one's stay after", async () => {
    clock.advance(DAY);
    const account = await signUp(newAccount(), { verified: false });
    const cookie = await signIn(account);
    expect((await get("/api/auth/me", cookie)).body.user).toMatchObject({ emailVerified: false });
    expect((await post("/api/auth/name", { firstName: "Ada", lastName: "King" }, cookie)).status).toBe(409);
    await verifyAddress(t.app, account.email);
    expect(await sessionIsValid(cookie)).toBe(false);
    const after = await signIn(account);
    await verifyAddress(t.app, account.email);
    expect(await sessionIsValid(after)).toBe(true);
  });
});

describe("3. staff rights only for a proven address", () => {
  it("staff:grant and the console both refuse an unverified address, and change nothing", async () => {
    clock.advance(DAY);
    const stranger = await signUp(newAccount(), { verified: false });
    const byCommand = await runStaffCommand(t.db, ["grant", stranger.email, "manage"], clock.current);
    expect(byCommand.ok).toBe(false);
    expect(byCommand.message).toContain("has not verified");
    const strangerId = (await findUserByEmail(t.db, stranger.email))!.id;

    const { authenticator } = await passkeyOnlyManager();
    const manager = (await passkeySignIn(authenticator)).session!;
    const answers = await Promise.all(
      [["view"], ["approve"], ["manage"]].map((permissions) =>
        call("PUT", `/api/admin/staff/${strangerId}`, { body: { permissions, reason }, cookie: manager }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 409,
        body: { success: false, emailNotVerified: true, message: ADMIN_MESSAGES.unverifiedStaff },
      });
    }
    expect(await listUserPermissions(t.db, strangerId)).toEqual([]);
  });
});

describe("4. nobody changes their own staff permissions", () => {
  it("a manager's PUT on their own id is refused for every set, sent at once, and the audit names the granter", async () => {
    clock.advance(DAY);
    const { authenticator, user, account } = await passkeyOnlyManager();
    const cookie = (await passkeySignIn(authenticator)).session!;
    const sets = [[], ["view"], ["approve"], ["manage"], ["approve", "manage"], ["view", "approve", "manage"]];
    const answers = await Promise.all(
      sets.map((permissions) => call("PUT", `/api/admin/staff/${user.id}`, { body: { permissions, reason }, cookie })),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.ownPermissions } });
    }
    expect(await listUserPermissions(t.db, user.id)).toEqual(["manage"]);

    const colleague = await signUp();
    const colleagueId = (await findUserByEmail(t.db, colleague.email))!.id;
    const granted = await call("PUT", `/api/admin/staff/${colleagueId}`, {
      body: { permissions: ["approve"], reason },
      cookie,
    });
    expect(granted.status).toBe(200);
    const row = (await listAuditEvents(t.db, { userId: colleagueId })).find(
      (event) => event.event === "staff_permissions_changed",
    )!;
    expect(row.actor_id).toBe(user.id);
    expect(JSON.parse(row.detail!)).toEqual({ reason, by: account.email, before: "none", after: "approve" });
  });
});

describe("5 and 6. documents, over the socket: named by their type, and limited per application", () => {
  /** POST /api/onboarding/documents as the site's page sends it: multipart, from the service's own origin. */
  async function uploadOverSocket(cookie: string, fields: [string, string][], file: { name: string; bytes: Buffer }) {
    const body = multipart(fields, { name: file.name, type: "text/html", bytes: file.bytes });
    const response = await fetch(`${origin}/api/onboarding/documents`, {
      method: "POST",
      headers: { "content-type": body.contentType, origin, cookie, "x-forwarded-for": freshAddress() },
      body: new Uint8Array(body.payload),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const listedDocuments = async (cookie: string) =>
    ((await get("/api/onboarding/application", cookie)).body.application as { documents: { name: string }[] })
      .documents;
  const dispositionOf = async (path: string, cookie: string) =>
    (await fetch(`${origin}${path}`, { headers: { cookie } })).headers.get("content-disposition");

  it("a PDF named x.html, and one named with a right-to-left override, download as .pdf from both routes", async () => {
    clock.advance(DAY);
    const customer = await signUp();
    const cookie = await signIn(customer);
    // The person first: an ID belongs to someone on the application.
    expect(
      (await call("PATCH", "/api/onboarding/application", { body: { business: BUSINESS, people: [OWNER] }, cookie }))
        .status,
    ).toBe(200);
    const formationDoc = await uploadOverSocket(cookie, [["kind", "formation"]], { name: "x.html", bytes: PDF });
    expect(formationDoc).toMatchObject({
      status: 201,
      body: { document: { name: "x.pdf", contentType: "application/pdf" } },
    });
    const identityFields: [string, string][] = [
      ["kind", "identity"],
      ["personIndex", "0"],
    ];
    const reversed = await uploadOverSocket(cookie, identityFields, { name: "\u202Efdp.exe", bytes: PDF });
    expect(reversed).toMatchObject({ status: 201, body: { document: { name: "fdp.pdf" } } });
    const submitted = await post("/api/onboarding/application/submit", {}, cookie);
    expect(submitted.status).toBe(200);
    const applicationId = (submitted.body.application as { id: string }).id;

    const { authenticator } = await passkeyOnlyManager();
    const reviewer = (await passkeySignIn(authenticator)).session!;
    for (const [document, name] of [
      [formationDoc.body.document, "x.pdf"],
      [reversed.body.document, "fdp.pdf"],
    ] as const) {
      const id = (document as { id: string }).id;
      for (const [path, who] of [
        [`/api/onboarding/documents/${id}`, cookie],
        [`/api/admin/applications/${applicationId}/documents/${id}`, reviewer],
      ] as const) {
        const disposition = await dispositionOf(path, who);
        expect(disposition, path).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
        expect(disposition).not.toMatch(/[\u202A-\u202E\u2066-\u2069]|\.html|\.exe/);
      }
    }
  });

  it("the 21st document and the 61st MB are refused with 413, sent at once, and leave nothing", async () => {
    clock.advance(DAY);
    const customer = await signUp();
    const cookie = await signIn(customer);
    const formationFields: [string, string][] = [["kind", "formation"]];
    const small = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        uploadOverSocket(cookie, formationFields, { name: `page-${index}.pdf`, bytes: PDF }),
      ),
    );
    expect(small.map((answer) => answer.status).sort()).toEqual([...Array(20).fill(201), 413]);
    expect(small.find((answer) => answer.status === 413)!.body.message).toBe(DOCUMENT_MESSAGES.tooManyDocuments);
    expect(await listedDocuments(cookie)).toHaveLength(20);

    const other = await signIn(await signUp());
    const tenMegabytes = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length, 0x20)]);
    const large = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        uploadOverSocket(other, formationFields, { name: `scan-${index}.pdf`, bytes: tenMegabytes }),
      ),
    );
    expect(large.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 413]);
    const past = await uploadOverSocket(other, formationFields, { name: "one-more.pdf", bytes: PDF });
    expect(past).toMatchObject({
      status: 413,
      body: { success: false, message: DOCUMENT_MESSAGES.applicationDocumentsTooLarge },
    });
    expect(await listedDocuments(other)).toHaveLength(6);
  });
});
