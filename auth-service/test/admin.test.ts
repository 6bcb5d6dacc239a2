// The staff console's API, attacked: every route refused to customers, to staff without the permission or without
// a second factor, and every change without step-up; answers searched for secrets; actions raced; bad input sent.
import {
  ADMIN_MESSAGES,
  STAFF_SESSION_END_REASON,
  adminAuditPageSchema,
  adminMeSchema,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserSearchSchema,
  staffListSchema,
} from "@bank/contracts";
import type { LightMyRequestResponse } from "fastify";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LOCKOUT, LOCKOUT_THRESHOLD, limitKeys } from "../src/auth/abuse-limits.ts";
import { chargeAttempt } from "../src/auth/attempts.ts";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { auditPageQuery, listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail, type UserRow } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import {
  MINUTE,
  TestClock,
  postJson,
  sessionStatus,
  signIn,
  signUp,
  signedInCookie,
  signedInWithTotp,
  totpCode,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** Every answer of this file, searched at the end for what must never be in one. */
const answers: string[] = [];
/** Every TOTP secret (base32) this file enabled. */
const totpSecrets: string[] = [];
function kept(response: LightMyRequestResponse): LightMyRequestResponse {
  answers.push(response.body);
  return response;
}

const get = async (url: string, cookie?: string) =>
  kept(await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }));
const send = async (method: "POST" | "PUT", url: string, body: unknown, cookie?: string) =>
  kept(
    await t.app.inject({
      method,
      url,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    }),
  );

interface Person {
  email: string;
  password: string;
  user: UserRow;
  cookie: string;
  secret?: string;
}

/** A signed-up, signed-in person; with `twoFactor`, TOTP is on and they signed in again with a code. */
async function person(options: { twoFactor?: boolean; permissions?: string[] } = {}): Promise<Person> {
  const account = await signUp(t.app);
  let cookie = await signedInCookie(t.app, account);
  let secret: string | undefined;
  if (options.twoFactor) {
    const signedIn = await signedInWithTotp(t.app, clock, account, cookie);
    ({ cookie, secret } = signedIn);
    totpSecrets.push(signedIn.secret);
  }
  if (options.permissions) {
    const result = await runStaffCommand(t.db, ["grant", account.email, ...options.permissions], clock.current);
    expect(result.ok, result.message).toBe(true);
  }
  const user = (await findUserByEmail(t.db, account.email))!;
  return { email: account.email, password: account.password, user, cookie, ...(secret ? { secret } : {}) };
}

/** Makes the person's last proof older than step-up allows, then signs the clock forward. */
function staleProof(): void {
  clock.advance(11 * MINUTE);
}

/** A step-up with a fresh authenticator code: the second factor staff changes need (the password will not do). */
async function reauthenticateWithCode(staff: Person): Promise<LightMyRequestResponse> {
  clock.nextTotpStep();
  return postJson(
    t.app,
    "/api/auth/reauthenticate",
    { code: totpCode(staff.secret!, clock.current) },
    { cookie: staff.cookie },
  );
}

/** Locks the account as ten wrong passwords from strangers' browsers do (the per-account window aside). */
async function lockOut(user: UserRow): Promise<void> {
  for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure++) {
    await chargeAttempt(t.db, [{ key: limitKeys.lockout(user.id, "unknown"), policy: ACCOUNT_LOCKOUT }], clock.current);
  }
}

const reason = "Customer called from the registered number; identity checked with two questions.";

