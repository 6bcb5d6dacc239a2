// Business onboarding (docs/product.md, "Business onboarding"): the application a signed-in customer fills in, step by
// step, before the bank opens their account, and the decisions reviewers make on it. The page and the service
// check every field with these schemas: a draft holds only valid fields (any may be missing), and submitting asks
// for every field and document (applicationErrors says what is missing, field by field).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { fieldErrors } from "./api-error.ts";
import { nameField } from "./name-fields.ts";
import { ONBOARDING_MESSAGES as M } from "../texts/onboarding.ts";
import { APPLICATION_STATUSES } from "./application-state.ts";

// The choices of the form's lists, by their codes; their names are in texts/onboarding-labels.ts, which only the
// pages that show them load.
export const ENTITY_TYPES = ["llc", "c_corp", "s_corp", "partnership", "sole_proprietorship", "nonprofit"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const INDUSTRIES = [
  "software",
  "crypto",
  "ecommerce",
  "professional_services",
  "marketing",
  "finance",
  "health",
  "real_estate",
  "manufacturing",
  "hospitality",
  "nonprofit",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const MONTHLY_VOLUMES = ["under_10k", "10k_100k", "100k_1m", "1m_10m", "over_10m"] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number];
/** US states and the District of Columbia, by their postal codes. */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];
export const DOCUMENT_KINDS = ["formation", "identity"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The file types a document may be, recognised by its bytes. */
export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
/** At most 10 MB a document (413 over it). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Formation documents and IDs an application may hold at once (5 people's IDs and spares). */
export const MAX_DOCUMENTS_PER_APPLICATION = 20;
/** All of an application's documents together: six documents of the largest size. */
export const MAX_APPLICATION_DOCUMENT_BYTES = 60 * 1024 * 1024;
/** Each owner of 25% or more and one controlling person: at most four such owners and a controller. */
export const MAX_PEOPLE = 5;
export const OWNER_THRESHOLD_PERCENT = 25;
export const MIN_ADULT_AGE = 18;
const MAX_AGE = 120;
/** The site promises "Account approval within 24 hours" (marketing.ts), counted from submission. */
export const DECISION_WINDOW_MS = 24 * 60 * 60 * 1_000;

/**
 * Valid EIN prefixes: the IRS assigns the first two digits by campus, and never issues 00, 07-09, 17-19, 28-29,
 * 49, 69-70, 78-79 or 96-97.
 */
const UNISSUED_EIN_PREFIXES = new Set([
  "00",
  "07",
  "08",
  "09",
  "17",
  "18",
  "19",
  "28",
  "29",
  "49",
  "69",
  "70",
  "78",
  "79",
  "96",
  "97",
]);
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const PO_BOX_PATTERN = /\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/i;
const WEBSITE_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?(\/\S*)?$/i;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today's date in UTC as YYYY-MM-DD, `years` back (for ages). */
export function utcDateYearsAgo(years: number, now: number = Date.now()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** True when a person born on `dateOfBirth` is at least 18 today (UTC). */
export function isAdult(dateOfBirth: string, now: number = Date.now()): boolean {
  return isCalendarDate(dateOfBirth) && dateOfBirth <= utcDateYearsAgo(MIN_ADULT_AGE, now);
}

const text = (required: string, tooLong: string, max: number, min = 1) =>
  z.string({ error: required }).check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong));

const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.refine(isCalendarDate, { error: M.dateFormat, abort: true }));

const streetLine = () =>
  text(M.line1Required, M.addressLineTooLong, 100).check(
    z.refine((line) => !PO_BOX_PATTERN.test(line), M.poBoxNotAllowed),
  );

const addressShape = () => ({
  line1: streetLine(),
  line2: z.optional(z.string().check(z.trim(), z.maxLength(100, M.addressLineTooLong))),
  city: text(M.cityRequired, M.cityTooLong, 60),
  state: z.enum(US_STATE_CODES, { error: M.addressStateRequired }),
  zip: z.string({ error: M.zipFormat }).check(z.trim(), z.regex(ZIP_PATTERN, M.zipFormat)),
});

