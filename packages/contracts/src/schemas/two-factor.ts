import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { twoFactorCodeField } from "./fields.ts";

/** POST /api/auth/2fa/setup answers with the secret to enrol; 2FA is not on until a code confirms it. */
export const twoFactorSetupResponseSchema = lazySchema(() =>
  z.object({
    secret: z.string().check(z.describe("Base32 secret for manual entry in an authenticator app")),
    otpauthUrl: z.string(),
    qrSvg: z.string().check(z.describe("The otpauth URL as an SVG QR code")),
  }),
);

export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/2fa/enable */
export const twoFactorEnablePayloadSchema = lazySchema(() => z.object({ code: twoFactorCodeField }));

/** POST /api/auth/2fa/disable: the password and a current code, so a stolen session alone cannot turn 2FA off. */
export const twoFactorDisablePayloadSchema = lazySchema(() =>
  z.object({
    password: z.string({ error: "Enter your password" }).check(z.minLength(1, "Enter your password"), z.maxLength(128)),
    code: twoFactorCodeField,
  }),
);
