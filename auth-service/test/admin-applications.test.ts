// The application queue and decisions, attacked: who may read and who may decide, step-up, two reviewers at once,
// one's own application, and what each decision leaves behind (the customer's view, mail, audit rows).
import {
  ADMIN_MESSAGES,
  DECISION_WINDOW_MS,
  REVIEW_MESSAGES,
  adminApplicationDetailSchema,
  adminApplicationsSchema,
  applicationResultSchema,
  decisionResultSchema,
} from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail, type UserRow } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import {
  BUSINESS,
  JPEG,
  OWNER,
  OWN_ORIGIN,
  PDF,
  customer,
  getApplication,
  patchApplication,
  submitApplication,
  submittedApplication,
  upload,
  type Customer,
} from "./onboarding-support.ts";
import { MINUTE, TestClock, postJson, signUp, signedInCookie, signedInWithTotp, totpCode } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

interface Staff {
  email: string;
  password: string;
  cookie: string;
  user: UserRow;
  /** The TOTP secret: staff step up with a code, never the password. */
  secret: string;
}

/** A staff member with TOTP on, signed in with a code (a fresh proof), holding `permissions`. */
async function staff(...permissions: string[]): Promise<Staff> {
  const account = await signUp(t.app);
  const { cookie, secret } = await signedInWithTotp(t.app, clock, account, await signedInCookie(t.app, account));
  const result = await runStaffCommand(t.db, ["grant", account.email, ...permissions], clock.current);
  expect(result.ok, result.message).toBe(true);
  const user = (await findUserByEmail(t.db, account.email))!;
  return { email: account.email, password: account.password, cookie, user, secret };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const decide = (id: string, body: unknown, cookie?: string) =>
  postJson(t.app, `/api/admin/applications/${id}/decision`, body, cookie ? { cookie } : {});

const queue = async (cookie: string, status?: string) => {
  const response = await get(`/api/admin/applications${status ? `?status=${status}` : ""}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return adminApplicationsSchema.parse(response.json()).applications;
};

let viewer: Staff;
let approver: Staff;
let secondApprover: Staff;
beforeAll(async () => {
  viewer = await staff("view");
  approver = await staff("approve");
  secondApprover = await staff("approve");
});

describe("the queue", () => {
  it("lists submitted applications oldest first, with their applicant, and only submitted ones by default", async () => {
    const customers: Customer[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const who = await customer(t);
      customers.push(who);
      ids.push(await submittedApplication(t, who));
      clock.advance(MINUTE);
    }
    const drafter = await customer(t);
    await getApplication(t.app, drafter.cookie);

    const listed = (await queue(viewer.cookie)).filter((entry) => ids.includes(entry.id));
    expect(listed.map((entry) => entry.id)).toEqual(ids);
    expect(listed[0]).toMatchObject({
      business: { legalName: "Hopper Compilers LLC" },
      applicant: { userId: customers[0]!.user.id, email: customers[0]!.email },
      status: "submitted",
      overdue: false,
    });
    const all = await queue(viewer.cookie);
    expect(all.every((entry) => entry.status === "submitted")).toBe(true);
    const submittedTimes = all.map((entry) => Date.parse(entry.submittedAt!));
    expect(submittedTimes).toEqual([...submittedTimes].sort((a, b) => a - b));

    const drafts = await queue(approver.cookie, "draft");
    expect(drafts.some((entry) => entry.applicant.userId === drafter.user.id)).toBe(true);
    expect(drafts.every((entry) => entry.status === "draft")).toBe(true);
    expect((await get("/api/admin/applications?status=lost", viewer.cookie)).statusCode).toBe(400);
  });

  it("view and approve may read the queue, an application and its documents; customers and visitors may not", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const detail = await get(`/api/admin/applications/${id}`, viewer.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    const parsed = adminApplicationDetailSchema.parse(detail.json());
    expect(parsed).toMatchObject({
      applicant: { userId: who.user.id, email: who.email },
      overdue: false,
      decisions: [],
    });
    const documentId = parsed.application.documents.find((document) => document.kind === "formation")!.id;

    for (const reader of [viewer, approver]) {
      const file = await get(`/api/admin/applications/${id}/documents/${documentId}`, reader.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers["content-disposition"]).toBe(
        `attachment; filename="articles.pdf"; filename*=UTF-8''articles.pdf`,
      );
      expect(file.headers["cache-control"]).toBe("no-store");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
    }
    const viewed = (await listAuditEvents(t.db)).filter(
      (event) => event.event === "application_document_viewed" && event.user_id === who.user.id,
    );
    expect(viewed.map((event) => event.actor_id).sort()).toEqual([viewer.user.id, approver.user.id].sort());

    const other = await customer(t);
    for (const url of [
      "/api/admin/applications",
      `/api/admin/applications/${id}`,
      `/api/admin/applications/${id}/documents/${documentId}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      const refused = await get(url, other.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: ADMIN_MESSAGES.noAccess });
    }
    // A document of another application, under this one's id, is not found.
    const elsewhere = await customer(t);
    const elsewhereId = await submittedApplication(t, elsewhere);
    expect(
      (await get(`/api/admin/applications/${elsewhereId}/documents/${documentId}`, viewer.cookie)).statusCode,
    ).toBe(404);
    expect((await get("/api/admin/applications/no-such-id", viewer.cookie)).statusCode).toBe(404);
  });

  it("a reviewer downloads each document under the cleaned name the customer sees, with its type's extension", async () => {
    const who = await customer(t);
    expect((await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] })).statusCode).toBe(200);
    const sent: [[string, string][], { name: string; type: string; bytes: Buffer }][] = [
      [[["kind", "formation"]], { name: "x.html", type: "text/html", bytes: PDF }],
      [
        [
          ["kind", "identity"],
          ["personIndex", "0"],
        ],
        { name: "\u202Egpj.exe", type: "application/x-msdownload", bytes: JPEG },
      ],
    ];
    for (const [fields, file] of sent) expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(201);
    expect((await submitApplication(t.app, who.cookie)).statusCode).toBe(200);
    const id = applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application.id;

    const detail = adminApplicationDetailSchema.parse(
      (await get(`/api/admin/applications/${id}`, viewer.cookie)).json(),
    );
    const documents = detail.application.documents;
    // Uploaded at one instant of the test's clock: listed in id order, so compared as a set.
    expect(documents.map((document) => [document.name, document.contentType]).sort()).toEqual([
      ["gpj.jpg", "image/jpeg"],
      ["x.pdf", "application/pdf"],
    ]);
    for (const document of documents) {
      const file = await get(`/api/admin/applications/${id}/documents/${document.id}`, viewer.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        "content-type": document.contentType,
        "content-disposition": `attachment; filename="${document.name}"; filename*=UTF-8''${document.name}`,
        "x-content-type-options": "nosniff",
      });
    }
  });
});

