import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("documents every route of the contract from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        "POST /api/signup",
        "POST /api/signin",
        "GET /api/auth/session-status",
        "GET /api/auth/me",
        "POST /api/signout",
        "POST /api/contact",
        "POST /api/auth/2fa/setup",
        "POST /api/auth/2fa/enable",
        "POST /api/auth/2fa/disable",
        "GET /api/auth/2fa/recovery-codes",
        "POST /api/auth/2fa/recovery-codes",
        "GET /api/health",
        "POST /api/auth/password-reset/request",
        "POST /api/auth/password-reset/confirm",
        "POST /api/auth/email/verify",
        "POST /api/auth/email/resend",
        "POST /api/auth/passkeys/registration-options",
        "POST /api/auth/passkeys",
        "GET /api/auth/passkeys",
        "PATCH /api/auth/passkeys/{id}",
        "DELETE /api/auth/passkeys/{id}",
        "POST /api/auth/passkey-signin/options",
        "POST /api/auth/passkey-signin",
        "POST /api/auth/password",
        "POST /api/auth/email-change",
        "POST /api/auth/email-change/confirm",
        "GET /api/auth/activity",
        "GET /api/onboarding/application",
        "PATCH /api/onboarding/application",
        "POST /api/onboarding/application/submit",
        "POST /api/onboarding/documents",
        "GET /api/onboarding/documents/{id}",
        "DELETE /api/onboarding/documents/{id}",
        "GET /api/admin/applications",
        "GET /api/admin/applications/{id}",
        "GET /api/admin/applications/{id}/documents/{docId}",
        "POST /api/admin/applications/{id}/decision",
      ]),
    );
    const patchBody =
      document.paths["/api/onboarding/application"].patch.requestBody.content["application/json"].schema;
    expect(Object.keys(patchBody.properties)).toEqual(["business", "people"]);
    const signUpBody = document.paths["/api/signup"].post.requestBody.content["application/json"].schema;
    expect(signUpBody.required).toEqual(
      expect.arrayContaining([
        "firstName",
        "lastName",
        "email",
        "password",
        "confirmPassword",
        "phoneNumber",
        "agreeToTerms",
      ]),
    );
    expect(Object.keys(document.paths["/api/signin"].post.responses)).toEqual(
      expect.arrayContaining(["200", "401", "429"]),
    );
    const signInBody = document.paths["/api/signin"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(signInBody.properties)).toEqual(expect.arrayContaining(["twoFactorCode", "recoveryCode"]));
    const enabled = document.paths["/api/auth/2fa/enable"].post.responses["200"].content["application/json"].schema;
    expect(enabled.required).toEqual(expect.arrayContaining(["success", "message", "user", "recoveryCodes"]));
  });
});
