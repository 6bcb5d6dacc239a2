// Field schemas shared by several payloads, each with its message from messages.ts.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MIN_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
} from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";

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

export const TWO_FACTOR_CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

export const twoFactorCodeField = lazySchema(() =>
  z.string({ error: M.invalidTwoFactorCode }).check(z.regex(TWO_FACTOR_CODE_PATTERN, M.invalidTwoFactorCode)),
);

/** What the code input keeps of a keystroke or paste: digits only, at most six. */
export function sanitizeTwoFactorInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** The verify button is enabled only with exactly six digits. */
export function isCompleteTwoFactorCode(code: string): boolean {
  return TWO_FACTOR_CODE_PATTERN.test(code);
}

/**
 * Names are letters of any script (with their combining marks), spaces, hyphens, apostrophes and periods.
 * No digits, colons, slashes or @, so a name cannot carry a link or a phone number into the bank's own mail.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;

export const nameField = (tooShort: string, tooLong: string, characters: string) =>
  z
    .string({ error: tooShort })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, tooShort),
      z.maxLength(MAX_NAME_LENGTH, tooLong),
      z.regex(NAME_PATTERN, characters),
    );
