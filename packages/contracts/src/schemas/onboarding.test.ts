import { describe, expect, it } from "vitest";
import { fieldErrors } from "./api-error.ts";
import {
  applicationErrors,
  applicationPatchSchema,
  applicationSchema,
  businessSchema,
  isAdult,
  isCalendarDate,
  peopleSchema,
  type BusinessDraft,
  type PersonDraft,
} from "./onboarding.ts";
import { ONBOARDING_MESSAGES as M } from "../texts/onboarding.ts";
import { REVIEW_MESSAGES } from "../texts/review.ts";
import { decisionSchema } from "./review.ts";

const address = { line1: "1 Market Street", city: "San Francisco", state: "CA", zip: "94105" } as const;

export const completeBusiness = {
  legalName: "Acme Robotics LLC",
  entityType: "llc",
  ein: "12-3456789",
  formationState: "DE",
  formationDate: "2020-03-15",
  address,
  industry: "software",
  description: "We build warehouse robots and sell them to logistics firms.",
  monthlyVolume: "100k_1m",
  cryptoUse: { planned: true, description: "We pay suppliers in USDC." },
} satisfies BusinessDraft;

export const owner = {
  firstName: "Ada",
  lastName: "Lovelace",
  title: "CEO",
  ownershipPercent: 60,
  isController: true,
  dateOfBirth: "1980-12-10",
  address,
} satisfies PersonDraft;

function errorsOf(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe("business fields", () => {
  it("accepts a complete business", () => {
    expect(errorsOf(businessSchema, completeBusiness)).toEqual({});
  });

  it.each([
    ["123456789", M.einFormat],
    ["12-345678", M.einFormat],
    ["12 3456789", M.einFormat],
    ["00-1234567", M.einPrefix],
    ["07-1234567", M.einPrefix],
  ])("refuses the EIN %s", (ein, message) => {
    expect(errorsOf(businessSchema, { ...completeBusiness, ein })).toEqual({ ein: message });
  });

  it("knows US states and ZIP codes", () => {
    expect(
      errorsOf(businessSchema, { ...completeBusiness, address: { ...address, state: "XX", zip: "9410" } }),
    ).toEqual({ "address.state": M.addressStateRequired, "address.zip": M.zipFormat });
    expect(errorsOf(businessSchema, { ...completeBusiness, address: { ...address, zip: "94105-1234" } })).toEqual({});
  });

  it("refuses a P.O. box as the street address", () => {
    expect(errorsOf(businessSchema, { ...completeBusiness, address: { ...address, line1: "P.O. Box 12" } })).toEqual({
      "address.line1": M.poBoxNotAllowed,
    });
  });

  it("asks how crypto will be used when it will", () => {
    expect(errorsOf(businessSchema, { ...completeBusiness, cryptoUse: { planned: true } })).toEqual({
      "cryptoUse.description": M.cryptoDescriptionRequired,
    });
    expect(errorsOf(businessSchema, { ...completeBusiness, cryptoUse: { planned: false } })).toEqual({});
  });

  it("refuses dates that do not exist or lie ahead", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(errorsOf(businessSchema, { ...completeBusiness, formationDate: "2099-01-01" })).toEqual({
      formationDate: M.formationDateFuture,
    });
    expect(errorsOf(businessSchema, { ...completeBusiness, formationDate: "15/03/2020" })).toEqual({
      formationDate: M.dateFormat,
    });
  });
});

describe("people", () => {
  it("must be adults", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(isAdult("2008-11-23", now)).toBe(true);
    expect(isAdult("2008-11-24", now)).toBe(false);
    const minor = { ...owner, dateOfBirth: "2015-01-01" };
    expect(errorsOf(peopleSchema, [minor])).toEqual({ "0.dateOfBirth": M.notAnAdult });
  });

  it("own no more than 100% together, with one controlling person", () => {
    const second = { ...owner, firstName: "Grace", isController: false, ownershipPercent: 50 };
    expect(errorsOf(peopleSchema, [owner, second])).toEqual({ body: M.ownershipOver100 });
    expect(errorsOf(peopleSchema, [{ ...owner, isController: false }])).toEqual({ body: M.oneController });
    expect(errorsOf(peopleSchema, [owner, { ...second, ownershipPercent: 40 }])).toEqual({});
  });

  it("lists owners below 25% only as the controlling person", () => {
    const small = { ...owner, isController: false, ownershipPercent: 10 };
    expect(errorsOf(peopleSchema, [owner, small])).toEqual({ "1.ownershipPercent": M.ownerBelowThreshold });
    expect(errorsOf(peopleSchema, [{ ...owner, ownershipPercent: 0 }])).toEqual({});
  });
});

