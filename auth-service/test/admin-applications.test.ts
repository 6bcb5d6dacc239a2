// The application queue and decisions, attacked: who may read and who may decide, step-up, two reviewers at once,
// one's own application, and what each decision leaves behind (the customer's view, mail, audit rows).
import {
  ADMIN_MESSAGES,
  DECISION_WINDOW_MS,
  REVIEW_MESSAGES,
  adminApplicationDetailSchema,
  adminApplicationsSchema,
  adminUserDetailSchema,
  applicationNoteResultSchema,
  applicationResultSchema,
  decisionResultSchema,
} from "@bank/contracts";
import crypto from "node:crypto";
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
  formation,
  getApplication,
  identity,
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
/** Staff signed in now: a block after one that moves the clock a day on needs sessions of its own. */
async function freshStaff(): Promise<void> {
  viewer = await staff("view");
  approver = await staff("approve");
  secondApprover = await staff("approve");
}
beforeAll(freshStaff);

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

describe("a document in the console's viewer", () => {
  beforeAll(freshStaff);

  it("answers inline, of the type its bytes are, sandboxed, never framed, audited; the download stays a download", async () => {
    const who = await customer(t);
    expect((await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] })).statusCode).toBe(200);
    // An HTML page behind a JPEG's first bytes, sent as text/html: kept as the JPEG its bytes begin as.
    const htmlAsJpeg = Buffer.concat([JPEG.subarray(0, 4), Buffer.from("<html><script>alert(1)</script></html>")]);
    const [formationFields, formationFile] = formation(PDF, "report.html", "text/html");
    const [identityFields, identityFile] = identity(0, htmlAsJpeg, "id.html", "text/html");
    expect((await upload(t.app, who.cookie, formationFields, formationFile)).statusCode).toBe(201);
    expect((await upload(t.app, who.cookie, identityFields, identityFile)).statusCode).toBe(201);
    expect((await submitApplication(t.app, who.cookie)).statusCode).toBe(200);
    const id = applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application.id;
    const { documents } = adminApplicationDetailSchema.parse(
      (await get(`/api/admin/applications/${id}`, viewer.cookie)).json(),
    ).application;

    for (const document of documents) {
      const bytes = document.kind === "formation" ? PDF : htmlAsJpeg;
      for (const reader of [viewer, approver]) {
        const shown = await get(`/api/admin/applications/${id}/documents/${document.id}/view`, reader.cookie);
        expect(shown.statusCode, shown.body).toBe(200);
        expect(shown.rawPayload.equals(bytes)).toBe(true);
        expect(shown.headers).toMatchObject({
          "content-type": document.kind === "formation" ? "application/pdf" : "image/jpeg",
          "content-disposition": `inline; filename="${document.name}"; filename*=UTF-8''${document.name}`,
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "cache-control": "no-store",
        });
        const policy = String(shown.headers["content-security-policy"]);
        expect(policy.split("; ")).toEqual(
          expect.arrayContaining(["sandbox", "default-src 'none'", "frame-ancestors 'none'"]),
        );
        expect(policy).not.toMatch(/allow-scripts|script-src|unsafe-eval/);
      }
      const download = await get(`/api/admin/applications/${id}/documents/${document.id}`, viewer.cookie);
      expect(download.headers["x-frame-options"]).toBe("DENY");
      expect(String(download.headers["content-security-policy"])).toContain("sandbox");
      expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    }
    const viewed = (await listAuditEvents(t.db, { userId: who.user.id })).filter(
      (event) => event.event === "application_document_viewed",
    );
    expect(viewed).toHaveLength(documents.length * 3);

    const documentId = documents[0]!.id;
    const elsewhere = await submittedApplication(t, await customer(t));
    const other = await customer(t);
    expect((await get(`/api/admin/applications/${id}/documents/${documentId}/view`)).statusCode).toBe(401);
    expect((await get(`/api/admin/applications/${id}/documents/${documentId}/view`, other.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/admin/applications/${id}/documents/${documentId}/view`, who.cookie)).statusCode).toBe(403);
    for (const url of [
      `/api/admin/applications/${elsewhere}/documents/${documentId}/view`,
      `/api/admin/applications/${id}/documents/no-such-document/view`,
      `/api/admin/applications/no-such-application/documents/${documentId}/view`,
    ]) {
      const refused = await get(url, viewer.cookie);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers["x-frame-options"]).toBe("DENY");
    }
  });
});

describe("internal notes", () => {
  beforeAll(freshStaff);

  const notesUrl = (id: string) => `/api/admin/applications/${id}/notes`;
  const addNote = (id: string, body: unknown, cookie?: string) =>
    postJson(t.app, notesUrl(id), body, cookie ? { cookie } : {});
  const noteOf = (body: string) => ({ id: crypto.randomUUID(), body });
  const notesIn = async (id: string, cookie: string) =>
    adminApplicationDetailSchema.parse((await get(`/api/admin/applications/${id}`, cookie)).json()).notes;

  it("reviewers add them, every staff member who reads applications reads them with author and time, the customer never", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const manager = await staff("manage");
    const text = "Called the applicant: <b>EIN</b> letter is on its way & the ID matches.";
    const added = await addNote(id, noteOf(text), approver.cookie);
    expect(added.statusCode, added.body).toBe(201);
    const { note } = applicationNoteResultSchema.parse(added.json());
    expect(note).toMatchObject({
      body: text,
      authorEmail: approver.email,
      authorName: `${approver.user.first_name} ${approver.user.last_name}`,
      at: new Date(clock.current).toISOString(),
    });
    for (const reader of [viewer, approver, manager]) expect(await notesIn(id, reader.cookie)).toEqual([note]);

    // A colleague who may only read, and a manager without approve, may not add one; nor may the customer.
    for (const refused of [viewer, manager]) {
      const answer = await addNote(id, noteOf("I should not be able to write this."), refused.cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: ADMIN_MESSAGES.missingPermission });
    }
    expect((await addNote(id, noteOf("Mine."), who.cookie)).statusCode).toBe(403);
    expect((await addNote(id, noteOf("Anyone?"))).statusCode).toBe(401);
    expect((await get(`/api/admin/applications/${id}`, who.cookie)).statusCode).toBe(403);

    // Nothing the customer's API answers carries the note: their application, before and after a decision, and
    // their account activity.
    const customerViews = async () => [
      (await getApplication(t.app, who.cookie)).body,
      (await get("/api/auth/activity", who.cookie)).body,
    ];
    const decided = await decide(id, { decision: "request_info", note: "Please send a clearer ID." }, approver.cookie);
    expect(decided.body).not.toContain("EIN");
    const resubmitted = await submitApplication(t.app, who.cookie);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    for (const body of [...(await customerViews()), resubmitted.body]) {
      expect(body).not.toContain("EIN");
      expect(body).not.toContain(note.id);
    }
    // The audit log names the note, never its words.
    const audited = (await listAuditEvents(t.db, { userId: who.user.id })).filter(
      (event) => event.event === "application_note_added",
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: approver.user.id });
    expect(JSON.parse(audited[0]!.detail!)).toEqual({ applicationId: id, noteId: note.id });
  });

  it("a note sent again is added once; its id with other words, or on another application, is refused", async () => {
    const id = await submittedApplication(t, await customer(t));
    const otherId = await submittedApplication(t, await customer(t));
    const sent = noteOf("Checked the formation date against the state register.");
    const first = await addNote(id, sent, approver.cookie);
    expect(first.statusCode).toBe(201);
    const again = await addNote(id, { ...sent, body: `  ${sent.body}  ` }, approver.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().note).toEqual(first.json().note);
    for (const [where, body, cookie] of [
      [id, { ...sent, body: "Something else entirely." }, approver.cookie],
      [otherId, sent, approver.cookie],
      [id, sent, secondApprover.cookie],
    ] as const) {
      const refused = await addNote(where, body, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: REVIEW_MESSAGES.noteIdTaken });
    }
    expect(await notesIn(id, viewer.cookie)).toHaveLength(1);
    expect(await notesIn(otherId, viewer.cookie)).toEqual([]);
  });

  it("notes added at once all land, oldest first; one note sent five times at once lands once", async () => {
    const id = await submittedApplication(t, await customer(t));
    const many = Array.from({ length: 8 }, (_, index) => noteOf(`Parallel note ${index}`));
    const answers = await Promise.all(
      many.map((note, index) => addNote(id, note, index % 2 ? approver.cookie : secondApprover.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(many.map(() => 201));
    const kept = await notesIn(id, viewer.cookie);
    expect(kept.map((note) => note.body).sort()).toEqual(many.map((note) => note.body).sort());

    const once = noteOf("Sent from a flaky connection.");
    const repeats = await Promise.all(Array.from({ length: 5 }, () => addNote(id, once, approver.cookie)));
    expect(repeats.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await notesIn(id, viewer.cookie)).filter((note) => note.id === once.id)).toHaveLength(1);
    const audited = (await listAuditEvents(t.db)).filter(
      (event) => event.event === "application_note_added" && event.detail?.includes(id),
    );
    expect(audited).toHaveLength(many.length + 1);
  });

  it("refuses forged ids, wrong types, empty and huge notes, changing nothing", async () => {
    const id = await submittedApplication(t, await customer(t));
    expect((await addNote("no-such-application", noteOf("Lost."), approver.cookie)).statusCode).toBe(404);
    expect((await addNote(`${id}x`, noteOf("Lost."), approver.cookie)).statusCode).toBe(404);
    for (const body of [
      {},
      { body: "No id." },
      { id: "not-a-uuid", body: "Bad id." },
      { id: crypto.randomUUID().toUpperCase(), body: "Upper-case id." },
      { id: crypto.randomUUID(), body: 42 },
      { id: 7, body: "Id as a number." },
      { id: crypto.randomUUID(), body: ["a", "list"] },
      { id: crypto.randomUUID(), body: "" },
      { id: crypto.randomUUID(), body: " \n\t " },
      { id: crypto.randomUUID(), body: "x".repeat(2_001) },
    ]) {
      const answer = await addNote(id, body, approver.cookie);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await addNote(id, { id: crypto.randomUUID(), body: "x".repeat(20_000) }, approver.cookie);
    expect(huge.statusCode).toBe(413);
    const exact = await addNote(id, noteOf("y".repeat(2_000)), approver.cookie);
    expect(exact.statusCode).toBe(201);
    expect((await notesIn(id, viewer.cookie)).map((note) => note.body.length)).toEqual([2_000]);
  });
});

describe("a customer's page", () => {
  beforeAll(freshStaff);

  it("lists their application, where it stands, for staff who may view", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const detail = adminUserDetailSchema.parse((await get(`/api/admin/users/${who.user.id}`, viewer.cookie)).json());
    expect(detail.applications).toEqual([
      {
        id,
        legalName: BUSINESS.legalName,
        status: "submitted",
        submittedAt: new Date(clock.current).toISOString(),
        decidedAt: null,
      },
    ]);
    const newcomer = await customer(t);
    const none = adminUserDetailSchema.parse((await get(`/api/admin/users/${newcomer.user.id}`, viewer.cookie)).json());
    expect(none.applications).toEqual([]);
  });
});
