// Field schemas shared by several payloads, each with its message from messages.ts.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { TWO_FACTOR_CODE_PATTERN } from "./two-factor-code.ts";

/** Trimmed and lower-cased, so one mailbox is one account however it is typed. */
export const emailField = lazySchema(() =>
  z.pipe(
    z.string({ error: M.invalidEmail }).check(z.trim(), z.toLowerCase(), z.maxLength(MAX_EMAIL_LENGTH, M.invalidEmail)),
    z.email({ error: M.invalidEmail }),
  ),
);

/** Never trimmed or case-folded: the password is what the user typed. */
export const passwordField = lazySchema(() =>
  z
    .string({ error: M.passwordTooShort })
    .check(z.minLength(MIN_PASSWORD_LENGTH, M.passwordTooShort), z.maxLength(MAX_PASSWORD_LENGTH, M.passwordTooLong)),
);

/** The new password typed again; compared with it by passwordsMatch. */
export const confirmPasswordField = lazySchema(() =>
  z.string({ error: M.confirmPassword }).check(z.minLength(MIN_PASSWORD_LENGTH, M.confirmPassword)),
);

/** The two passwords of a form, each checked on its own. */
const newPasswordPair = lazySchema(() => z.object({ password: passwordField, confirmPassword: confirmPasswordField }));

/**
 * "Passwords don't match" on confirmPassword, shown once both passwords are themselves valid: the one rule of
 * sign-up, the password reset and the password change.
 */
export function passwordsMatch<T extends { password: string; confirmPassword: string }>() {
  return z.refine<T>((form) => form.password === form.confirmPassword, {
    error: M.passwordsDontMatch,
    path: ["confirmPassword"],
    when: (payload) => newPasswordPair.safeParse(payload.value).success,
  });
}

export const twoFactorCodeField = lazySchema(() =>
  z.string({ error: M.invalidTwoFactorCode }).check(z.regex(TWO_FACTOR_CODE_PATTERN, M.invalidTwoFactorCode)),
);
