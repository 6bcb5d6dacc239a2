// Two service processes on one database (one SQLite file, or one PostgreSQL database when the suite runs on
// PostgreSQL): every rule lives in the database, so it holds across instances as it does inside one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { waitForTokenMailedTo } from "./outbox.ts";
import { postTo, startService, type ServiceProcess } from "./service-process.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import { newAccount, temporaryFolders, totpCode } from "./support.ts";
import { sharedServiceDatabase } from "./test-database.ts";

const folders = temporaryFolders();
const dataDir = folders.make("auth-two-instances-");
let a: ServiceProcess;
let b: ServiceProcess;
let database: Database;
beforeAll(async () => {
  const shared = await sharedServiceDatabase();
  const env = { DATA_DIR: dataDir, TRUSTED_PROXIES: "127.0.0.1", ...shared };
  a = await startService(env);
  b = await startService(env);
  database = await openDatabase({ dataDir, databaseUrl: shared.DATABASE_URL });
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop("SIGKILL"), b?.stop("SIGKILL")]);
  await database?.close();
  folders.removeAll();
});

const post = postTo;

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))!
    .split(";")[0]!;

const deviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("device="))!
    .split(";")[0]!;

async function statusOn(origin: string, cookie: string): Promise<{ isValid: boolean; reason?: string }> {
  const response = await fetch(`${origin}/api/auth/session-status`, { headers: { cookie } });
  return (await response.json()) as { isValid: boolean; reason?: string };
}

/** Signed up on A, the address proven on B with the link sign-up mailed (second factors and staff rights need it). */
async function signedUp(): Promise<{ email: string; password: string }> {
  const account = newAccount();
  expect((await post(a.origin, "/api/signup", account)).status).toBe(201);
  const token = await waitForTokenMailedTo(dataDir, account.email, "/email-verification");
  expect((await post(b.origin, "/api/auth/email/verify", { token })).status).toBe(200);
  return account;
}

/**
 * Staff act from two-factor sessions: a session signed in with the password proves its second factor with the next
 * step's code (the enabling code took the current one), which the service accepts one step ahead.
 */
async function stepUpWithNextCode(origin: string, cookie: string, secret: string): Promise<void> {
  const proof = await post(origin, "/api/auth/reauthenticate", { code: totpCode(secret, Date.now() + 30_000) }, cookie);
  expect(proof.status, await proof.text()).toBe(200);
}

async function signInOn(origin: string, account: { email: string; password: string }, code?: string) {
  return post(origin, "/api/signin", { email: account.email, password: account.password, twoFactorCode: code });
}

