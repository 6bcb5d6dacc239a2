// What staff see of businesses, attacked on each engine: a business's page in the console refused to customers
// (members of it included), to staff without a second factor, unknown ids answered 404; the page lists the
// application, members, invitations (never a link's token or its hash) and events, and every reading is audited;
// a customer's detail lists the businesses they belong to, with their roles.
import {
  ADMIN_MESSAGES,
  adminBusinessDetailSchema,
  adminUserDetailSchema,
  type AdminBusinessDetail,
} from "@bank/contracts";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { hashToken } from "../src/core/secret-token.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findBusinessOfApplication } from "../src/workspace/store/businesses-store.ts";
import { businessEventsQuery } from "../src/workspace/store/staff-view-store.ts";
import { customer, submittedApplication } from "./onboarding-support.ts";
import { TestClock, postJson } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { addMember, business, invitationToken, person, send, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A person with a second factor, signed in with it, holding the staff `permissions`. */
async function staff(...permissions: string[]): Promise<Person> {
  const who = await person(t, clock);
  const result = await runStaffCommand(t.db, ["grant", who.email, ...permissions], clock.current);
  expect(result.ok, result.message).toBe(true);
  return who;
}

const page = (businessId: string, cookie: string) => send(t.app, "GET", `/api/admin/businesses/${businessId}`, cookie);

let viewer: Person;
let owner: Person;
let businessId: string;
beforeAll(async () => {
  viewer = await staff("view");
  owner = await person(t, clock, { firstName: "Olivia" });
  businessId = await business(t, owner, "Acme Anvils LLC");
});

describe("who may read a business", () => {
  it("refuses a member of the business who is not staff, and a visitor", async () => {
    const member = await person(t, clock);
    await addMember(t, businessId, member, ["view"]);
    const refused = await page(businessId, member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.noAccess });
    expect((await page(businessId, owner.cookie)).statusCode).toBe(403);
    expect((await send(t.app, "GET", `/api/admin/businesses/${businessId}`, undefined)).statusCode).toBe(401);
  });

  it("refuses staff without a second factor, and staff whose permissions do not include view", async () => {
    const noFactor = await person(t, clock, { twoFactor: false });
    expect((await runStaffCommand(t.db, ["grant", noFactor.email, "view"], clock.current)).ok).toBe(true);
    const refused = await page(businessId, noFactor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ staffTwoFactorRequired: true });
    const approver = await staff("approve");
    const approverRefused = await page(businessId, approver.cookie);
    expect(approverRefused.statusCode).toBe(403);
    expect(approverRefused.json()).toMatchObject({ message: ADMIN_MESSAGES.missingPermission });
  });

  it("answers 404 to an unknown id, and audits nothing then", async () => {
    const before = (await listAuditEvents(t.db)).filter((row) => row.event === "business_viewed").length;
    const unknown = await page("00000000-0000-4000-8000-000000000000", viewer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.businessNotFound });
    expect((await listAuditEvents(t.db)).filter((row) => row.event === "business_viewed")).toHaveLength(before);
  });

  it("lets a manager read it (manage includes view)", async () => {
    const manager = await staff("manage");
    expect((await page(businessId, manager.cookie)).statusCode).toBe(200);
  });
});

