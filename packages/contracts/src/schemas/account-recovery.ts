import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { confirmPasswordField, emailField, passwordField, passwordsMatch } from "./fields.ts";

/** A token from a mailed link: 256 bits in base64url. */
export const tokenField = lazySchema(() =>
  z
    .string({ error: "The link is missing its token." })
    .check(z.minLength(1, "The link is missing its token."), z.maxLength(200)),
);

/** POST /api/auth/password-reset/request */
export const passwordResetRequestSchema = lazySchema(() => z.object({ email: emailField }));

const newPasswordFields = lazySchema(() =>
  z.object({
    token: tokenField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);

/** POST /api/auth/password-reset/confirm: the sign-up password rules, with the same mismatch message. */
export const passwordResetConfirmSchema = lazySchema(() => newPasswordFields.check(passwordsMatch()));

export type PasswordResetConfirmPayload = z.input<typeof passwordResetConfirmSchema>;

/** POST /api/auth/email/verify */
export const emailVerifySchema = lazySchema(() => z.object({ token: tokenField }));

/**
 * Its answer: `signInAgain` when this was the address's first proof, which ended every session of the account and
 * removed whatever was added before it (the page then offers to sign in, not the dashboard).
 */
export const emailVerifiedResultSchema = lazySchema(() =>
  z.object({ success: z.literal(true), message: z.string(), signInAgain: z.boolean() }),
);