describe("deciding", () => {
  it("view cannot decide; approve needs a fresh proof", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const byViewer = await decide(id, { decision: "approve" }, viewer.cookie);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json()).toEqual({ success: false, message: ADMIN_MESSAGES.missingPermission });

    clock.advance(11 * MINUTE);
    const stale = await decide(id, { decision: "approve" }, approver.cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      reauthenticationRequired: true,
      secondFactorRequired: true,
      message: ADMIN_MESSAGES.secondFactorStepUp,
    });
    // The staff console's step-up is a second factor: a code, each of its own 30-second step.
    for (const reviewer of [approver, secondApprover]) {
      clock.nextTotpStep();
      const proof = await postJson(
        t.app,
        "/api/auth/reauthenticate",
        { code: totpCode(reviewer.secret, clock.current) },
        { cookie: reviewer.cookie },
      );
      expect(proof.statusCode, proof.body).toBe(200);
    }
    const approved = await decide(id, { decision: "approve" }, approver.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(decisionResultSchema.parse(approved.json())).toMatchObject({
      success: true,
      message: REVIEW_MESSAGES.decided.approve,
      application: { id, status: "approved", note: null },
    });
    const seen = applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application;
    expect(seen.status).toBe("approved");
  });

  it("two reviewers deciding at once: exactly one wins, the other is told it is no longer waiting", async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await customer(t);
      const id = await submittedApplication(t, who);
      const answers = await Promise.all([
        decide(id, { decision: "approve" }, approver.cookie),
        decide(id, { decision: "reject", note: "Formation document does not match." }, secondApprover.cookie),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json()).toEqual({ success: false, message: REVIEW_MESSAGES.notAwaitingDecision });
      const rows = await t.db
        .selectFrom("application_decisions")
        .selectAll()
        .where("application_id", "=", id)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it("a reviewer cannot decide their own application", async () => {
    const reviewer = await staff("approve");
    const id = await submittedApplication(t, { ...reviewer, user: reviewer.user });
    const response = await decide(id, { decision: "approve" }, reviewer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: REVIEW_MESSAGES.ownApplication });
    expect((await decide(id, { decision: "approve" }, approver.cookie)).statusCode).toBe(200);
  });

  it("only a submitted application is decided; an unknown one is 404; a bad body is 400", async () => {
    const who = await customer(t);
    const draft = applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application;
    const onDraft = await decide(draft.id, { decision: "approve" }, approver.cookie);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json()).toEqual({ success: false, message: REVIEW_MESSAGES.notAwaitingDecision });
    expect((await decide("no-such-application", { decision: "approve" }, approver.cookie)).statusCode).toBe(404);
    for (const body of [
      { decision: "reject" },
      { decision: "reject", note: "no" },
      { decision: "request_info", note: "    " },
      { decision: "maybe" },
      { decision: "approve", note: "x".repeat(2_001) },
      {},
    ]) {
      const response = await decide(draft.id, body, approver.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("asking for information shows the note, lets the customer change and resubmit, and a new 24 hours start", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const note = "Please upload a passport scan where the photo is visible.";
    const asked = await decide(id, { decision: "request_info", note }, approver.cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: REVIEW_MESSAGES.decided.request_info,
      application: { status: "needs_info", note },
    });

    const seen = applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application;
    expect(seen).toMatchObject({ status: "needs_info", note });
    clock.advance(5 * MINUTE);
    const edit = await t.app.inject({
      method: "PATCH",
      url: "/api/onboarding/application",
      payload: JSON.stringify({ business: { ...seen.business, tradeName: "Hopper Again" } }),
      headers: { "content-type": "application/json", cookie: who.cookie, ...OWN_ORIGIN },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = await postJson(t.app, "/api/onboarding/application/submit", {}, { cookie: who.cookie });
    expect(again.statusCode, again.body).toBe(200);
    const resubmitted = applicationResultSchema.parse(again.json()).application;
    expect(resubmitted).toMatchObject({ status: "submitted", note: null });
    expect(Date.parse(resubmitted.decisionDueAt!)).toBe(clock.current + DECISION_WINDOW_MS);

    const rejected = await decide(
      id,
      { decision: "reject", note: "We cannot serve this industry." },
      secondApprover.cookie,
    );
    expect(rejected.statusCode).toBe(200);

    const detail = adminApplicationDetailSchema.parse(
      (await get(`/api/admin/applications/${id}`, viewer.cookie)).json(),
    );
    expect(detail.decisions).toEqual([
      expect.objectContaining({ decision: "request_info", note, actorEmail: approver.email }),
      expect.objectContaining({
        decision: "reject",
        note: "We cannot serve this industry.",
        actorEmail: secondApprover.email,
      }),
    ]);

    const audit = (await listAuditEvents(t.db)).filter((event) => event.user_id === who.user.id);
    const asking = audit.find((event) => event.event === "application_info_requested")!;
    expect(asking.actor_id).toBe(approver.user.id);
    expect(JSON.parse(asking.detail!)).toMatchObject({ applicationId: id, reason: note });
    const rejecting = audit.find((event) => event.event === "application_rejected")!;
    expect(rejecting.actor_id).toBe(secondApprover.user.id);
    expect(audit.filter((event) => event.event === "application_submitted")).toHaveLength(2);

    await t.app.settleBackgroundWork();
    const mail = readOutbox(t.dataDir).filter((message) => message.to.includes(who.email));
    const needsInfo = mail.find((message) => message.subject.includes("we need more information"))!;
    expect(needsInfo.body).toContain(note);
    expect(needsInfo.links).toContain("https://bank.example/identity-verification");
    const rejection = mail.find((message) => message.subject.includes("about your business application"))!;
    expect(rejection.body).toContain("We cannot serve this industry.");
    expect(mail.filter((message) => message.subject.includes("we have your business application"))).toHaveLength(2);
  });

  it("an approval is audited with its reviewer and mailed", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    expect(
      (await decide(id, { decision: "approve", note: "All documents check out." }, approver.cookie)).statusCode,
    ).toBe(200);
    const event = (await listAuditEvents(t.db)).find(
      (row) => row.event === "application_approved" && row.user_id === who.user.id,
    )!;
    expect(event.actor_id).toBe(approver.user.id);
    expect(JSON.parse(event.detail!)).toMatchObject({ reason: "All documents check out." });
    await t.app.settleBackgroundWork();
    const approved = readOutbox(t.dataDir).find(
      (message) => message.to.includes(who.email) && message.subject.includes("approved"),
    );
    expect(approved).toBeDefined();
  });
});

describe("the 24 hours", () => {
  it("an application still undecided 24 hours after submission is overdue in the queue and its detail", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const dueAt = Date.parse(
      applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application.decisionDueAt!,
    );
    clock.advance(DECISION_WINDOW_MS - 5 * MINUTE);
    const reader = await staff("view");
    expect((await queue(reader.cookie)).find((entry) => entry.id === id)!.overdue).toBe(false);
    // Exactly at the due time it is not yet overdue; a millisecond later it is.
    clock.current = dueAt;
    expect((await queue(reader.cookie)).find((entry) => entry.id === id)!.overdue).toBe(false);
    clock.advance(1);
    expect((await queue(reader.cookie)).find((entry) => entry.id === id)!.overdue).toBe(true);
    const detail = adminApplicationDetailSchema.parse(
      (await get(`/api/admin/applications/${id}`, reader.cookie)).json(),
    );
    expect(detail.overdue).toBe(true);
  });
});