const ROUTES = (customerId: string) =>
  [
    { method: "GET", url: "/api/admin/me", permission: "any" },
    { method: "GET", url: "/api/admin/overview", permission: "view" },
    { method: "GET", url: "/api/admin/users?query=example", permission: "view" },
    { method: "GET", url: `/api/admin/users/${customerId}`, permission: "view" },
    { method: "GET", url: "/api/admin/audit", permission: "view" },
    { method: "GET", url: "/api/admin/staff", permission: "view" },
    { method: "POST", url: `/api/admin/users/${customerId}/unlock`, permission: "manage", stepUp: true },
    { method: "POST", url: `/api/admin/users/${customerId}/sessions/end`, permission: "manage" },
    { method: "POST", url: `/api/admin/users/${customerId}/two-factor/reset`, permission: "manage", stepUp: true },
    { method: "PUT", url: `/api/admin/staff/${customerId}`, permission: "manage", stepUp: true },
  ] as const;

function bodyFor(url: string) {
  return url.includes("/staff/") ? { permissions: ["view"], reason } : { reason };
}

function call(route: { method: string; url: string }, cookie?: string) {
  return route.method === "GET"
    ? get(route.url, cookie)
    : send(route.method as "POST" | "PUT", route.url, bodyFor(route.url), cookie);
}

describe("who may use /api/admin", () => {
  it("refuses everyone but staff with a second factor and the route's permission, and changes without step-up", async () => {
    const customer = await person({ twoFactor: true });
    const viewer = await person({ twoFactor: true, permissions: ["view"] });
    const approver = await person({ twoFactor: true, permissions: ["approve"] });
    const noSecondFactor = await person({ permissions: ["manage"] });
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const target = await person();

    for (const route of ROUTES(target.user.id)) {
      const anonymous = await call(route);
      expect(anonymous.statusCode, `${route.url} signed out`).toBe(401);

      const asCustomer = await call(route, customer.cookie);
      expect(asCustomer.statusCode, `${route.url} as a customer`).toBe(403);
      expect(asCustomer.json()).toEqual({ success: false, message: ADMIN_MESSAGES.noAccess });

      const without2fa = await call(route, noSecondFactor.cookie);
      expect(without2fa.statusCode, `${route.url} without 2FA`).toBe(403);
      expect(without2fa.json()).toMatchObject({ staffTwoFactorRequired: true });

      if (route.permission === "manage") {
        for (const lacking of [viewer, approver]) {
          const refused = await call(route, lacking.cookie);
          expect(refused.statusCode, `${route.url} without manage`).toBe(403);
          expect(refused.json()).toEqual({ success: false, message: ADMIN_MESSAGES.missingPermission });
        }
      }
      if (route.permission === "view") {
        const refused = await call(route, approver.cookie);
        expect(refused.statusCode, `${route.url} with approve only`).toBe(403);
        expect((await call(route, viewer.cookie)).statusCode, `${route.url} with view`).toBe(200);
        // manage includes view.
        expect((await call(route, manager.cookie)).statusCode, `${route.url} with manage`).toBe(200);
      }
    }

    // Step-up: the manager's sign-in with a code is the proof; older than 10 minutes, each change is refused until
    // a second factor is proven again: the password alone renews nothing.
    staleProof();
    const stepUps = ROUTES(target.user.id).filter((r) => "stepUp" in r && r.stepUp);
    for (const route of stepUps) {
      const refused = await call(route, manager.cookie);
      expect(refused.statusCode, `${route.url} without a fresh proof`).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        reauthenticationRequired: true,
        secondFactorRequired: true,
        secondFactors: ["code"],
        message: ADMIN_MESSAGES.secondFactorStepUp,
      });
    }
    const byPassword = await postJson(
      t.app,
      "/api/auth/reauthenticate",
      { password: manager.password },
      { cookie: manager.cookie },
    );
    expect(byPassword.statusCode).toBe(200);
    for (const route of stepUps) {
      expect((await call(route, manager.cookie)).json(), `${route.url} after a password`).toMatchObject({
        secondFactorRequired: true,
      });
    }
    expect((await reauthenticateWithCode(manager)).statusCode).toBe(200);
    const unlocked = await call(stepUps[0]!, manager.cookie);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    // Ending a session protects the customer: it needs manage but no fresh proof.
    const ended = await send("POST", `/api/admin/users/${target.user.id}/sessions/end`, { reason }, manager.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    // Nothing a refusal touched changed: the customer's locks, 2FA and the target's staff access are as they were.
    expect((await findUserByEmail(t.db, customer.email))!.totp_secret).not.toBeNull();
    const staff = staffListSchema.parse((await get("/api/admin/staff", manager.cookie)).json()).staff;
    expect(staff.map((member) => member.email)).not.toContain(target.email);
  });

  it("answers /me with the permissions, and a revoked staff member is refused at their next request", async () => {
    const staff = await person({ twoFactor: true, permissions: ["view", "approve"] });
    const me = adminMeSchema.parse((await get("/api/admin/me", staff.cookie)).json());
    expect(me).toEqual({ userId: staff.user.id, permissions: ["view", "approve"] });

    await runStaffCommand(t.db, ["revoke", staff.email], clock.current);
    const after = await get("/api/admin/overview", staff.cookie);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(ADMIN_MESSAGES.noAccess);
  });

  it("counts a passkey as the second factor, once the session has proven one", async () => {
    const staff = await person({ permissions: ["view"] });
    expect((await get("/api/admin/me", staff.cookie)).json()).toMatchObject({ staffTwoFactorRequired: true });
    await t.db
      .insertInto("passkeys")
      .values({
        id: `pk-${staff.user.id}`,
        user_id: staff.user.id,
        name: "Work laptop",
        public_key: "AQID",
        counter: 0,
        transports: null,
        device_type: "multiDevice",
        backed_up: 1,
        created_at: clock.current,
        last_used_at: null,
      })
      .execute();
    // The person now has a second factor, but this session proved only the password.
    const asked = await get("/api/admin/me", staff.cookie);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({
      success: false,
      secondFactorRequired: true,
      secondFactors: ["passkey"],
      message: ADMIN_MESSAGES.secondFactorRequired,
    });
  });
});

