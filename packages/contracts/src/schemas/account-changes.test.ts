import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { emailChangePayloadSchema, passwordChangePayloadSchema } from "./account-changes.ts";
import { fieldErrors } from "./api-error.ts";

function errorsOf(payload: Record<string, unknown>): Record<string, string> {
  const result = passwordChangePayloadSchema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { currentPassword: "old-password-1", password: "a-new-password", confirmPassword: "a-new-password" };

describe("password change payload", () => {
  it("accepts a current password and a new one typed twice", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("applies the sign-up rules to the new password and asks for the current one", () => {
    expect(errorsOf({ ...valid, currentPassword: "" })).toEqual({ currentPassword: M.currentPasswordRequired });
    expect(errorsOf({ ...valid, password: "short", confirmPassword: "short" })).toMatchObject({
      password: M.passwordTooShort,
    });
    expect(errorsOf({ ...valid, password: "x".repeat(129), confirmPassword: "x".repeat(129) })).toMatchObject({
      password: M.passwordTooLong,
    });
    expect(errorsOf({ ...valid, confirmPassword: "a-new-passwort" })).toEqual({
      confirmPassword: M.passwordsDontMatch,
    });
  });

  it("refuses a new password that is the current one, also when it differs only in Unicode form", () => {
    expect(errorsOf({ ...valid, password: valid.currentPassword, confirmPassword: valid.currentPassword })).toEqual({
      password: M.newPasswordSameAsCurrent,
    });
    // U+FB01 (the "fi" ligature) is "fi" after NFKC, as the service hashes it.
    const ligature = "\uFB01ne-old-password";
    expect(errorsOf({ currentPassword: "fine-old-password", password: ligature, confirmPassword: ligature })).toEqual({
      password: M.newPasswordSameAsCurrent,
    });
  });

  it("keeps the new password as typed: no trimming or case folding", () => {
    const padded = " A-New-Password ";
    const parsed = passwordChangePayloadSchema.parse({ ...valid, password: padded, confirmPassword: padded });
    expect(parsed.password).toBe(padded);
  });
});

describe("email change payload", () => {
  it("takes the new address trimmed and lower-cased, and refuses what is not an address", () => {
    expect(emailChangePayloadSchema.parse({ newEmail: "  Ada@Example.COM " })).toEqual({ newEmail: "ada@example.com" });
    expect(emailChangePayloadSchema.safeParse({ newEmail: "not-an-address" }).success).toBe(false);
    expect(emailChangePayloadSchema.safeParse({ email: "ada@example.com" }).success).toBe(false);
  });
});