describe("two instances on one database", () => {
  it("a sign-in on B ends the session opened on A, with reason new_device, seen from either", async () => {
    const account = await signedUp();
    const onA = await signInOn(a.origin, account);
    expect(onA.status).toBe(200);
    const onB = await signInOn(b.origin, account);
    expect(onB.status).toBe(200);
    expect(await statusOn(a.origin, sessionCookie(onA))).toMatchObject({ isValid: false, reason: "new_device" });
    expect(await statusOn(b.origin, sessionCookie(onA))).toMatchObject({ isValid: false, reason: "new_device" });
    expect(await statusOn(a.origin, sessionCookie(onB))).toEqual({ isValid: true });
  });

  it("two sign-ins of one user at once, one on each instance, leave exactly one open session", async () => {
    for (let round = 0; round < 10; round += 1) {
      const account = await signedUp();
      const answers = await Promise.all([signInOn(a.origin, account), signInOn(b.origin, account)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const statuses = await Promise.all(answers.map((answer) => statusOn(a.origin, sessionCookie(answer))));
      expect(statuses.filter((status) => status.isValid)).toHaveLength(1);
    }
  });

  it("40 wrong passwords split across both get at most 5 checks, and the rest 429", async () => {
    const account = await signedUp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2 === 0 ? a.origin : b.origin, "/api/signin", { email: account.email, password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    // Every checked guess is in the audit trail, whichever instance checked it.
    const checked = (await listAuditEvents(database.db, { email: account.email })).filter(
      (event) => event.event === "signin_failed",
    );
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it("a TOTP code used on A is refused on B, and one fresh code sent to both at once works once", async () => {
    const account = await signedUp();
    const cookie = sessionCookie(await signInOn(a.origin, account));
    const setup = await post(a.origin, "/api/auth/2fa/setup", {}, cookie);
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    // Enrol with the previous step's code (still accepted), so the current step's code is left fresh.
    const used = totpCode(secret, Date.now() - 30_000);
    expect((await post(a.origin, "/api/auth/2fa/enable", { code: used }, cookie)).status).toBe(200);

    expect((await signInOn(b.origin, account, used)).status).toBe(401);
    const fresh = totpCode(secret, Date.now());
    const answers = await Promise.all([signInOn(a.origin, account, fresh), signInOn(b.origin, account, fresh)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("one recovery code sent at once to both, from ten browsers: exactly one sign-in passes", async () => {
    const account = await signedUp();
    // Ten browsers that have signed in before, each its own limit class, so every request reaches the code check.
    const browsers: string[] = [];
    let cookie = "";
    for (let i = 0; i < 10; i += 1) {
      const answer = await signInOn(i % 2 === 0 ? a.origin : b.origin, account);
      expect(answer.status).toBe(200);
      browsers.push(deviceCookie(answer));
      cookie = sessionCookie(answer);
    }
    const setup = await post(a.origin, "/api/auth/2fa/setup", {}, cookie);
    const { secret } = (await setup.json()) as { secret: string };
    const enable = await post(b.origin, "/api/auth/2fa/enable", { code: totpCode(secret, Date.now()) }, cookie);
    expect(enable.status).toBe(200);
    const [code] = ((await enable.json()) as { recoveryCodes: string[] }).recoveryCodes;

    const answers = await Promise.all(
      browsers.map((browser, i) =>
        post(
          i % 2 === 0 ? a.origin : b.origin,
          "/api/signin",
          { email: account.email, password: account.password, recoveryCode: code },
          browser,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
    const used = (await listAuditEvents(database.db, { email: account.email })).filter(
      (event) => event.event === "recovery_code_used",
    );
    expect(used).toHaveLength(1);
  });

  it("a password reset confirmed on A ends the session held on B", async () => {
    const account = await signedUp();
    const onB = await signInOn(b.origin, account);
    expect(onB.status).toBe(200);
    expect((await post(a.origin, "/api/auth/password-reset/request", { email: account.email })).status).toBe(200);
    const token = await waitForTokenMailedTo(dataDir, account.email, "/forgot-password");
    const password = "a-new-start-on-instance-a";
    const confirm = await post(a.origin, "/api/auth/password-reset/confirm", {
      token,
      password,
      confirmPassword: password,
    });
    expect(confirm.status).toBe(200);
    expect(await statusOn(b.origin, sessionCookie(onB))).toMatchObject({ isValid: false });
    expect((await signInOn(b.origin, account)).status).toBe(401);
    expect((await signInOn(b.origin, { email: account.email, password })).status).toBe(200);
  });

  it("a passkey registered on B with A's challenge signs in; one counter value sent to both at once works once", async () => {
    const account = await signedUp();
    const cookie = sessionCookie(await signInOn(a.origin, account));
    // The services' PUBLIC_SITE_URL is the default one: the relying party the authenticator answers.
    const authenticator = new SoftwareAuthenticator("http://localhost:4321");
    const creation = await post(a.origin, "/api/auth/passkeys/registration-options", {}, cookie);
    const options = (await creation.json()) as PublicKeyCredentialCreationOptionsJSON;
    expect(
      (await post(b.origin, "/api/auth/passkeys", { response: authenticator.register(options) }, cookie)).status,
    ).toBe(201);

    const requestOptions = async (origin: string) =>
      (await (
        await post(origin, "/api/auth/passkey-signin/options", {})
      ).json()) as PublicKeyCredentialRequestOptionsJSON;
    for (let counter = 1; counter <= 10; counter += 1) {
      // Each instance checks a challenge the other handed out.
      const [fromA, fromB] = await Promise.all([requestOptions(a.origin), requestOptions(b.origin)]);
      const answers = await Promise.all([
        post(b.origin, "/api/auth/passkey-signin", { response: authenticator.authenticate(fromA, { counter }) }),
        post(a.origin, "/api/auth/passkey-signin", { response: authenticator.authenticate(fromB, { counter }) }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    }
  });

  it("a 2FA reset sent by staff to both at once happens once, and a revoked staff member is refused by both", async () => {
    const staff = await signedUp();
    const staffCookie = sessionCookie(await signInOn(a.origin, staff));
    const setup = await post(a.origin, "/api/auth/2fa/setup", {}, staffCookie);
    const { secret } = (await setup.json()) as { secret: string };
    expect(
      (await post(b.origin, "/api/auth/2fa/enable", { code: totpCode(secret, Date.now()) }, staffCookie)).status,
    ).toBe(200);
    await stepUpWithNextCode(a.origin, staffCookie, secret);
    expect(await runStaffCommand(database.db, ["grant", staff.email, "manage"], Date.now())).toMatchObject({
      ok: true,
    });

    const customer = await signedUp();
    const customerCookie = sessionCookie(await signInOn(b.origin, customer));
    const customerSetup = await post(b.origin, "/api/auth/2fa/setup", {}, customerCookie);
    const customerSecret = ((await customerSetup.json()) as { secret: string }).secret;
    const enabled = await post(
      a.origin,
      "/api/auth/2fa/enable",
      { code: totpCode(customerSecret, Date.now()) },
      customerCookie,
    );
    expect(enabled.status).toBe(200);
    const customerId = ((await enabled.json()) as { user: { id: string } }).user.id;

    const reason = { reason: "Lost phone and recovery codes; identity checked by video call." };
    const url = `/api/admin/users/${customerId}/two-factor/reset`;
    const answers = await Promise.all([
      post(a.origin, url, reason, staffCookie),
      post(b.origin, url, reason, staffCookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const resets = (await listAuditEvents(database.db, { userId: customerId })).filter(
      (event) => event.event === "staff_two_factor_reset",
    );
    expect(resets).toHaveLength(1);
    expect(await statusOn(a.origin, customerCookie)).toMatchObject({ isValid: false, reason: "ended_by_staff" });

    await runStaffCommand(database.db, ["revoke", staff.email], Date.now());
    for (const origin of [a.origin, b.origin]) {
      const refused = await fetch(`${origin}/api/admin/me`, { headers: { cookie: staffCookie } });
      expect(refused.status).toBe(403);
    }
  });

  it("two reviewers deciding one application at once, one on each instance: exactly one decision stands", async () => {
    const reviewers = [];
    for (const origin of [a.origin, b.origin]) {
      const staff = await signedUp();
      const staffCookie = sessionCookie(await signInOn(origin, staff));
      const setup = await post(origin, "/api/auth/2fa/setup", {}, staffCookie);
      const { secret } = (await setup.json()) as { secret: string };
      expect(
        (await post(origin, "/api/auth/2fa/enable", { code: totpCode(secret, Date.now()) }, staffCookie)).status,
      ).toBe(200);
      await stepUpWithNextCode(origin, staffCookie, secret);
      expect(await runStaffCommand(database.db, ["grant", staff.email, "approve"], Date.now())).toMatchObject({
        ok: true,
      });
      reviewers.push({ origin, cookie: staffCookie });
    }

    for (let round = 0; round < 5; round += 1) {
      const customer = await signedUp();
      const customerCookie = sessionCookie(await signInOn(a.origin, customer));
      const read = await fetch(`${b.origin}/api/onboarding/application`, { headers: { cookie: customerCookie } });
      const { id } = ((await read.json()) as { application: { id: string } }).application;
      // Sent for review (the customer's side is tested in onboarding.test.ts): only the decision races here.
      const now = Date.now();
      await database.db
        .updateTable("applications")
        .set({ status: "submitted", submitted_at: now, decision_due_at: now + 86_400_000 })
        .where("id", "=", id)
        .execute();

      const url = `/api/admin/applications/${id}/decision`;
      const answers = await Promise.all([
        post(reviewers[0]!.origin, url, { decision: "approve" }, reviewers[0]!.cookie),
        post(reviewers[1]!.origin, url, { decision: "reject", note: "Documents do not match." }, reviewers[1]!.cookie),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const decisions = await database.db
        .selectFrom("application_decisions")
        .selectAll()
        .where("application_id", "=", id)
        .execute();
      expect(decisions).toHaveLength(1);
      const audited = (await listAuditEvents(database.db)).filter(
        (event) => event.event.startsWith("application_") && event.detail?.includes(id),
      );
      expect(audited).toHaveLength(1);
      const status = await database.db
        .selectFrom("applications")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe(decisions[0]!.decision === "approve" ? "approved" : "rejected");
    }
  });
});