describe("support actions", () => {
  it("finds a locked customer by name or email, unlocks them with one audit row, and they sign in", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person();
    await lockOut(customer.user);
    const locked = await signIn(t.app, { email: customer.email, password: customer.password });
    expect(locked.statusCode).toBe(401); // a locked account answers like a wrong password

    const byEmail = adminUserSearchSchema.parse(
      (await get(`/api/admin/users?query=${encodeURIComponent(customer.email.toUpperCase())}`, manager.cookie)).json(),
    );
    expect(byEmail.users).toEqual([
      {
        id: customer.user.id,
        email: customer.email,
        firstName: customer.user.first_name,
        lastName: customer.user.last_name,
        locked: true,
        twoFactorEnabled: false,
      },
    ]);
    const detail = adminUserDetailSchema.parse(
      (await get(`/api/admin/users/${customer.user.id}`, manager.cookie)).json(),
    );
    expect(detail.security).toMatchObject({ locked: true, lockedUntilReset: false, failures: LOCKOUT_THRESHOLD });
    expect(detail.security.session).not.toBeNull();

    const unlocked = await send("POST", `/api/admin/users/${customer.user.id}/unlock`, { reason }, manager.cookie);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().message).toBe(ADMIN_MESSAGES.unlocked);
    expect((await signIn(t.app, { email: customer.email, password: customer.password })).statusCode).toBe(200);

    const rows = (await listAuditEvents(t.db, { userId: customer.user.id })).filter((row) =>
      row.event.startsWith("staff_"),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: "staff_unlocked", actor_id: manager.user.id });
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ reason, wasLocked: true });
  });

  it("unlocking an account that is not locked changes nothing: 200 saying so, no audit row, its failures still counted", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person();
    await signIn(t.app, { email: customer.email, password: "wrong-password-once" });
    const failuresBefore = adminUserDetailSchema.parse(
      (await get(`/api/admin/users/${customer.user.id}`, manager.cookie)).json(),
    ).security;
    expect(failuresBefore).toMatchObject({ locked: false, failures: 1 });

    const answers = await Promise.all([
      send("POST", `/api/admin/users/${customer.user.id}/unlock`, { reason }, manager.cookie),
      send("POST", `/api/admin/users/${customer.user.id}/unlock`, { reason }, manager.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: ADMIN_MESSAGES.notLocked });
    }
    const after = adminUserDetailSchema.parse(
      (await get(`/api/admin/users/${customer.user.id}`, manager.cookie)).json(),
    ).security;
    expect(after).toMatchObject({ locked: false, failures: 1 });
    const rows = await listAuditEvents(t.db, { userId: customer.user.id });
    expect(rows.filter((row) => row.event === "staff_unlocked")).toEqual([]);
  });

  it("ends a stolen session: the customer's page learns why, and one audit row names the actor", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person();
    const ended = await send("POST", `/api/admin/users/${customer.user.id}/sessions/end`, { reason }, manager.cookie);
    expect(ended.json().message).toBe(ADMIN_MESSAGES.sessionsEnded(1));
    expect(await sessionStatus(t.app, customer.cookie)).toMatchObject({
      isValid: false,
      reason: STAFF_SESSION_END_REASON,
    });
    const again = await send("POST", `/api/admin/users/${customer.user.id}/sessions/end`, { reason }, manager.cookie);
    expect(again.json().message).toBe(ADMIN_MESSAGES.sessionsEnded(0));
    const rows = (await listAuditEvents(t.db, { userId: customer.user.id })).filter((row) =>
      row.event.startsWith("staff_"),
    );
    expect(rows.map((row) => [row.event, row.actor_id, JSON.parse(row.detail!).reason])).toEqual([
      ["staff_sessions_ended", manager.user.id, reason],
      ["staff_sessions_ended", manager.user.id, reason],
    ]);
  });

  it("resets 2FA: TOTP off, recovery codes gone, session ended, customer mailed; raced by two managers, it happens once", async () => {
    const first = await person({ twoFactor: true, permissions: ["manage"] });
    const second = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person({ twoFactor: true });
    await t.app.settleBackgroundWork();
    const mailsBefore = readOutbox(t.dataDir).filter((mail) => mail.to === customer.email).length;

    const url = `/api/admin/users/${customer.user.id}/two-factor/reset`;
    const raced = await Promise.all([
      send("POST", url, { reason }, first.cookie),
      send("POST", url, { reason }, second.cookie),
      send("POST", url, { reason }, first.cookie),
    ]);
    expect(raced.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(raced.find((a) => a.statusCode === 200)!.json().message).toBe(ADMIN_MESSAGES.twoFactorReset);

    const after = (await findUserByEmail(t.db, customer.email))!;
    expect(after.totp_secret).toBeNull();
    expect(after.credential_version).toBeGreaterThan(customer.user.credential_version);
    expect(
      await t.db.selectFrom("recovery_codes").selectAll().where("user_id", "=", customer.user.id).execute(),
    ).toEqual([]);
    expect(await sessionStatus(t.app, customer.cookie)).toMatchObject({
      isValid: false,
      reason: STAFF_SESSION_END_REASON,
    });
    await t.app.settleBackgroundWork();
    const mails = readOutbox(t.dataDir).filter((mail) => mail.to === customer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain("two-factor authentication was reset");
    const rows = (await listAuditEvents(t.db, { userId: customer.user.id })).filter((row) =>
      row.event.startsWith("staff_"),
    );
    expect(rows).toHaveLength(1);
    expect([first.user.id, second.user.id]).toContain(rows[0]!.actor_id);
    // The customer signs in with the password alone now.
    expect((await signIn(t.app, { email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it("refuses a missing or short reason, a wrong type, a huge body and an unknown customer, changing nothing", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person();
    const url = `/api/admin/users/${customer.user.id}/sessions/end`;
    for (const body of [
      {},
      { reason: "   ok  " },
      { reason: 42 },
      { reason: ["a", "b"] },
      { reason: "x".repeat(501) },
    ]) {
      const refused = await send("POST", url, body, manager.cookie);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await send("POST", url, { reason: "y".repeat(64 * 1024) }, manager.cookie);
    expect(huge.statusCode).toBe(413);
    const unknown = await send("POST", "/api/admin/users/no-such-id/sessions/end", { reason }, manager.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await get("/api/admin/users/no-such-id", manager.cookie)).statusCode).toBe(404);
    expect(await sessionStatus(t.app, customer.cookie)).toMatchObject({ isValid: true });
    const rows = (await listAuditEvents(t.db, { userId: customer.user.id })).filter((row) =>
      row.event.startsWith("staff_"),
    );
    expect(rows).toEqual([]);
  });
});

describe("staff grants", () => {
  it("a manager sets a person's permissions with a reason, and nobody changes their own", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const colleague = await person({ twoFactor: true });
    const url = `/api/admin/staff/${colleague.user.id}`;
    const granted = await send("PUT", url, { permissions: ["view", "approve", "view"], reason }, manager.cookie);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().member).toMatchObject({
      userId: colleague.user.id,
      permissions: ["view", "approve"],
      twoFactorEnabled: true,
    });
    expect(adminMeSchema.parse((await get("/api/admin/me", colleague.cookie)).json()).permissions).toEqual([
      "view",
      "approve",
    ]);

    // Whatever the set, one's own: refused (a manager granting themselves approve would both grant and use it).
    for (const permissions of [
      [],
      ["view"],
      ["approve"],
      ["manage"],
      ["manage", "approve"],
      ["view", "approve", "manage"],
    ]) {
      const self = await send("PUT", `/api/admin/staff/${manager.user.id}`, { permissions, reason }, manager.cookie);
      expect(self.statusCode, permissions.join(",")).toBe(403);
      expect(self.json()).toEqual({ success: false, message: ADMIN_MESSAGES.ownPermissions });
    }
    expect(adminMeSchema.parse((await get("/api/admin/me", manager.cookie)).json()).permissions).toEqual(["manage"]);
    expect((await send("PUT", url, { permissions: ["root"], reason }, manager.cookie)).statusCode).toBe(400);

    const removed = await send("PUT", url, { permissions: [], reason }, manager.cookie);
    expect(removed.statusCode).toBe(200);
    expect((await get("/api/admin/me", colleague.cookie)).statusCode).toBe(403);
    const rows = (await listAuditEvents(t.db, { userId: colleague.user.id })).filter(
      (row) => row.event === "staff_permissions_changed",
    );
    expect(rows.map((row) => JSON.parse(row.detail!))).toEqual([
      { reason, by: manager.email, before: "none", after: "approve,view" },
      { reason, by: manager.email, before: "approve,view", after: "none" },
    ]);
    expect(rows.every((row) => row.actor_id === manager.user.id)).toBe(true);
  });

  it("staff:grant and staff:revoke work by email, refuse unknown people and permissions, and are audited", async () => {
    const someone = await person();
    expect(await runStaffCommand(t.db, ["grant", "nobody@example.com", "view"], clock.current)).toMatchObject({
      ok: false,
    });
    expect(await runStaffCommand(t.db, ["grant", someone.email, "admin"], clock.current)).toMatchObject({ ok: false });
    expect(await runStaffCommand(t.db, ["grant", someone.email], clock.current)).toMatchObject({ ok: false });
    expect(await runStaffCommand(t.db, ["promote", someone.email, "view"], clock.current)).toMatchObject({ ok: false });
    expect(
      await runStaffCommand(t.db, ["grant", ` ${someone.email.toUpperCase()} `, "manage", "view"], clock.current),
    ).toEqual({
      ok: true,
      message: `${someone.email} now holds: view, manage`,
    });
    expect(await runStaffCommand(t.db, ["revoke", someone.email, "view"], clock.current)).toMatchObject({
      message: `${someone.email} now holds: manage`,
    });
    expect(await runStaffCommand(t.db, ["revoke", someone.email], clock.current)).toMatchObject({
      message: `${someone.email} now holds: none (no staff access)`,
    });
    const rows = (await listAuditEvents(t.db, { userId: someone.user.id })).filter(
      (row) => row.event === "staff_permissions_changed",
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.actor_id === null && JSON.parse(row.detail!).reason.includes("server"))).toBe(true);
  });

  it("two grants raced on one person leave one consistent set", async () => {
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const colleague = await person();
    const url = `/api/admin/staff/${colleague.user.id}`;
    const results = await Promise.all(
      [["view"], ["approve"], ["view", "manage"], ["approve", "view"]].map((permissions) =>
        send("PUT", url, { permissions, reason }, manager.cookie),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom("staff_permissions")
      .select("permission")
      .where("user_id", "=", colleague.user.id)
      .execute();
    const finalSet = rows
      .map((row) => row.permission)
      .sort()
      .join(",");
    const audit = (await listAuditEvents(t.db, { userId: colleague.user.id })).filter(
      (row) => row.event === "staff_permissions_changed",
    );
    expect(audit).toHaveLength(4);
    // Each change saw the one before it: the "before" of each row is the "after" of the previous one.
    const details = audit.map((row) => JSON.parse(row.detail!) as { before: string; after: string });
    for (let i = 1; i < details.length; i++) expect(details[i]!.before).toBe(details[i - 1]!.after);
    expect(details.at(-1)!.after).toBe(finalSet);
  });
});

describe("audit log and overview", () => {
  it("pages newest first by cursor with no gap or repeat, under type, customer and time filters", async () => {
    const viewer = await person({ twoFactor: true, permissions: ["view"] });
    const customer = await person();
    // Four: the fifth wrong password in 15 minutes is the last one the per-account limit lets through.
    for (let i = 0; i < 4; i++) {
      clock.advance(MINUTE);
      await signIn(t.app, { email: customer.email, password: `wrong-${i}-password` });
    }
    const all = (await listAuditEvents(t.db, {})).map((row) => String(row.id)).reverse();
    const seen: string[] = [];
    let before: string | null = "";
    while (before !== null) {
      const page = adminAuditPageSchema.parse(
        (await get(`/api/admin/audit?limit=9${before ? `&before=${before}` : ""}`, viewer.cookie)).json(),
      );
      expect(page.events.length).toBeLessThanOrEqual(9);
      seen.push(...page.events.map((event) => event.id));
      before = page.nextBefore;
    }
    // Reading the log writes nothing to it, so the pages hold exactly the rows there were.
    expect(seen).toEqual(all);

    const failures = adminAuditPageSchema.parse(
      (await get(`/api/admin/audit?type=signin_failed&userId=${customer.user.id}&limit=3`, viewer.cookie)).json(),
    );
    expect(failures.events).toHaveLength(3);
    expect(failures.events.every((e) => e.type === "signin_failed" && e.userId === customer.user.id)).toBe(true);
    expect(failures.nextBefore).not.toBeNull();
    const rest = adminAuditPageSchema.parse(
      (
        await get(
          `/api/admin/audit?type=signin_failed&userId=${customer.user.id}&limit=3&before=${failures.nextBefore}`,
          viewer.cookie,
        )
      ).json(),
    );
    expect(rest.events).toHaveLength(1);
    expect(rest.nextBefore).toBeNull();

    const until = new Date(clock.current - 2 * MINUTE).toISOString();
    const older = adminAuditPageSchema.parse(
      (
        await get(`/api/admin/audit?type=signin_failed&userId=${customer.user.id}&until=${until}`, viewer.cookie)
      ).json(),
    );
    expect(older.events).toHaveLength(2);
    expect(older.events.every((e) => Date.parse(e.at) <= Date.parse(until))).toBe(true);
  });

  it("names the staff member who acted, and filters by a customer's email under any case, or by an address no account has", async () => {
    const viewer = await person({ twoFactor: true, permissions: ["view"] });
    const manager = await person({ twoFactor: true, permissions: ["manage"] });
    const customer = await person();
    const other = await person();
    await send("POST", `/api/admin/users/${customer.user.id}/sessions/end`, { reason }, manager.cookie);
    await signIn(t.app, { email: customer.email, password: "wrong-password-here" });
    const unknown = `nobody-${Date.now()}@example.com`;
    await signIn(t.app, { email: unknown, password: "wrong-password-here" });

    const byEmail = adminAuditPageSchema.parse(
      (
        await get(`/api/admin/audit?email=${encodeURIComponent(` ${customer.email.toUpperCase()} `)}`, viewer.cookie)
      ).json(),
    );
    expect(byEmail.events.length).toBeGreaterThanOrEqual(3);
    expect(byEmail.events.every((event) => event.userId === customer.user.id)).toBe(true);
    const ended = byEmail.events.find((event) => event.type === "staff_sessions_ended")!;
    expect(ended).toMatchObject({
      actorId: manager.user.id,
      actorEmail: manager.email,
      actorName: `${manager.user.first_name} ${manager.user.last_name}`,
    });
    const own = byEmail.events.find((event) => event.type === "signin_failed")!;
    expect(own).toMatchObject({ actorId: null, actorEmail: null, actorName: null });

    const byType = adminAuditPageSchema.parse(
      (
        await get(`/api/admin/audit?type=signin_failed&email=${encodeURIComponent(customer.email)}`, viewer.cookie)
      ).json(),
    );
    expect(byType.events.map((event) => event.type)).toEqual(["signin_failed"]);
    const stranger = adminAuditPageSchema.parse(
      (await get(`/api/admin/audit?email=${encodeURIComponent(unknown)}`, viewer.cookie)).json(),
    );
    expect(stranger.events.map((event) => [event.type, event.email, event.userId])).toEqual([
      ["signin_failed", unknown, null],
    ]);
    // The email of one customer and the id of another: nobody's events.
    const mismatch = adminAuditPageSchema.parse(
      (
        await get(`/api/admin/audit?email=${encodeURIComponent(customer.email)}&userId=${other.user.id}`, viewer.cookie)
      ).json(),
    );
    expect(mismatch).toEqual({ events: [], nextBefore: null });
    expect((await get(`/api/admin/audit?email=${"e".repeat(255)}`, viewer.cookie)).statusCode).toBe(400);
    expect((await get("/api/admin/audit?email=", viewer.cookie)).statusCode).toBe(400);
  });

  it("refuses malformed filters with 400, never 500", async () => {
    const viewer = await person({ twoFactor: true, permissions: ["view"] });
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "before=-1",
      "before=1e9",
      "before=99999999999999999999",
      "until=yesterday",
      "until=2026-02-31",
      "type=DROP%20TABLE",
      "userId=",
      "limit=5&limit=6",
    ]) {
      const response = await get(`/api/admin/audit?${query}`, viewer.cookie);
      expect(response.statusCode, query).toBe(400);
    }
    for (const query of ["", "query=", `query=${"q".repeat(101)}`, "query=a&cursor=" + "c".repeat(301)]) {
      expect((await get(`/api/admin/users?${query}`, viewer.cookie)).statusCode, query).toBe(400);
    }
    // LIKE's wildcards are searched as themselves.
    const wildcard = adminUserSearchSchema.parse((await get("/api/admin/users?query=%25", viewer.cookie)).json());
    expect(wildcard.users).toEqual([]);
  });

  it("counts sign-ins, failures, lockouts and new-device notices by hour and by day", async () => {
    clock.advance(2 * 24 * 60 * MINUTE);
    const viewer = await person({ twoFactor: true, permissions: ["view"] });
    const customer = await person();
    await signIn(t.app, { email: customer.email, password: "wrong-password-1" });
    await signIn(t.app, { email: customer.email, password: "wrong-password-2" });
    const overview = adminOverviewSchema.parse((await get("/api/admin/overview", viewer.cookie)).json());
    expect(overview.hours).toHaveLength(24);
    expect(overview.days).toHaveLength(7);
    const thisHour = overview.hours.at(-1)!;
    // viewer: two sign-ins (one before 2FA, one with the code); customer: one. All from new browsers.
    expect(thisHour).toMatchObject({ signIns: 3, failures: 2, lockouts: 0, newDevices: 3 });
    expect(overview.days.at(-1)!.signIns).toBeGreaterThanOrEqual(3);
    expect(overview.hours.slice(0, -1).every((bucket) => bucket.signIns === 0)).toBe(true);
  });
});

describe("audit log at scale", () => {
  it("every filter of a page reads an index in id order, on this engine, never the whole table", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      at: clock.current - 20_000 + i,
      event: i % 500 === 0 ? "scale_rare_event" : `scale_event_${i % 40}`,
      user_id: `scale-user-${i % 300}`,
      email: `scale-${i % 300}@example.com`,
      ip: null,
      detail: null,
      user_agent: null,
      actor_id: null,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await t.db
        .insertInto("audit_events")
        .values(rows.slice(i, i + 1_000))
        .execute();
    await t.db.executeQuery(CompiledQuery.raw("ANALYZE"));

    const explain = TEST_ENGINE === "postgres" ? "EXPLAIN" : "EXPLAIN QUERY PLAN";
    const planOf = async (filter: Parameters<typeof auditPageQuery>[1]) => {
      const compiled = auditPageQuery(t.db, filter, 51).compile();
      const result = await t.db.executeQuery(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((row) => Object.values(row as object).join(" ")).join("\n");
    };
    const cases = [
      { filter: {}, index: null },
      { filter: { beforeId: 10_000 }, index: null },
      { filter: { event: "scale_rare_event", beforeId: 10_000 }, index: "audit_events_by_event" },
      { filter: { userId: "scale-user-9", beforeId: 10_000 }, index: "audit_events_by_user_id" },
      { filter: { email: "scale-9@example.com", beforeId: 10_000 }, index: "audit_events_by_email" },
      { filter: { until: clock.current - 5_000 }, index: "audit_events_by_time" },
    ];
    for (const { filter, index } of cases) {
      const plan = await planOf(filter);
      if (index) expect(plan, JSON.stringify(filter)).toContain(index);
      // Never the whole table. SQLite reads in id order (the primary key is its rowid) and stops after the limit;
      // PostgreSQL may sort a rare filter's few rows, and walks the index backwards for a common one.
      expect(plan, JSON.stringify(filter)).not.toMatch(/Seq Scan/);
      if (TEST_ENGINE === "sqlite") expect(plan, JSON.stringify(filter)).not.toContain("TEMP B-TREE");
    }
  });
});

describe("secrets", () => {
  it("no answer of this file carried a password hash, TOTP secret, recovery code, session token or device id", async () => {
    const rows = await t.db
      .selectFrom("users")
      .select(["password_hash", "totp_secret", "totp_pending_secret"])
      .execute();
    const sessions = await t.db.selectFrom("sessions").select("token_hash").execute();
    const codes = await t.db.selectFrom("recovery_codes").select("code_hash").execute();
    const forbidden = [
      ...rows.flatMap((row) => [row.password_hash, row.totp_secret, row.totp_pending_secret]),
      ...sessions.map((row) => row.token_hash),
      ...codes.map((row) => row.code_hash),
      ...totpSecrets,
    ].filter((value): value is string => typeof value === "string" && value.length > 0);
    expect(answers.length).toBeGreaterThan(100);
    for (const answer of answers) {
      for (const secret of forbidden) expect(answer).not.toContain(secret);
      expect(answer).not.toMatch(/argon2|password_hash|totp|token/i);
    }
  });
});