describe("a draft", () => {
  it("holds any valid subset and refuses an invalid field", () => {
    expect(applicationPatchSchema.safeParse({ business: { legalName: "Acme" } }).success).toBe(true);
    expect(applicationPatchSchema.safeParse({ people: [{ firstName: "Ada" }] }).success).toBe(true);
    expect(errorsOf(applicationPatchSchema, { business: { ein: "12" } })).toEqual({ "business.ein": M.einFormat });
    expect(errorsOf(applicationPatchSchema, { people: [{ ownershipPercent: 70 }, { ownershipPercent: 40 }] })).toEqual({
      people: M.ownershipOver100,
    });
    expect(errorsOf(applicationPatchSchema, { people: Array.from({ length: 6 }, () => ({})) })).toEqual({
      people: M.tooManyPeople,
    });
  });

  it("is a merge patch: null removes a business field or a section; a person's fields are never null", () => {
    for (const patch of [
      { business: { website: null, address: { line2: null }, cryptoUse: null } },
      { business: null },
      { people: null },
    ]) {
      expect(applicationPatchSchema.safeParse(patch).success, JSON.stringify(patch)).toBe(true);
    }
    expect(errorsOf(applicationPatchSchema, { people: [{ firstName: null }] })).toHaveProperty(["people.0.firstName"]);
  });

  it("refuses a field it does not know, where it used to drop it", () => {
    const result = applicationPatchSchema.safeParse({ business: { fax: "1" }, people: [{ nickname: "x" }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.code, issue.message])).toEqual([
      ["business", "unrecognized_keys", M.unknownField],
      ["people.0", "unrecognized_keys", M.unknownField],
    ]);
  });
});

describe("applicationErrors", () => {
  it("names every missing field and document", () => {
    const errors = applicationErrors({ business: {}, people: [{}], documents: [] });
    expect(errors["business.legalName"]).toBe(M.legalNameRequired);
    expect(errors["business.address.zip"]).toBe(M.zipFormat);
    expect(errors["business.cryptoUse.planned"]).toBe(M.cryptoPlannedRequired);
    expect(errors["people.0.dateOfBirth"]).toBe(M.dateOfBirthRequired);
    expect(errors["documents.formation"]).toBe(M.formationDocumentRequired);
    expect(errors["documents.identity.0"]).toBe(M.identityDocumentRequired);
    expect(applicationErrors({ business: {}, people: [], documents: [] })["people"]).toBe(M.peopleRequired);
  });

  it("is empty for a complete application", () => {
    const documents = [
      { kind: "formation", personIndex: null },
      { kind: "identity", personIndex: 0 },
    ] as const;
    expect(applicationErrors({ business: completeBusiness, people: [owner], documents })).toEqual({});
  });
});

describe("decisions", () => {
  it("need a note to reject or ask for information", () => {
    expect(decisionSchema.safeParse({ decision: "approve" }).success).toBe(true);
    expect(errorsOf(decisionSchema, { decision: "reject", note: "no" })).toEqual({
      note: REVIEW_MESSAGES.decisionNoteRequired,
    });
    expect(errorsOf(decisionSchema, { decision: "request_info" })).toEqual({
      note: REVIEW_MESSAGES.decisionNoteRequired,
    });
    expect(errorsOf(decisionSchema, { decision: "maybe" })).toEqual({ decision: REVIEW_MESSAGES.decisionRequired });
  });
});

describe("an application as stored", () => {
  it("is read without the rules of today's date, so a saved draft stays readable as years pass", () => {
    const stored = {
      id: "a",
      status: "draft",
      business: { ...completeBusiness, formationDate: "2999-01-01" },
      people: [{ ...owner, dateOfBirth: "1890-01-01" }],
      documents: [],
      note: null,
      submittedAt: null,
      decisionDueAt: null,
      decidedAt: null,
      updatedAt: "2026-11-23T12:00:00.000Z",
    };
    expect(applicationSchema.safeParse(stored).success).toBe(true);
    expect(applicationPatchSchema.safeParse({ people: stored.people }).success).toBe(false);
  });
});
