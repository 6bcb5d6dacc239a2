// The customer's business application: a draft on first sight, sections replaced whole, each field checked, a
// submit that names what is missing, only from a verified address, and a state machine that holds under races.
import {
  API_MESSAGES,
  DECISION_WINDOW_MS,
  ONBOARDING_MESSAGES as M,
  DOCUMENT_MESSAGES,
  applicationResultSchema,
  type Application,
} from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { readOutbox } from "./outbox.ts";
import {
  BUSINESS,
  OWNER,
  SECOND_OWNER,
  customer,
  formation,
  getApplication,
  identity,
  patchApplication,
  submitApplication,
  submittedApplication,
  upload,
} from "./onboarding-support.ts";
import { TestClock, signedInCookie, verifyAddress } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const applicationOf = (response: { json(): unknown }) => applicationResultSchema.parse(response.json()).application;

/** Sets an application's state directly, as a reviewer's decision would. */
async function setStatus(id: string, status: string, note: string | null = null) {
  await t.db.updateTable("applications").set({ status, note }).where("id", "=", id).execute();
}

describe("the draft", () => {
  it("answers 401 to a visitor who is not signed in, on every route", async () => {
    expect((await getApplication(t.app)).statusCode).toBe(401);
    expect((await patchApplication(t.app, undefined, { business: {} })).statusCode).toBe(401);
    expect((await submitApplication(t.app)).statusCode).toBe(401);
    const [fields, file] = formation();
    expect((await upload(t.app, undefined, fields, file)).statusCode).toBe(401);
    for (const method of ["GET", "DELETE"] as const) {
      expect((await t.app.inject({ method, url: "/api/onboarding/documents/x" })).statusCode).toBe(401);
    }
  });

  it("is made empty by the first read, once, even when read twice at once", async () => {
    const who = await customer(t);
    const [first, second] = await Promise.all([getApplication(t.app, who.cookie), getApplication(t.app, who.cookie)]);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const application = applicationOf(first);
    expect(applicationOf(second).id).toBe(application.id);
    expect(application).toMatchObject({
      status: "draft",
      business: {},
      people: [],
      documents: [],
      note: null,
      submittedAt: null,
      decisionDueAt: null,
    });
    const rows = await t.db.selectFrom("applications").select("id").where("user_id", "=", who.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("PATCH merges business field by field (RFC 7396): one field sent keeps every other", async () => {
    const who = await customer(t);
    let response = await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER, SECOND_OWNER] });
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationOf(response).people).toHaveLength(2);

    const description = "We build compilers, debuggers and profilers for banks.";
    response = await patchApplication(t.app, who.cookie, { business: { description } });
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationOf(response).business).toEqual({ ...BUSINESS, description });
    expect(applicationOf(response).people).toEqual([OWNER, SECOND_OWNER]);
    // And it survives a reload.
    expect(applicationOf(await getApplication(t.app, who.cookie)).business).toEqual({ ...BUSINESS, description });
  });

  it("null removes a field; nested objects merge; people replace the list whole", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER, SECOND_OWNER] });
    let response = await patchApplication(t.app, who.cookie, { business: { website: null, tradeName: null } });
    const { website: _w, tradeName: _t, ...withoutSome } = BUSINESS;
    expect(applicationOf(response).business).toEqual(withoutSome);

    response = await patchApplication(t.app, who.cookie, {
      business: {
        address: { line2: "Suite 5", zip: "19802" },
        cryptoUse: { planned: true, description: "Paying suppliers in USDC." },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationOf(response).business).toEqual({
      ...withoutSome,
      address: { ...BUSINESS.address, line2: "Suite 5", zip: "19802" },
      cryptoUse: { planned: true, description: "Paying suppliers in USDC." },
    });
    response = await patchApplication(t.app, who.cookie, { business: { address: { line2: null } } });
    expect(applicationOf(response).business.address).toEqual({ ...BUSINESS.address, zip: "19802" });

    // A list is a value: the people sent are the people kept, not merged person by person.
    response = await patchApplication(t.app, who.cookie, { people: [{ firstName: "Grace" }] });
    expect(applicationOf(response).people).toEqual([{ firstName: "Grace" }]);
    expect(applicationOf(response).business.legalName).toBe(BUSINESS.legalName);
  });

  it("business: null clears the business; people: null empties the list (and their IDs go)", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] });
    const [fields, file] = identity(0);
    expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(201);
    let response = await patchApplication(t.app, who.cookie, { business: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationOf(response)).toMatchObject({ business: {}, people: [OWNER] });
    response = await patchApplication(t.app, who.cookie, { people: null });
    expect(applicationOf(response)).toMatchObject({ business: {}, people: [], documents: [] });
  });

  it("takes application/merge-patch+json as it takes application/json", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: BUSINESS });
    const response = await patchApplication(
      t.app,
      who.cookie,
      { business: { website: null } },
      "application/merge-patch+json",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationOf(response).business.website).toBeUndefined();
    expect(applicationOf(response).business.legalName).toBe(BUSINESS.legalName);
    for (const body of ["{", '{"__proto__":{"x":1}}', ""]) {
      const refused = await t.app.inject({
        method: "PATCH",
        url: "/api/onboarding/application",
        payload: body,
        headers: { "content-type": "application/merge-patch+json", cookie: who.cookie },
      });
      expect(refused.statusCode, body).toBe(400);
    }
  });

  it("the merged section is checked whole: a stored field no longer valid is named, and nothing is saved", async () => {
    const who = await customer(t);
    const id = applicationOf(await patchApplication(t.app, who.cookie, { business: { legalName: "Kept Inc" } })).id;
    // As a row from before a rule was tightened could hold it.
    await t.db
      .updateTable("applications")
      .set({ business: JSON.stringify({ legalName: "Kept Inc", ein: "07-1234567" }) })
      .where("id", "=", id)
      .execute();
    const response = await patchApplication(t.app, who.cookie, { business: { tradeName: "Kept" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: M.einPrefix, errors: { "business.ein": M.einPrefix } });
    const stored = await t.db.selectFrom("applications").select("business").where("id", "=", id).executeTakeFirst();
    expect(JSON.parse(stored!.business)).toEqual({ legalName: "Kept Inc", ein: "07-1234567" });
  });

  it("a draft holds partial sections, trimmed", async () => {
    const who = await customer(t);
    const response = await patchApplication(t.app, who.cookie, {
      business: { legalName: "  Partial Co  ", address: { city: "Austin" } },
    });
    expect(response.statusCode).toBe(200);
    expect(applicationOf(response).business).toEqual({ legalName: "Partial Co", address: { city: "Austin" } });
  });

  it("a wrong field is 400 naming it by its dotted path, and nothing is saved", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: { legalName: "Kept Inc" } });
    const response = await patchApplication(t.app, who.cookie, {
      business: { legalName: "Changed Inc", ein: "12345" },
      people: [OWNER, { ...SECOND_OWNER, dateOfBirth: "2020-01-01" }],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: boolean; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.errors["business.ein"]).toBe(M.einFormat);
    expect(body.errors["people.1.dateOfBirth"]).toBe(M.notAnAdult);
    expect(applicationOf(await getApplication(t.app, who.cookie)).business).toEqual({ legalName: "Kept Inc" });
  });

  it.each([
    [{ business: { entityType: "pirate_ship" } }, "business.entityType"],
    [{ business: { address: { zip: "1234" } } }, "business.address.zip"],
    [{ business: { address: { line1: "P.O. Box 12" } } }, "business.address.line1"],
    [{ people: [{ ownershipPercent: 101 }] }, "people.0.ownershipPercent"],
    [{ people: [{ ownershipPercent: 70 }, { ownershipPercent: 40 }] }, "people"],
    [{ people: Array.from({ length: 6 }, () => ({})) }, "people"],
    [{ business: { fax: "555-0100" } }, "business.fax"],
    [{ business: { address: { country: "US" } } }, "business.address.country"],
    [{ people: [{ nickname: "Amazing Grace" }] }, "people.0.nickname"],
    [{ owners: [] }, "owners"],
    [{ business: { legalName: 12 } }, "business.legalName"],
    [{ business: { address: "1 Harbor Way" } }, "business.address"],
    [{ people: [{ firstName: null }] }, "people.0.firstName"],
  ])("%j is 400 naming %s", async (body, path) => {
    const who = await customer(t);
    const response = await patchApplication(t.app, who.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toContain(path);
  });

  it("an unknown field is refused by its own path, and nothing is saved (where it used to be dropped unseen)", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: { legalName: "Kept Inc" } });
    const response = await patchApplication(t.app, who.cookie, {
      business: { legalName: "Changed Inc", fax: "555-0100", address: { country: "US" } },
      extra: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: M.unknownField,
      errors: { "business.fax": M.unknownField, "business.address.country": M.unknownField, extra: M.unknownField },
    });
    expect(applicationOf(await getApplication(t.app, who.cookie)).business).toEqual({ legalName: "Kept Inc" });
  });

  it("removing a person deletes the IDs of the people no longer listed", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { people: [OWNER, SECOND_OWNER] });
    for (const index of [0, 1]) {
      const [fields, file] = identity(index);
      expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(201);
    }
    const response = await patchApplication(t.app, who.cookie, { people: [OWNER] });
    expect(applicationOf(response).documents.map((document) => document.personIndex)).toEqual([0]);
  });
});

