import { API_MESSAGES, VALIDATION_MESSAGES as M } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { newAccount, postJson, postSignUp } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/signup", () => {
  it("creates the account: 201 with a message and nothing about the account", async () => {
    const account = newAccount();
    const response = await postSignUp(t.app, account);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: API_MESSAGES.signUpAccepted });
    expect(await findUserByEmail(t.db, account.email)).toMatchObject({ first_name: "Grace", last_name: "Hopper" });
  });

  it("normalises the email (trim, lower case) and the phone number", async () => {
    const account = newAccount();
    const response = await postSignUp(t.app, {
      ...account,
      email: `  ${account.email.toUpperCase()} `,
      phoneNumber: "555.987.6543",
    });
    expect(response.statusCode).toBe(201);
    const row = await findUserByEmail(t.db, account.email);
    expect(row?.email).toBe(account.email);
    expect(row?.phone_number).toBe("5559876543");
  });

  // At OWASP's parameters in the service (equal-cost.test.ts checks them); the tests hash at the lowest cost.
  it("stores an argon2id hash, never the password", async () => {
    const account = newAccount();
    await postSignUp(t.app, account);
    const row = await findUserByEmail(t.db, account.email);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(row?.password_hash).not.toContain(account.password);
  });

  it("two sign-ups racing for one email create one account, and both get the same answer", async () => {
    const account = newAccount();
    const other = { ...account, password: "another-password-2", confirmPassword: "another-password-2" };
    const answers = await Promise.all([postSignUp(t.app, account), postSignUp(t.app, other)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    const rows = await t.db.selectFrom("users").select("id").where("email", "=", account.email).execute();
    expect(rows).toHaveLength(1);
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
    const response = await postSignUp(t.app, { ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } });
  });

  it("refuses passwords over 128 characters and accepts one of exactly 128", async () => {
    const long = "k".repeat(120) + "-unique!";
    expect(long).toHaveLength(128);
    const ok = await postSignUp(t.app, newAccount({ password: long, confirmPassword: long }));
    expect(ok.statusCode).toBe(201);
    const tooLong = `${long}x`;
    const refused = await postSignUp(t.app, newAccount({ password: tooLong, confirmPassword: tooLong }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: M.passwordTooLong });
  });

  it.each(["password", "12345678", "iloveyou", "Password1", "QWERTYUIOP"])(
    "refuses the common password %s with a clear message",
    async (password) => {
      const response = await postSignUp(t.app, newAccount({ password, confirmPassword: password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: API_MESSAGES.commonPassword,
        errors: { password: API_MESSAGES.commonPassword },
      });
    },
  );

  it("keeps the password exactly as typed: spaces and case matter", async () => {
    const password = "  Mixed Case Pass  ";
    const account = newAccount({ password, confirmPassword: password });
    expect((await postSignUp(t.app, account)).statusCode).toBe(201);
    const exact = await postJson(t.app, "/api/signin", { email: account.email, password });
    expect(exact.statusCode).toBe(200);
    const trimmed = await postJson(t.app, "/api/signin", { email: account.email, password: password.trim() });
    expect(trimmed.statusCode).toBe(401);
    const lower = await postJson(t.app, "/api/signin", { email: account.email, password: password.toLowerCase() });
    expect(lower.statusCode).toBe(401);
  });

  it("NFKC-normalises the password, so the same password typed another way still matches, and nothing else", async () => {
    const fullWidth = "\uFF33\uFF54\uFF52\uFF4F\uFF4E\uFF47-horse-battery"; // "Ｓｔｒｏｎｇ-horse-battery"
    const account = newAccount({ password: fullWidth, confirmPassword: fullWidth });
    expect((await postSignUp(t.app, account)).statusCode).toBe(201);
    expect(
      (await postJson(t.app, "/api/signin", { email: account.email, password: "Strong-horse-battery" })).statusCode,
    ).toBe(200);
    expect(
      (await postJson(t.app, "/api/signin", { email: account.email, password: "strong-horse-battery" })).statusCode,
    ).toBe(401);
  });

  it("records a signup audit event", async () => {
    const account = newAccount();
    await postSignUp(t.app, account);
    expect((await listAuditEvents(t.db, { email: account.email })).map((e) => e.event)).toEqual(["signup"]);
  });
});
