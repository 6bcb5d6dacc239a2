import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, MAX_RECOVERY_CODE_INPUT_LENGTH } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { fieldErrors } from "./api-error.ts";
import { isCompleteTwoFactorCode, sanitizeTwoFactorInput } from "./two-factor-code.ts";
import { signInPayloadSchema } from "./signin.ts";

function errorsOf(payload: Record<string, unknown>): Record<string, string> {
  const result = signInPayloadSchema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { email: "ada@example.com", password: "12345678" };

describe("sign-in payload", () => {
  it("accepts email and password, with rememberMe and a code optional", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, rememberMe: true, twoFactorCode: "123456" })).toEqual({});
  });

  it("says 'Please enter a valid email address' for a bad email", () => {
    expect(errorsOf({ ...valid, email: "ada@" })).toEqual({ email: "Please enter a valid email address" });
  });

  it("says 'Password must be at least 8 characters' for 7 characters and accepts 8", () => {
    expect(errorsOf({ ...valid, password: "1234567" })).toEqual({ password: "Password must be at least 8 characters" });
    expect(errorsOf({ ...valid, password: "12345678" })).toEqual({});
  });

  it("refuses a password over 128 characters without truncating one of 128", () => {
    expect(errorsOf({ ...valid, password: "p".repeat(MAX_PASSWORD_LENGTH) })).toEqual({});
    expect(errorsOf({ ...valid, password: "p".repeat(MAX_PASSWORD_LENGTH + 1) })).toEqual({
      password: M.passwordTooLong,
    });
  });

  it("keeps the password exactly as typed", () => {
    expect(signInPayloadSchema.parse({ ...valid, password: " Pass Word " }).password).toBe(" Pass Word ");
  });

  it("takes a code of exactly 6 digits: 5 and 7 are refused", () => {
    expect(errorsOf({ ...valid, twoFactorCode: "12345" })).toEqual({ twoFactorCode: M.invalidTwoFactorCode });
    expect(errorsOf({ ...valid, twoFactorCode: "123456" })).toEqual({});
    expect(errorsOf({ ...valid, twoFactorCode: "1234567" })).toEqual({ twoFactorCode: M.invalidTwoFactorCode });
    expect(errorsOf({ ...valid, twoFactorCode: "12a456" })).toEqual({ twoFactorCode: M.invalidTwoFactorCode });
  });
});

describe("authenticator code input", () => {
  it("keeps digits only, at most 6", () => {
    expect(sanitizeTwoFactorInput("12a3-4 5")).toBe("12345");
    expect(sanitizeTwoFactorInput("1234567")).toBe("123456");
    expect(sanitizeTwoFactorInput("abc")).toBe("");
  });

  it("enables verification only at exactly 6 digits", () => {
    expect(isCompleteTwoFactorCode("12345")).toBe(false);
    expect(isCompleteTwoFactorCode("123456")).toBe(true);
    expect(isCompleteTwoFactorCode("1234567")).toBe(false);
  });
});

describe("recovery code in a sign-in", () => {
  it("takes a recovery code as typed and normalises it: case, spaces, hyphens and look-alikes", () => {
    const parsed = signInPayloadSchema.parse({ ...valid, recoveryCode: "  abcd-efgh il o0 " });
    expect(parsed.recoveryCode).toBe("ABCDEFGH1100");
  });

  it("refuses an empty, huge or non-string recovery code", () => {
    expect(errorsOf({ ...valid, recoveryCode: "   " })).toEqual({ recoveryCode: M.invalidRecoveryCode });
    expect(errorsOf({ ...valid, recoveryCode: "A".repeat(MAX_RECOVERY_CODE_INPUT_LENGTH + 1) })).toEqual({
      recoveryCode: M.invalidRecoveryCode,
    });
    expect(errorsOf({ ...valid, recoveryCode: 123456789012 })).toEqual({ recoveryCode: M.invalidRecoveryCode });
  });

  it("refuses an authenticator code and a recovery code together", () => {
    expect(errorsOf({ ...valid, twoFactorCode: "123456", recoveryCode: "ABCD-EFGH-JKMN" })).toEqual({
      recoveryCode: M.oneSecondFactor,
    });
  });
});
