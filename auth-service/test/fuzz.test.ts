// Property-based: thousands of random bodies at every route that reads one; none may answer 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_CHANGING_ROUTES, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInCookie(t.app, await signUp(t.app));
});
afterAll(() => t.close());

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
  it.each(STATE_CHANGING_ROUTES)("%s with random JSON bodies", async (url) => {
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
      { numRuns: 1_000 },
    );
  });

  it.each(STATE_CHANGING_ROUTES)("%s with random raw bytes and content types", async (url) => {
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
      { numRuns: 500 },
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
      { numRuns: 1_000 },
    );
  });
});
