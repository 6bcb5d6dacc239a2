// How a business comes to be, on each engine: staff approve its application through the console's decision route
// and exactly one business opens with the applicant as its owner (two approvals at once open one); and a database
// holding an application approved before the workspace existed gets its business and owner when migrated.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { openDatabase } from "../src/db/database.ts";
import { insertUser } from "../src/db/users-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import { customer, submittedApplication } from "./onboarding-support.ts";
import { TestClock, postJson, signUp, signedInCookie, signedInWithTotp } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { freshDatabaseUrl } from "./test-database.ts";
import { send } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let approvers: { cookie: string; id: string }[];
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  approvers = [];
  for (let i = 0; i < 2; i += 1) {
    const account = await signUp(t.app);
    const { cookie } = await signedInWithTotp(t.app, clock, account, await signedInCookie(t.app, account));
    expect((await runStaffCommand(t.db, ["grant", account.email, "approve"], clock.current)).ok).toBe(true);
    approvers.push({ cookie, id: (await findUserByEmail(t.db, account.email))!.id });
  }
});
afterAll(() => t.close());

const decide = (id: string, cookie: string) =>
  postJson(t.app, `/api/admin/applications/${id}/decision`, { decision: "approve" }, { cookie });
const businessesOf = (applicationId: string) =>
  t.db.selectFrom("businesses").selectAll().where("application_id", "=", applicationId).execute();

describe("approval opens the business", () => {
  it("approving an application opens one business, its applicant the owner; audited and mailed", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const approved = await decide(id, approvers[0]!.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    const opened = await businessesOf(id);
    expect(opened).toHaveLength(1);
    const businessId = opened[0]!.id;
    const list = await send(t.app, "GET", "/api/businesses", who.cookie);
    expect(list.json()).toEqual({
      businesses: [
        {
          id: businessId,
          legalName: "Hopper Compilers LLC",
          tradeName: "Hopper",
          permissions: ["view", "pay", "approve", "manage"],
          owner: true,
        },
      ],
    });
    const members = await t.db
      .selectFrom("business_members")
      .selectAll()
      .where("business_id", "=", businessId)
      .execute();
    expect(members.map((row) => [row.user_id, row.owner])).toEqual([[who.user.id, 1]]);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["business_id", "actor_id", "user_id"])
      .where("event", "=", "business_created")
      .where("business_id", "=", businessId)
      .execute();
    expect(audit).toEqual([{ business_id: businessId, actor_id: approvers[0]!.id, user_id: who.user.id }]);
    await t.app.settleBackgroundWork();
    expect(
      readOutbox(t.dataDir).filter((mail) => mail.to.includes(who.email) && mail.subject.includes("approved")),
    ).toHaveLength(1);
  });

  it("two approvals of one application at once, by two reviewers: one business, one owner", async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await customer(t);
      const id = await submittedApplication(t, who);
      const answers = await Promise.all([decide(id, approvers[0]!.cookie), decide(id, approvers[1]!.cookie)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const opened = await businessesOf(id);
      expect(opened).toHaveLength(1);
      const owners = await t.db
        .selectFrom("business_members")
        .select("user_id")
        .where("business_id", "=", opened[0]!.id)
        .execute();
      expect(owners).toEqual([{ user_id: who.user.id }]);
    }
  });
});

/** The tables the schema had before the workspace's migration (step 9); everything after it is rolled back. */
const TABLES_BEFORE_WORKSPACE = new Set([
  "service_meta",
  "users",
  "sessions",
  "failure_counters",
  "audit_events",
  "one_time_tokens",
  "known_devices",
  "recovery_codes",
  "passkeys",
  "webauthn_challenges",
  "staff_permissions",
  "applications",
  "application_documents",
  "application_decisions",
  "schema_version",
]);
const VERSION_BEFORE_WORKSPACE = 8;