/** A street address in the US (no P.O. box): the business's, or a person's home. */
export const addressSchema = lazySchema(() => z.object(addressShape()));
export type Address = z.infer<typeof addressSchema>;

const cryptoUseShape = () => ({
  planned: z.boolean({ error: M.cryptoPlannedRequired }),
  description: z.optional(text(M.cryptoDescriptionRequired, M.cryptoDescriptionTooLong, 500)),
});

/**
 * `asOfToday`: the rules that depend on today's date (a date of formation not ahead, a person an adult and under
 * 120), checked when a field is sent. An application as stored is read without them, so what was valid when it
 * was saved is still read years later.
 */
const businessShape = (asOfToday = true) => ({
  legalName: text(M.legalNameRequired, M.legalNameTooLong, 100),
  tradeName: z.optional(z.string().check(z.trim(), z.maxLength(100, M.tradeNameTooLong))),
  entityType: z.enum(ENTITY_TYPES, { error: M.entityTypeRequired }),
  ein: z.string({ error: M.einFormat }).check(
    z.trim(),
    z.regex(EIN_PATTERN, { error: M.einFormat, abort: true }),
    z.refine((ein) => !UNISSUED_EIN_PREFIXES.has(ein.slice(0, 2)), M.einPrefix),
  ),
  formationState: z.enum(US_STATE_CODES, { error: M.formationStateRequired }),
  formationDate: asOfToday
    ? calendarDate(M.formationDateRequired).check(
        z.refine((date) => date <= utcDateYearsAgo(0), M.formationDateFuture),
        z.refine((date) => date >= "1800-01-01", M.formationDateTooEarly),
      )
    : calendarDate(M.formationDateRequired),
  website: z.optional(
    z.string().check(z.trim(), z.maxLength(200, M.websiteFormat), z.regex(WEBSITE_PATTERN, M.websiteFormat)),
  ),
  industry: z.enum(INDUSTRIES, { error: M.industryRequired }),
  description: text(M.descriptionTooShort, M.descriptionTooLong, 1_000, 20),
  monthlyVolume: z.enum(MONTHLY_VOLUMES, { error: M.monthlyVolumeRequired }),
});

/** How the business will use crypto: when it will, the description is required. */
const cryptoDescribedWhenPlanned = z.refine<{ planned: boolean; description?: string | undefined }>(
  (use) => !use.planned || (use.description?.length ?? 0) >= 10,
  { error: M.cryptoDescriptionRequired, path: ["description"] },
);

/** The business, whole: what submitting asks for. */
export const businessSchema = lazySchema(() =>
  z.object({
    ...businessShape(),
    address: addressSchema,
    cryptoUse: z.object(cryptoUseShape()).check(cryptoDescribedWhenPlanned),
  }),
);
export type Business = z.infer<typeof businessSchema>;

/** The business as a draft holds it: any field may be missing, each one given is valid. */
export const businessDraftSchema = lazySchema(() =>
  z.partial(
    z.object({
      ...businessShape(),
      address: z.partial(z.object(addressShape())),
      cryptoUse: z.partial(z.object(cryptoUseShape())),
    }),
  ),
);
export type BusinessDraft = z.infer<typeof businessDraftSchema>;

const personShape = (asOfToday = true) => ({
  firstName: nameField(M.firstNameTooShort, M.firstNameTooLong, M.firstNameCharacters),
  lastName: nameField(M.lastNameTooShort, M.lastNameTooLong, M.lastNameCharacters),
  title: text(M.titleRequired, M.titleTooLong, 100),
  ownershipPercent: z
    .number({ error: M.ownershipRange })
    .check(z.gte(0, M.ownershipRange), z.lte(100, M.ownershipRange)),
  isController: z.boolean({ error: M.controllerRequired }),
  dateOfBirth: asOfToday
    ? calendarDate(M.dateOfBirthRequired).check(
        z.refine((date) => isAdult(date), M.notAnAdult),
        z.refine((date) => date >= utcDateYearsAgo(MAX_AGE), M.dateOfBirthTooEarly),
      )
    : calendarDate(M.dateOfBirthRequired),
});

