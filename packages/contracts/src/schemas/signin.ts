import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { userSchema } from "./user.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { emailField, passwordField, twoFactorCodeField } from "./fields.ts";
import { recoveryCodeField } from "./recovery-codes.ts";

/** POST /api/signin (docs/api.md); the second step adds twoFactorCode, or a recoveryCode instead. */
export const signInPayloadSchema = lazySchema(() =>
  z
    .object({
      email: emailField,
      password: passwordField,
      rememberMe: z.optional(z.boolean()),
      twoFactorCode: z.optional(twoFactorCodeField),
      recoveryCode: z.optional(recoveryCodeField),
    })
    .check(
      z.refine((payload) => payload.twoFactorCode === undefined || payload.recoveryCode === undefined, {
        error: M.oneSecondFactor,
        path: ["recoveryCode"],
      }),
    ),
);

export type SignInPayload = z.input<typeof signInPayloadSchema>;

/** The fields the browser reads of a sign-in answer, success or failure. */
export const signInResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    message: z.optional(z.string()),
    requires2FA: z.optional(z.boolean()),
    user: z.optional(userSchema),
  }),
);

export type SignInResponse = z.infer<typeof signInResponseSchema>;