describe("the workspace's migration", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("gives an application approved before the workspace existed its business and owner, and nothing to the others", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-workspace-migration-"));
    folders.push(dataDir);
    const databaseUrl = await freshDatabaseUrl();
    // The schema as it was at version 8: today's, with what the workspace's step and the later ones added taken out.
    const old = await openDatabase({ dataDir, databaseUrl });
    const later = (await old.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !TABLES_BEFORE_WORKSPACE.has(name));
    // Dropped in turns: a table referenced by another goes once the other has.
    for (let pass = 0; later.length > 0 && pass < 10; pass += 1)
      for (const name of [...later])
        try {
          await sql`DROP TABLE ${sql.table(name)}`.execute(old.db);
          later.splice(later.indexOf(name), 1);
        } catch {
          // Still referenced: next pass.
        }
    expect(later).toEqual([]);
    // The ledger's rules are functions of their own on PostgreSQL (schema 11).
    if (old.engine === "postgres")
      await sql`DROP FUNCTION ledger_refuse_change, ledger_entry_settles_once`.execute(old.db);
    // What schema 12 added to an older table: a signing challenge's binding.
    await sql`ALTER TABLE webauthn_challenges DROP COLUMN bound_to`.execute(old.db);
    await sql`DROP INDEX audit_events_by_business`.execute(old.db);
    // What schema 16 added to an older table: the audit log's email filter.
    await sql`DROP INDEX audit_events_by_email`.execute(old.db);
    await sql`ALTER TABLE audit_events DROP COLUMN business_id`.execute(old.db);
    if (old.engine === "sqlite") await sql.raw(`PRAGMA user_version = ${VERSION_BEFORE_WORKSPACE}`).execute(old.db);
    else await sql`UPDATE schema_version SET version = ${VERSION_BEFORE_WORKSPACE}`.execute(old.db);

    const at = Date.UTC(2026, 5, 1);
    const application = (id: string, userId: string, status: string, business: object) => ({
      id,
      user_id: userId,
      status,
      business: JSON.stringify(business),
      people: "[]",
      note: null,
      created_at: at,
      updated_at: at + 1,
      submitted_at: at,
      decision_due_at: null,
      decided_at: status === "approved" ? at + 2 : null,
    });
    for (const [id, email] of [
      ["u-approved", "approved@example.com"],
      ["u-plain", "plain@example.com"],
      ["u-waiting", "waiting@example.com"],
    ] as const)
      expect(
        await insertUser(old.db, {
          id,
          email,
          firstName: "Ada",
          lastName: "Byron",
          phoneNumber: "555",
          passwordHash: "x",
          now: at,
        }),
      ).toBe(true);
    await old.db
      .insertInto("applications")
      .values([
        application("a-approved", "u-approved", "approved", {
          legalName: "Analytical Engines LLC",
          tradeName: "Engines",
        }),
        application("a-plain", "u-plain", "approved", { legalName: "Plain Name Inc", tradeName: "   " }),
        application("a-waiting", "u-waiting", "submitted", { legalName: "Waiting Co" }),
      ])
      .execute();
    await old.close();

    const migrated = await openDatabase({ dataDir, databaseUrl });
    try {
      const businesses = await migrated.db
        .selectFrom("businesses")
        .select(["application_id", "legal_name", "trade_name", "mode", "created_at"])
        .orderBy("application_id")
        .execute();
      expect(businesses.map((row) => ({ ...row, created_at: Number(row.created_at) }))).toEqual([
        {
          application_id: "a-approved",
          legal_name: "Analytical Engines LLC",
          trade_name: "Engines",
          mode: "sandbox",
          created_at: at + 2,
        },
        {
          application_id: "a-plain",
          legal_name: "Plain Name Inc",
          trade_name: null,
          mode: "sandbox",
          created_at: at + 2,
        },
      ]);
      const members = await migrated.db
        .selectFrom("business_members")
        .innerJoin("businesses", "businesses.id", "business_members.business_id")
        .select([
          "businesses.application_id",
          "business_members.user_id",
          "business_members.owner",
          "business_members.permissions",
        ])
        .orderBy("businesses.application_id")
        .execute();
      expect(members).toEqual([
        { application_id: "a-approved", user_id: "u-approved", owner: 1, permissions: "view,pay,approve,manage" },
        { application_id: "a-plain", user_id: "u-plain", owner: 1, permissions: "view,pay,approve,manage" },
      ]);
      // Opening again migrates nothing twice.
      await migrated.close();
      const again = await openDatabase({ dataDir, databaseUrl });
      expect(await again.db.selectFrom("businesses").select("id").execute()).toHaveLength(2);
      await again.close();
    } finally {
      await migrated.close().catch(() => undefined);
    }
  });
});