/** A person of the business, whole: an owner of 25% or more, the controlling person, or both. */
export const personSchema = lazySchema(() =>
  z.object({ ...personShape(), address: addressSchema }).check(
    z.refine((person) => person.isController || person.ownershipPercent >= OWNER_THRESHOLD_PERCENT, {
      error: M.ownerBelowThreshold,
      path: ["ownershipPercent"],
    }),
  ),
);
export type Person = z.infer<typeof personSchema>;

export const personDraftSchema = lazySchema(() =>
  z.partial(z.object({ ...personShape(), address: z.partial(z.object(addressShape())) })),
);
export type PersonDraft = z.infer<typeof personDraftSchema>;

const ownershipTotal = (people: readonly { ownershipPercent?: number | undefined }[]) =>
  people.reduce((total, person) => total + (person.ownershipPercent ?? 0), 0);

/** Ownership of everyone listed adds up to no more than 100% (with a cent of rounding). */
const ownershipAtMost100 = z.refine<readonly { ownershipPercent?: number | undefined }[]>(
  (people) => ownershipTotal(people) <= 100.001,
  M.ownershipOver100,
);

export const peopleSchema = lazySchema(() =>
  z.array(personSchema).check(
    z.minLength(1, M.peopleRequired),
    z.maxLength(MAX_PEOPLE, M.tooManyPeople),
    ownershipAtMost100,
    z.refine((people) => people.filter((person) => person.isController).length === 1, M.oneController),
  ),
);

export const peopleDraftSchema = lazySchema(() =>
  z.array(personDraftSchema).check(z.maxLength(MAX_PEOPLE, M.tooManyPeople), ownershipAtMost100),
);

/**
 * An object that refuses fields it does not know (where a plain object drops them unseen, and an API client would
 * think it had set them): the service names each by its own path ("business.fax").
 */
function closedObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? M.unknownField : undefined),
  });
}

/** Each field of `shape` optional. */
function optionalFields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, z.optional(field)])) as {
    [K in keyof Shape]: z.ZodMiniOptional<Shape[K]>;
  };
}

/** Each field of `shape` optional, and null to remove it (JSON Merge Patch, RFC 7396). */
function removableFields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, z.optional(z.nullable(field))])) as {
    [K in keyof Shape]: z.ZodMiniOptional<z.ZodMiniNullable<Shape[K]>>;
  };
}

/** The business as a merge patch: fields and nested objects (address, cryptoUse) merge, null removes. */
const businessPatchSchema = lazySchema(() =>
  closedObject({
    ...removableFields(businessShape()),
    address: z.optional(z.nullable(closedObject(removableFields(addressShape())))),
    cryptoUse: z.optional(z.nullable(closedObject(removableFields(cryptoUseShape())))),
  }),
);

/** The people as a patch gives them: a list replaces the stored one whole (RFC 7396 merges objects, not arrays). */
const peoplePatchSchema = lazySchema(() =>
  z
    .array(
      closedObject({
        ...optionalFields(personShape()),
        address: z.optional(closedObject(optionalFields(addressShape()))),
      }),
    )
    .check(z.maxLength(MAX_PEOPLE, M.tooManyPeople), ownershipAtMost100),
);

/**
 * PATCH /api/onboarding/application, a JSON Merge Patch (RFC 7396) of the draft: a section left out stays;
 * `business` merges into the stored one field by field (its address and crypto use too), a field set to null is
 * removed, and `business: null` clears the section; `people` replaces the list whole, and `people: null` empties
 * it. Every field given is checked as the draft schemas check it, and an unknown field is refused by name.
 */