describe("verified before trusted", () => {
  const refusal = { success: false, emailNotVerified: true, message: API_MESSAGES.verifyAddressFirst };

  it("an unverified address sees the empty draft but cannot change it, upload, remove or submit (403), and nothing is stored", async () => {
    const who = await customer(t, { verified: false });
    const draft = applicationOf(await getApplication(t.app, who.cookie));
    expect(draft).toMatchObject({ status: "draft", business: {}, people: [], documents: [] });

    const [fields, file] = formation();
    const answers = [
      await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] }),
      await upload(t.app, who.cookie, fields, file),
      await t.app.inject({
        method: "DELETE",
        url: "/api/onboarding/documents/any-document",
        headers: { cookie: who.cookie },
      }),
      await submitApplication(t.app, who.cookie),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(refusal);
    }
    expect(applicationOf(await getApplication(t.app, who.cookie))).toEqual(draft);
    const rows = await t.db
      .selectFrom("application_documents")
      .select("id")
      .where("user_id", "=", who.user.id)
      .execute();
    expect(rows).toEqual([]);

    // Once the address is proven (which ends every session), the same requests go through.
    await verifyAddress(t.app, who.email);
    const cookie = await signedInCookie(t.app, who);
    expect((await patchApplication(t.app, cookie, { business: BUSINESS, people: [OWNER] })).statusCode).toBe(200);
    expect((await upload(t.app, cookie, fields, file)).statusCode).toBe(201);
  });
});

