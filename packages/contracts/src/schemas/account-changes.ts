// A signed-in customer changing their own password or sign-in address (docs/security.md).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { MAX_PASSWORD_LENGTH } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { tokenField } from "./account-recovery.ts";
import { confirmPasswordField, emailField, passwordField, passwordsMatch } from "./fields.ts";

/** The one form the service compares passwords in (NIST SP 800-63B), so "the same password" means the same. */
const normalized = (password: string) => password.normalize("NFKC");

const passwordChangeFields = lazySchema(() =>
  z.object({
    // Checked as it was typed, with no length rule: it is a proof, not a new password.
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .check(z.minLength(1, M.currentPasswordRequired), z.maxLength(MAX_PASSWORD_LENGTH, M.currentPasswordRequired)),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);

/**
 * POST /api/auth/password: the sign-up rules for the new password, "Passwords don't match" on confirmPassword,
 * and a new password that differs from the current one (each shown once the fields it compares are valid).
 */
export const passwordChangePayloadSchema = lazySchema(() =>
  passwordChangeFields.check(
    passwordsMatch(),
    z.refine((form) => normalized(form.password) !== normalized(form.currentPassword), {
      error: M.newPasswordSameAsCurrent,
      path: ["password"],
      when: (payload) => passwordChangeFields.safeParse(payload.value).success,
    }),
  ),
);

export type PasswordChangePayload = z.input<typeof passwordChangePayloadSchema>;

/** POST /api/auth/email-change: the address to move the account to (step-up). */
export const emailChangePayloadSchema = lazySchema(() => z.object({ newEmail: emailField }));

export type EmailChangePayload = z.input<typeof emailChangePayloadSchema>;

/** POST /api/auth/email-change/confirm: the token of the link mailed to the new address. */
export const emailChangeConfirmSchema = lazySchema(() => z.object({ token: tokenField }));

export type EmailChangeConfirmPayload = z.input<typeof emailChangeConfirmSchema>;
