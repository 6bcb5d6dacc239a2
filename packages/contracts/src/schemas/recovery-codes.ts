// Recovery codes: single-use codes for a lost authenticator, how one is typed and read back, and the answers about a set.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { MAX_RECOVERY_CODE_INPUT_LENGTH, RECOVERY_CODE_COUNT } from "../constants.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { userResultSchema } from "./responses.ts";

/** Crockford's base32: ten digits and 22 letters, without I, L, O and U, which pass for 1, 1, 0 and V. */
export const RECOVERY_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 symbols of 5 bits: 60 random bits a code (docs/security.md asks for at least 50). */
export const RECOVERY_CODE_LENGTH = 12;
/** A code once normalised; shown to the customer grouped as XXXX-XXXX-XXXX. */
export const RECOVERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/**
 * A code as it was typed, as it is checked: upper-cased, without blanks and hyphens (so trimmed too), and the
 * look-alikes Crockford allows for read as what they look like (I and L as 1, O as 0).
 */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}

/**
 * A recovery code in a sign-in: a string of at most 64 characters, normalised, with something left; whether it is
 * one of the account's codes is the service's check.
 */
export const recoveryCodeField = lazySchema(() =>
  z.pipe(
    z.pipe(
      z
        .string({ error: M.invalidRecoveryCode })
        .check(z.maxLength(MAX_RECOVERY_CODE_INPUT_LENGTH, M.invalidRecoveryCode)),
      z.transform(normalizeRecoveryCode),
    ),
    z.string().check(z.minLength(1, M.invalidRecoveryCode)),
  ),
);

/** The sign-in's recovery-code step: one field, checked like the sign-in's recoveryCode before it is sent. */
export const recoveryCodeStepSchema = lazySchema(() => z.object({ recoveryCode: recoveryCodeField }));

const recoveryCodesField = lazySchema(() =>
  z
    .array(z.string())
    .check(
      z.length(RECOVERY_CODE_COUNT),
      z.describe("A new set of 10 single-use codes, shown this once; the previous set no longer works"),
    ),
);

/** POST /api/auth/2fa/enable: 2FA is on, and here is its first set of recovery codes. */
export const twoFactorEnabledResultSchema = lazySchema(() =>
  z.extend(userResultSchema, { recoveryCodes: recoveryCodesField }),
);

/** GET /api/auth/2fa/recovery-codes: how many codes of the current set are unused (0 when 2FA is off). */
export const recoveryCodesRemainingSchema = lazySchema(() => z.object({ remaining: z.int().check(z.nonnegative()) }));

/** POST /api/auth/2fa/recovery-codes: a new set replaces the old one. */
export const recoveryCodesResultSchema = lazySchema(() => z.object({ recoveryCodes: recoveryCodesField }));

export type TwoFactorEnabledResult = z.infer<typeof twoFactorEnabledResultSchema>;
export type RecoveryCodesRemaining = z.infer<typeof recoveryCodesRemainingSchema>;
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResultSchema>;
