import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { confirmPasswordField, emailField, passwordField, passwordsMatch } from "./fields.ts";
import { firstNameField, lastNameField } from "./name-fields.ts";

/**
 * A US number of ten digits, optionally written (555) 123-4567, 555-123-4567, 555.123.4567 or 555 123 4567.
 * The area code is either wholly in parentheses or not at all.
 */
export const US_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/** The ten digits of a number that matched US_PHONE_PATTERN. */
export function normalizeUsPhone(phone: string): string {
  return phone.replace(/\D/g, "");
}

const signUpFields = lazySchema(() =>
  z.object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    phoneNumber: z.pipe(
      z.string({ error: M.invalidUsPhone }).check(z.trim(), z.regex(US_PHONE_PATTERN, M.invalidUsPhone)),
      z.transform(normalizeUsPhone),
    ),
    agreeToTerms: z.boolean({ error: M.mustAgreeToTerms }).check(z.refine((agreed) => agreed, M.mustAgreeToTerms)),
  }),
);

/** POST /api/signup. "Passwords don't match" shows on confirmPassword as soon as both passwords are themselves valid. */
export const signUpPayloadSchema = lazySchema(() => signUpFields.check(passwordsMatch()));

export type SignUpPayload = z.input<typeof signUpPayloadSchema>;
export type SignUpData = z.output<typeof signUpPayloadSchema>;

/** The sign-up answer: the same for a new address and a taken one, so it carries no user (docs/security.md). */
export const signUpResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    errors: z.optional(z.record(z.string(), z.string())),
  }),
);

export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
