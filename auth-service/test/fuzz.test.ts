// Property-based: thousands of random bodies at every route that reads one; none may answer 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { findUserByEmail, markEmailVerified } from "../src/db/users-store.ts";
import { BUSINESS, OWNER } from "./onboarding-support.ts";
import {
  EVERY_POST_ROUTE,
  enableTwoFactor,
  sessionCookieOf,
  signIn,
  signUp,
  signedInCookie,
  totpCode,
} from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

/**
 * How many random bodies a property sends: half the number given on SQLite (still 250 to 500 a route, over 60 routes
 * that each read their body through one schema layer) and an eighth on PostgreSQL. Bodies are parsed and validated
 * before any query, the same code on both engines; PostgreSQL's share is there to meet its own refusals (a NUL byte
 * in text, a number past BIGINT) should a body get that far.
 */
const runs = (given: number) => Math.ceil(given / (TEST_ENGINE === "postgres" ? 8 : 2));

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInCookie(t.app, await signUp(t.app));
});
afterAll(() => t.close());

/** A verified customer and a reviewer (approve, TOTP, a fresh proof), made before the floods below use up the flood cap. */
let customerCookie: string;
let reviewerCookie: string;
beforeAll(async () => {
  const account = await signUp(t.app);
  customerCookie = await signedInCookie(t.app, account);
  const user = (await findUserByEmail(t.db, account.email))!;
  await markEmailVerified(t.db, user.id, user.email, Date.now());
  const reviewer = await signUp(t.app);
  reviewerCookie = await signedInCookie(t.app, reviewer);
  // Enabled with the previous step's code (still accepted), so the current step is fresh for the sign-in.
  const secret = await enableTwoFactor(t.app, reviewerCookie, Date.now() - 30_000);
  const signedIn = await signIn(t.app, { ...reviewer, twoFactorCode: totpCode(secret, Date.now()) });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  reviewerCookie = sessionCookieOf(signedIn);
  expect((await runStaffCommand(t.db, ["grant", reviewer.email, "approve"], Date.now())).ok).toBe(true);
});

/** Bodies near the real ones: the right field names with values of any JSON type. */
const fieldNames = fc.constantFrom(
  "email",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "phoneNumber",
  "agreeToTerms",
  "rememberMe",
  "twoFactorCode",
  "recoveryCode",
  "code",
  "token",
  "response",
  "name",
  "currentPassword",
  "newEmail",
  "__proto__",
  "constructor",
);
const nearlyValidBody = fc.dictionary(fieldNames, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 });
const anyJson = fc.oneof(nearlyValidBody, fc.jsonValue({ maxDepth: 3 }));
const rawText = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 }));

