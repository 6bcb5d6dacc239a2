import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { fieldErrors } from "./api-error.ts";
import { signUpPayloadSchema, type SignUpPayload } from "./signup.ts";

const valid: SignUpPayload = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
  phoneNumber: "(555) 123-4567",
  agreeToTerms: true,
};

function errorsOf(payload: Record<string, unknown>): Record<string, string> {
  const result = signUpPayloadSchema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

describe("sign-up payload", () => {
  it("accepts a complete, valid form and normalises email and phone", () => {
    const parsed = signUpPayloadSchema.parse({ ...valid, email: "  Ada@Example.COM ", firstName: " Ada " });
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.phoneNumber).toBe("5551234567");
  });

  it("needs names of at least 2 characters", () => {
    expect(errorsOf({ ...valid, firstName: "A" })).toEqual({ firstName: M.firstNameTooShort });
    expect(errorsOf({ ...valid, lastName: "L" })).toEqual({ lastName: M.lastNameTooShort });
    expect(errorsOf({ ...valid, firstName: "Al", lastName: "Li" })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "  A  " })).toEqual({ firstName: M.firstNameTooShort });
  });

  it("refuses names longer than 50 characters", () => {
    expect(errorsOf({ ...valid, lastName: "x".repeat(51) })).toEqual({ lastName: M.lastNameTooLong });
    expect(errorsOf({ ...valid, lastName: "x".repeat(50) })).toEqual({});
  });

  it.each(["Zoë-Anne", "O'Brien", "O’Brien", "J. R. R.", "Nguyễn", "Zoë", "Σωκράτης", "李小龍", "Ana María"])(
    "accepts the name %s",
    (firstName) => {
      expect(errorsOf({ ...valid, firstName })).toEqual({});
    },
  );

  it.each([
    "customer. URGENT: call 555 0100",
    "visit https://evil.example",
    "Bob:",
    "R2-D2",
    "a@b.example",
    "Tom/Jerry",
    "<b>Eve</b>",
    "-Dash",
    "Line\nBreak",
  ])("refuses the name %j with a message naming the allowed characters", (firstName) => {
    expect(errorsOf({ ...valid, firstName })).toEqual({ firstName: M.firstNameCharacters });
  });

  it("needs a valid email", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: M.invalidEmail });
    expect(errorsOf({ ...valid, email: "" })).toEqual({ email: M.invalidEmail });
  });

  it("needs a password of 8 characters, 7 is too short", () => {
    expect(errorsOf({ ...valid, password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: M.passwordTooShort,
      confirmPassword: M.confirmPassword,
    });
    expect(errorsOf({ ...valid, password: "12345678", confirmPassword: "12345678" })).toEqual({});
  });

  it("asks to confirm the password when the confirmation is short", () => {
    expect(errorsOf({ ...valid, confirmPassword: "" })).toEqual({ confirmPassword: M.confirmPassword });
  });

  it("shows 'Passwords don't match' on confirmPassword", () => {
    expect(errorsOf({ ...valid, confirmPassword: "different-password" })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it("shows the mismatch beside other fields' problems", () => {
    expect(errorsOf({ ...valid, firstName: "A", confirmPassword: "different-password" })).toEqual({
      firstName: M.firstNameTooShort,
      confirmPassword: M.passwordsDontMatch,
    });
  });

  it.each(["(555) 123-4567", "555-123-4567", "555.123.4567", "555 123 4567", "5551234567", "(555)123-4567"])(
    "accepts the US phone number %s",
    (phoneNumber) => {
      expect(errorsOf({ ...valid, phoneNumber })).toEqual({});
    },
  );

  it.each([
    "555-1234",
    "555123456",
    "55512345678",
    "+44 20 7946 0958",
    "(555 123-4567",
    "555)123-4567",
    "555_123_4567",
    "abc-def-ghij",
    "",
  ])("refuses %j as a US phone number", (phoneNumber) => {
    expect(errorsOf({ ...valid, phoneNumber })).toEqual({
      phoneNumber: "Please enter a valid US phone number (e.g., (555) 123-4567)",
    });
  });

  it("needs the terms ticked", () => {
    expect(errorsOf({ ...valid, agreeToTerms: false })).toEqual({
      agreeToTerms: "You must agree to the terms and conditions",
    });
    expect(errorsOf({ ...valid, agreeToTerms: undefined })).toEqual({ agreeToTerms: M.mustAgreeToTerms });
  });

  it("refuses wrong types with a field message rather than throwing", () => {
    const errors = errorsOf({ ...valid, email: 42, phoneNumber: null, agreeToTerms: "yes" });
    expect(errors).toEqual({ email: M.invalidEmail, phoneNumber: M.invalidUsPhone, agreeToTerms: M.mustAgreeToTerms });
  });
});