describe("submitting", () => {
  it("names every missing field and document, field by field", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: { legalName: "Half Done LLC" }, people: [{}] });
    const response = await submitApplication(t.app, who.cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: false; message: string; errors: Record<string, string> };
    expect(body.message).toBe(M.applicationIncomplete);
    expect(body.errors).toMatchObject({
      "business.ein": expect.any(String),
      "business.address.zip": expect.any(String),
      "people.0.dateOfBirth": expect.any(String),
      "documents.formation": M.formationDocumentRequired,
      "documents.identity.0": M.identityDocumentRequired,
    });
    expect(body.errors["business.legalName"]).toBeUndefined();
    expect(applicationOf(await getApplication(t.app, who.cookie)).status).toBe("draft");
  });

  it("sends a complete application for 24 hours, audits it and mails the customer (without the sensitive fields)", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who, [OWNER, SECOND_OWNER]);
    const application = applicationOf(await getApplication(t.app, who.cookie));
    expect(application).toMatchObject({ id, status: "submitted", note: null });
    expect(Date.parse(application.submittedAt!)).toBe(clock.current);
    expect(Date.parse(application.decisionDueAt!)).toBe(clock.current + DECISION_WINDOW_MS);

    const events = await listAuditEvents(t.db);
    expect(
      events.filter((event) => event.event === "application_submitted" && event.user_id === who.user.id),
    ).toHaveLength(1);

    await t.app.settleBackgroundWork();
    const mail = readOutbox(t.dataDir).filter((message) => message.to.includes(who.email));
    const submitted = mail.find((message) => message.subject.includes("we have your business application"))!;
    expect(submitted.body).toContain(new Date(clock.current + DECISION_WINDOW_MS).toUTCString());
    for (const secret of [OWNER.dateOfBirth, OWNER.address.line1, BUSINESS.ein, SECOND_OWNER.dateOfBirth]) {
      expect(submitted.body).not.toContain(secret);
    }
  });
});