describe("a business's page", () => {
  let approver: Person;
  let applicant: Awaited<ReturnType<typeof customer>>;
  let applicationId: string;
  let approvedBusinessId: string;
  let colleague: Person;
  let token: string;
  let detail: AdminBusinessDetail;
  let body: string;

  beforeAll(async () => {
    approver = await staff("approve");
    applicant = await customer(t);
    applicationId = await submittedApplication(t, applicant);
    clock.advance(60_000);
    const approved = await postJson(
      t.app,
      `/api/admin/applications/${applicationId}/decision`,
      { decision: "approve" },
      { cookie: approver.cookie },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    approvedBusinessId = (await findBusinessOfApplication(t.db, applicationId))!.id;
    // A colleague with a second factor who may pay, and an invitation still waiting.
    colleague = await person(t, clock, { firstName: "Colin" });
    await addMember(t, approvedBusinessId, colleague, ["view", "pay"]);
    const manager = await person(t, clock);
    await addMember(t, approvedBusinessId, manager, [], true);
    token = await invitationToken(t, approvedBusinessId, manager, `invitee-${Date.now()}@example.com`, ["approve"]);
    const response = await page(approvedBusinessId, viewer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    body = response.body;
    detail = adminBusinessDetailSchema.parse(response.json());
  });

  it("shows the business and the application it was opened from", () => {
    expect(detail.business).toMatchObject({ id: approvedBusinessId, legalName: expect.any(String), mode: "sandbox" });
    expect(detail.application).toMatchObject({ id: applicationId, status: "approved" });
    expect(detail.application!.submittedAt).not.toBeNull();
    expect(detail.application!.decidedAt).not.toBeNull();
  });

  it("lists the members with their permissions, the owner, and who has a second factor", () => {
    const byId = new Map(detail.members.map((member) => [member.userId, member]));
    expect(byId.get(applicant.user.id)).toMatchObject({
      email: applicant.email,
      owner: true,
      permissions: ["view", "pay", "approve", "manage"],
      secondFactor: false,
    });
    expect(byId.get(colleague.user.id)).toMatchObject({
      firstName: "Colin",
      owner: false,
      permissions: ["view", "pay"],
      secondFactor: true,
    });
    expect(detail.members).toHaveLength(3);
  });

  it("lists the invitations, never a link's token or its hash", () => {
    expect(detail.invitations).toHaveLength(1);
    expect(detail.invitations[0]).toMatchObject({ status: "pending", permissions: ["view", "approve"] });
    expect(Object.keys(detail.invitations[0]!).sort()).toEqual(
      ["createdAt", "email", "expiresAt", "id", "permissions", "status"].sort(),
    );
    expect(body).not.toContain(token);
    expect(body).not.toContain(hashToken(token));
    expect(body).not.toMatch(/token/i);
  });

  it("lists the business's events newest first: its opening on approval, by the approver, and the invitation", () => {
    const types = detail.events.map((event) => event.type);
    expect(types).toContain("business_created");
    expect(types).toContain("invitation_sent");
    expect(types.indexOf("invitation_sent")).toBeLessThan(types.indexOf("business_created"));
    const created = detail.events.find((event) => event.type === "business_created")!;
    expect(created).toMatchObject({ userId: applicant.user.id, actorId: approver.user.id });
    expect(JSON.parse(created.detail!)).toMatchObject({ applicationId });
    expect(detail.events.every((event) => event.type !== "business_viewed")).toBe(true);
  });

  it("audits each reading with who read it, under the business", async () => {
    await page(approvedBusinessId, viewer.cookie);
    const viewed = (await listAuditEvents(t.db)).filter(
      (row) => row.event === "business_viewed" && row.business_id === approvedBusinessId,
    );
    expect(viewed).toHaveLength(2);
    expect(viewed.every((row) => row.actor_id === viewer.user.id && row.user_id === null)).toBe(true);
    expect(JSON.parse(viewed[0]!.detail!)).toEqual({ businessId: approvedBusinessId });
  });

  it("shows on the customer's detail: each business they belong to, with their role", async () => {
    const owned = adminUserDetailSchema.parse(
      (await send(t.app, "GET", `/api/admin/users/${applicant.user.id}`, viewer.cookie)).json(),
    );
    expect(owned.businesses).toEqual([
      {
        id: approvedBusinessId,
        legalName: detail.business.legalName,
        tradeName: detail.business.tradeName,
        permissions: ["view", "pay", "approve", "manage"],
        owner: true,
        joinedAt: expect.any(String),
      },
    ]);
    // A person in two businesses, owner of neither: both, by legal name, with what they may do in each.
    await addMember(t, businessId, colleague, ["view", "manage"]);
    const member = adminUserDetailSchema.parse(
      (await send(t.app, "GET", `/api/admin/users/${colleague.user.id}`, viewer.cookie)).json(),
    );
    expect(detail.business.legalName).toBe("Hopper Compilers LLC");
    expect(member.businesses.map((each) => [each.legalName, each.owner, each.permissions])).toEqual([
      ["Acme Anvils LLC", false, ["view", "manage"]],
      ["Hopper Compilers LLC", false, ["view", "pay"]],
    ]);
    const nobody = adminUserDetailSchema.parse(
      (await send(t.app, "GET", `/api/admin/users/${viewer.user.id}`, viewer.cookie)).json(),
    );
    expect(nobody.businesses).toEqual([]);
  });
});

describe("a business's events at scale", () => {
  it("are read through the business's index, never the whole audit trail", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      at: clock.current - 10_000 + i,
      event: i % 7 === 0 ? "business_viewed" : `scale_event_${i % 20}`,
      user_id: `scale-user-${i % 300}`,
      email: null,
      ip: null,
      detail: null,
      user_agent: null,
      actor_id: null,
      business_id: i % 3 === 0 ? null : `scale-business-${i % 200}`,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await t.db
        .insertInto("audit_events")
        .values(rows.slice(i, i + 1_000))
        .execute();
    await t.db.executeQuery(CompiledQuery.raw("ANALYZE"));
    const explain = TEST_ENGINE === "postgres" ? "EXPLAIN" : "EXPLAIN QUERY PLAN";
    const compiled = businessEventsQuery(t.db, "scale-business-7", ["business_viewed"], 50).compile();
    const result = await t.db.executeQuery(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]));
    const plan = result.rows.map((row) => Object.values(row as object).join(" ")).join("\n");
    expect(plan).toContain("audit_events_by_business");
    expect(plan).not.toMatch(/Seq Scan/);
    if (TEST_ENGINE === "sqlite") expect(plan).not.toContain("TEMP B-TREE");
  });
});
