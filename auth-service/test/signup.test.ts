import { VALIDATION_MESSAGES as M } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "../src/auth/account.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { newAccount, postJson } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/signup", () => {
  it("creates the account: 201 with the public user and nothing secret", async () => {
    const account = newAccount();
    const response = await postJson(t.app, "/api/signup", account);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: account.email, firstName: "Grace", lastName: "Hopper" },
    });
    expect(Object.keys(body.user).sort()).toEqual([
      "email",
      "emailVerified",
      "firstName",
      "id",
      "lastName",
      "twoFactorEnabled",
    ]);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it("normalises the email (trim, lower case) and the phone number", async () => {
    const account = newAccount();
    const response = await postJson(t.app, "/api/signup", {
      ...account,
      email: `  ${account.email.toUpperCase()} `,
      phoneNumber: "555.987.6543",
    });
    expect(response.statusCode).toBe(201);
    const row = findUserByEmail(t.app.db, account.email);
    expect(row?.email).toBe(account.email);
    expect(row?.phone_number).toBe("5559876543");
  });

  it("stores an argon2id hash at OWASP's parameters, never the password", async () => {
    const account = newAccount();
    await postJson(t.app, "/api/signup", account);
    const row = findUserByEmail(t.app.db, account.email);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(account.password);
  });

  it("refuses a taken email with 409, whatever its letter case", async () => {
    const account = newAccount();
    expect((await postJson(t.app, "/api/signup", account)).statusCode).toBe(201);
    const again = await postJson(t.app, "/api/signup", { ...account, email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: expect.stringContaining("already exists") });
  });

  it("two sign-ups racing for one email create one account", async () => {
    const account = newAccount();
    const answers = await Promise.all([
      postJson(t.app, "/api/signup", account),
      postJson(t.app, "/api/signup", account),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ firstName: "A" }, "firstName", M.firstNameTooShort],
    [{ lastName: "B" }, "lastName", M.lastNameTooShort],
    [{ email: "not-an-email" }, "email", M.invalidEmail],
    [{ password: "short12" }, "password", M.passwordTooShort],
    [{ confirmPassword: "" }, "confirmPassword", M.confirmPassword],
    [{ confirmPassword: "something-else-entirely" }, "confirmPassword", M.passwordsDontMatch],
    [{ phoneNumber: "12345" }, "phoneNumber", M.invalidUsPhone],
    [{ agreeToTerms: false }, "agreeToTerms", M.mustAgreeToTerms],
  ])("answers 400 naming the problem for %j", async (change, field, message) => {
    const response = await postJson(t.app, "/api/signup", { ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } });
  });

  it("refuses passwords over 128 characters and accepts one of exactly 128", async () => {
    const long = "k".repeat(120) + "-unique!";
    expect(long).toHaveLength(128);
    const ok = await postJson(t.app, "/api/signup", newAccount({ password: long, confirmPassword: long }));
    expect(ok.statusCode).toBe(201);
    const tooLong = `${long}x`;
    const refused = await postJson(t.app, "/api/signup", newAccount({ password: tooLong, confirmPassword: tooLong }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: M.passwordTooLong });
  });

  it.each(["password", "12345678", "iloveyou", "Password1", "QWERTYUIOP"])(
    "refuses the common password %s with a clear message",
    async (password) => {
      const response = await postJson(t.app, "/api/signup", newAccount({ password, confirmPassword: password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: COMMON_PASSWORD_MESSAGE,
        errors: { password: COMMON_PASSWORD_MESSAGE },
      });
    },
  );

  it("keeps the password exactly as typed: spaces and case matter", async () => {
    const password = "  Mixed Case Pass  ";
    const account = newAccount({ password, confirmPassword: password });
    expect((await postJson(t.app, "/api/signup", account)).statusCode).toBe(201);
    const exact = await postJson(t.app, "/api/signin", { email: account.email, password });
    expect(exact.statusCode).toBe(200);
    const trimmed = await postJson(t.app, "/api/signin", { email: account.email, password: password.trim() });
    expect(trimmed.statusCode).toBe(401);
    const lower = await postJson(t.app, "/api/signin", { email: account.email, password: password.toLowerCase() });
    expect(lower.statusCode).toBe(401);
  });

  it("records a signup audit event", async () => {
    const account = newAccount();
    await postJson(t.app, "/api/signup", account);
    expect(listAuditEvents(t.app.db, { email: account.email }).map((e) => e.event)).toEqual(["signup"]);
  });
});
