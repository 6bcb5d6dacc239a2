import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { MAX_PASSWORD_LENGTH } from "../constants.ts";
import { twoFactorCodeField } from "./fields.ts";
import { authenticationResponseSchema } from "./passkeys.ts";

export const REAUTHENTICATE_PROOF_MESSAGE = "Enter your password, or a code from your authenticator app";

/**
 * POST /api/auth/reauthenticate: one proof, the password, a current TOTP code, or a passkey's answer to the
 * options of POST /api/auth/reauthenticate/passkey-options. The password is checked as it was typed (no length
 * rule: a proof is not a new password).
 */
export const reauthenticatePayloadSchema = lazySchema(() =>
  z
    .object({
      password: z.optional(
        z
          .string({ error: REAUTHENTICATE_PROOF_MESSAGE })
          .check(z.minLength(1, REAUTHENTICATE_PROOF_MESSAGE), z.maxLength(MAX_PASSWORD_LENGTH)),
      ),
      code: z.optional(twoFactorCodeField),
      passkey: z.optional(authenticationResponseSchema),
    })
    .check(
      z.refine(
        (proof) => [proof.password, proof.code, proof.passkey].filter((given) => given !== undefined).length === 1,
        { error: REAUTHENTICATE_PROOF_MESSAGE, path: ["password"] },
      ),
    ),
);

export type ReauthenticatePayload = z.input<typeof reauthenticatePayloadSchema>;

/** The 403 of a protection change whose session has no fresh proof; the page asks for the password in place. */
export const reauthenticationRequiredSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    reauthenticationRequired: z.literal(true),
    message: z.string(),
  }),
);