describe("no client input makes the service answer 5xx", () => {
  it.each(EVERY_POST_ROUTE)("%s with random JSON bodies", async (url) => {
    await fc.assert(
      fc.asyncProperty(anyJson, fc.boolean(), async (body, withCookie) => {
        const response = await t.app.inject({
          method: "POST",
          url,
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(() => response.json()).not.toThrow();
      }),
      { numRuns: runs(1_000) },
    );
  });

  it.each(EVERY_POST_ROUTE)("%s with random raw bytes and content types", async (url) => {
    await fc.assert(
      fc.asyncProperty(
        rawText,
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/octet-stream",
          "",
          "application/json; charset=utf-16",
        ),
        async (payload, contentType) => {
          const response = await t.app.inject({
            method: "POST",
            url,
            payload,
            headers: contentType ? { "content-type": contentType } : {},
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it("random cookies and paths never break session-status", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (value) => {
        const response = await t.app.inject({
          method: "GET",
          url: "/api/auth/session-status",
          headers: { cookie: `session=${encodeURIComponent(value)}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().isValid).toBe(false);
      }),
      { numRuns: runs(1_000) },
    );
  });
});

/** Field names of the application, its people and addresses, and of a decision, with values of any JSON type. */
const applicationFieldNames = fc.constantFrom(
  "legalName",
  "tradeName",
  "entityType",
  "ein",
  "formationState",
  "formationDate",
  "address",
  "website",
  "industry",
  "description",
  "monthlyVolume",
  "cryptoUse",
  "planned",
  "line1",
  "line2",
  "city",
  "state",
  "zip",
  "firstName",
  "lastName",
  "title",
  "ownershipPercent",
  "isController",
  "dateOfBirth",
  "__proto__",
  "constructor",
);
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom("1961-07-23", "2099-01-01", "2026-02-30", "12-3456789", "00-1234567", "DE", "llc", "", " "),
  fc.double(),
  fc.integer({ min: -1, max: 101 }),
);
/** A section (a business, a person) two levels deep: addresses and crypto use are objects inside it. */
const nearlyValidSection = fc.dictionary(
  applicationFieldNames,
  fc.oneof(anyValue, fc.dictionary(applicationFieldNames, anyValue, { maxKeys: 6 })),
  { maxKeys: 10 },
);
/** A complete section with one field replaced by anything: the bodies closest to what the page sends. */
function mutated<T extends object>(whole: T): fc.Arbitrary<unknown> {
  return fc.tuple(fc.constantFrom(...Object.keys(whole)), anyValue).map(([key, value]) => ({ ...whole, [key]: value }));
}
const patchBody = fc.oneof(
  fc.record({ business: mutated(BUSINESS), people: fc.array(mutated(OWNER), { maxLength: 6 }) }),
  fc.record(
    {
      business: fc.oneof(nearlyValidSection, anyValue),
      people: fc.oneof(fc.array(nearlyValidSection, { maxLength: 7 }), anyValue),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

describe("no application, decision or upload input makes the service answer 5xx", () => {
  it("PATCH /api/onboarding/application with random sections, then a submit", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(patchBody, async (body) => {
        const response = await t.app.inject({
          method: "PATCH",
          url: "/api/onboarding/application",
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json", cookie: customerCookie },
        });
        seen.add(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
        // Whatever was saved reads back and is judged by submit, never a 5xx.
        expect(
          (
            await t.app.inject({
              method: "GET",
              url: "/api/onboarding/application",
              headers: { cookie: customerCookie },
            })
          ).statusCode,
        ).toBe(200);
      }),
      { numRuns: runs(1_000) },
    );
    // Both kinds were sent: drafts that were saved, and bodies that were refused.
    expect(seen).toContain(200);
    expect(seen).toContain(400);
    const submit = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/application/submit",
      headers: { cookie: customerCookie },
    });
    expect(submit.statusCode).toBeLessThan(500);
  });

  it("POST .../decision with random bodies from a reviewer with a fresh proof", async () => {
    const application = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/application",
      headers: { cookie: customerCookie },
    });
    const id = (application.json() as { application: { id: string } }).application.id;
    const decisionBody = fc.oneof(
      fc.record(
        { decision: fc.oneof(fc.constantFrom("approve", "reject", "request_info"), anyValue), note: anyValue },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        decisionBody,
        fc.constantFrom(id, "no-such-id", "%2e%2e", "x".repeat(101)),
        async (body, target) => {
          const response = await t.app.inject({
            method: "POST",
            url: `/api/admin/applications/${target}/decision`,
            payload: JSON.stringify(body),
            headers: { "content-type": "application/json", cookie: reviewerCookie },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it("POST /api/onboarding/documents with random multipart forms and raw bodies", async () => {
    const fieldName = fc.constantFrom("kind", "personIndex", "file", "other", "__proto__", "");
    const part = fc.record({
      name: fieldName,
      value: fc.oneof(fc.constantFrom("formation", "identity", "0", "9", "-1"), fc.string({ maxLength: 40 })),
      file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }),
      filename: fc.string({ maxLength: 30 }),
    });
    const form = fc.array(part, { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), fc.string({ unit: "binary", maxLength: 100 }), async (parts, raw, junk) => {
        const boundary = "fuzz-boundary";
        const payload = raw
          ? Buffer.from(junk, "latin1")
          : Buffer.concat([
              ...parts.map((p) =>
                Buffer.concat([
                  Buffer.from(
                    `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
                      (p.file
                        ? `; filename="${p.filename.replace(/["\r\n]/g, "")}"\r\nContent-Type: application/pdf`
                        : "") +
                      "\r\n\r\n",
                  ),
                  p.file ? Buffer.from(p.file) : Buffer.from(p.value),
                  Buffer.from("\r\n"),
                ]),
              ),
              Buffer.from(`--${boundary}--\r\n`),
            ]);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/onboarding/documents",
          payload,
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            origin: "http://localhost:80",
            host: "localhost:80",
            cookie: customerCookie,
          },
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: runs(500) },
    );
  });
});