describe("the state machine", () => {
  it("a submitted application cannot be edited, resubmitted or have documents changed; needs_info opens it again", async () => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    const before = applicationOf(await getApplication(t.app, who.cookie));

    const patch = await patchApplication(t.app, who.cookie, { business: { legalName: "Sneaky Edit LLC" } });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ success: false, message: M.applicationNotEditable });
    const again = await submitApplication(t.app, who.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: M.applicationNotSubmittable });
    const [fields, file] = formation();
    expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(409);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/onboarding/documents/${before.documents[0]!.id}`,
      headers: { cookie: who.cookie },
    });
    expect(removal.statusCode).toBe(409);
    expect(applicationOf(await getApplication(t.app, who.cookie))).toEqual(before);

    await setStatus(id, "needs_info", "Please upload a clearer passport scan.");
    const shown = applicationOf(await getApplication(t.app, who.cookie));
    expect(shown).toMatchObject({ status: "needs_info", note: "Please upload a clearer passport scan." });
    const edit = await patchApplication(t.app, who.cookie, { business: { ...BUSINESS, tradeName: "Hopper Two" } });
    expect(edit.statusCode).toBe(200);

    clock.advance(60_000);
    const resubmitted = await submitApplication(t.app, who.cookie);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const application = applicationOf(resubmitted);
    expect(application).toMatchObject({ status: "submitted", note: null });
    expect(Date.parse(application.decisionDueAt!)).toBe(clock.current + DECISION_WINDOW_MS);
  });

  it.each(["approved", "rejected"])("an %s application stays as it is", async (status) => {
    const who = await customer(t);
    const id = await submittedApplication(t, who);
    await setStatus(id, status);
    expect((await patchApplication(t.app, who.cookie, { business: {} })).statusCode).toBe(409);
    expect((await submitApplication(t.app, who.cookie)).statusCode).toBe(409);
  });

  it("PATCHes racing a submit leave either the submitted application or an edited draft, never an edited submitted one", async () => {
    for (let round = 0; round < 5; round += 1) {
      const who = await customer(t);
      await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] });
      for (const [fields, file] of [formation(), identity(0)]) await upload(t.app, who.cookie, fields, file);
      const edited = { ...BUSINESS, legalName: `Raced Edit ${round} LLC` };
      const answers = await Promise.all([
        patchApplication(t.app, who.cookie, { business: edited }),
        submitApplication(t.app, who.cookie),
        patchApplication(t.app, who.cookie, { business: edited }),
      ]);
      expect(answers[1]!.statusCode).toBe(200);
      const final = applicationOf(await getApplication(t.app, who.cookie));
      expect(final.status).toBe("submitted");
      const submittedWith = applicationOf(answers[1]!).business.legalName;
      // What was submitted is what is stored: no edit landed after the submit.
      expect(final.business.legalName).toBe(submittedWith);
      const patches = [answers[0]!, answers[2]!].map((patch) => patch.statusCode);
      for (const status of patches) expect([200, 409]).toContain(status);
      // An edit answered 200 came before the submit, which then sent it; refused ones changed nothing.
      expect(submittedWith).toBe(patches.includes(200) ? edited.legalName : BUSINESS.legalName);
    }
  });

  it("parallel submits send the application once", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: BUSINESS, people: [OWNER] });
    for (const [fields, file] of [formation(), identity(0)]) await upload(t.app, who.cookie, fields, file);
    const answers = await Promise.all(Array.from({ length: 4 }, () => submitApplication(t.app, who.cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const events = await listAuditEvents(t.db);
    expect(
      events.filter((event) => event.event === "application_submitted" && event.user_id === who.user.id),
    ).toHaveLength(1);
  });
});

describe("one customer, one application", () => {
  it("another customer's documents answer 404, exactly as a missing one", async () => {
    const owner = await customer(t);
    await submittedApplication(t, owner);
    const own = applicationOf(await getApplication(t.app, owner.cookie));
    const documentId = own.documents[0]!.id;
    const stranger = await customer(t);
    await getApplication(t.app, stranger.cookie);

    for (const method of ["GET", "DELETE"] as const) {
      const foreign = await t.app.inject({
        method,
        url: `/api/onboarding/documents/${documentId}`,
        headers: { cookie: stranger.cookie },
      });
      const missing = await t.app.inject({
        method,
        url: "/api/onboarding/documents/no-such-document",
        headers: { cookie: stranger.cookie },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect(foreign.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.documentNotFound });
    }
    // The stranger's own application is theirs: nothing of the owner's shows in it.
    const theirs: Application = applicationOf(await getApplication(t.app, stranger.cookie));
    expect(theirs.id).not.toBe(own.id);
    expect(theirs.documents).toEqual([]);
    // And the owner still has their document.
    const download = await t.app.inject({
      method: "GET",
      url: `/api/onboarding/documents/${documentId}`,
      headers: { cookie: owner.cookie },
    });
    expect(download.statusCode).toBe(200);
  });

  it("a customer without an application gets 404 for any document id", async () => {
    const who = await customer(t);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/documents/anything",
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it("an unknown body type on PATCH is 415, and a body that is not an object is 400", async () => {
    const who = await customer(t);
    const text = await t.app.inject({
      method: "PATCH",
      url: "/api/onboarding/application",
      payload: "business=x",
      headers: { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, message: API_MESSAGES.notJson });
    for (const body of [null, [], "x", 3]) {
      expect((await patchApplication(t.app, who.cookie, body)).statusCode).toBe(400);
    }
  });
});