export const applicationPatchSchema = lazySchema(() =>
  closedObject({
    business: z.optional(z.nullable(businessPatchSchema)),
    people: z.optional(z.nullable(peoplePatchSchema)),
  }),
);
export type ApplicationPatch = z.input<typeof applicationPatchSchema>;
/** A patch as the schema gives it back: trimmed, each field checked. */
export type ApplicationPatchData = z.output<typeof applicationPatchSchema>;

const isoTime = (description: string) => z.string().check(z.describe(description));

export const applicationDocumentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    /** Whose ID this is: an index into people; null for the formation document. */
    personIndex: z.nullable(z.number()),
    name: z.string(),
    size: z.number(),
    contentType: z.enum(DOCUMENT_CONTENT_TYPES),
    uploadedAt: isoTime("When it was uploaded"),
  }),
);
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** The business and a person as an application holds them: the draft's fields, without the rules of today's date. */
const storedBusinessSchema = lazySchema(() =>
  z.partial(
    z.object({
      ...businessShape(false),
      address: z.partial(z.object(addressShape())),
      cryptoUse: z.partial(z.object(cryptoUseShape())),
    }),
  ),
);
const storedPersonSchema = lazySchema(() =>
  z.partial(z.object({ ...personShape(false), address: z.partial(z.object(addressShape())) })),
);

export const applicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    business: storedBusinessSchema,
    people: z.array(storedPersonSchema),
    documents: z.array(applicationDocumentSchema),
    /** The reviewer's note when the application needs information or was rejected; null otherwise. */
    note: z.nullable(z.string()),
    submittedAt: z.nullable(isoTime("When it was last sent for review")),
    /** 24 hours after submission: when a decision is due. */
    decisionDueAt: z.nullable(isoTime("When a decision is due")),
    decidedAt: z.nullable(isoTime("When it was approved, rejected or sent back")),
    updatedAt: isoTime("When it last changed"),
  }),
);
export type Application = z.infer<typeof applicationSchema>;

/** GET, PATCH and submit answer the application. */
export const applicationResultSchema = lazySchema(() => z.object({ application: applicationSchema }));

export const documentResultSchema = lazySchema(() => z.object({ document: applicationDocumentSchema }));

/** Both sections whole: what submitting asks of the fields. */
const completeApplicationSchema = lazySchema(() => z.object({ business: businessSchema, people: peopleSchema }));

/** The application with every section present, so a missing field is named by its own path ("business.address.zip"). */
function withEmptySections(application: { business: BusinessDraft; people: readonly PersonDraft[] }) {
  const business = application.business ?? {};
  return {
    business: { ...business, address: business.address ?? {}, cryptoUse: business.cryptoUse ?? {} },
    people: (application.people ?? []).map((person) => ({ ...person, address: person.address ?? {} })),
  };
}

/**
 * What an application lacks before it can be sent for review, as field path to message: its fields
 * ("business.ein", "people.1.dateOfBirth", "people" for the list as a whole) and its documents
 * ("documents.formation", "documents.identity.0" for the first person's ID). Empty when it is complete.
 */
export function applicationErrors(application: {
  business: BusinessDraft;
  people: readonly PersonDraft[];
  documents: readonly Pick<ApplicationDocument, "kind" | "personIndex">[];
}): Record<string, string> {
  const complete = completeApplicationSchema.safeParse(withEmptySections(application));
  const errors: Record<string, string> = complete.success ? {} : fieldErrors(complete.error);
  const documents = application.documents;
  if (!documents.some((document) => document.kind === "formation"))
    errors["documents.formation"] = M.formationDocumentRequired;
  application.people.forEach((_person, index) => {
    if (!documents.some((document) => document.kind === "identity" && document.personIndex === index))
      errors[`documents.identity.${index}`] = M.identityDocumentRequired;
  });
  return errors;
}
