// TOTP of RFC 6238 (SHA-1, 6 digits, 30 s steps, one step of skew either way) through the otpauth library.
import * as OTPAuth from "otpauth";
import { TWO_FACTOR_CODE_LENGTH } from "@bank/contracts";

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_ISSUER = "Meridian Business";
const ALLOWED_SKEW_STEPS = 1;

function totpFor(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TWO_FACTOR_CODE_LENGTH,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

export interface NewTotpSecret {
  secret: string;
  otpauthUrl: string;
}

/** A fresh 160-bit secret (RFC 4226's recommended length) and its otpauth:// URI for authenticator apps. */
export function createTotpSecret(accountLabel: string): NewTotpSecret {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, accountLabel).toString() };
}

/** The time step a code belongs to when it is valid at `now` (within one step either way), else null. */
export function matchTotpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d+$/.test(code) || code.length !== TWO_FACTOR_CODE_LENGTH) return null;
  const delta = totpFor(secretBase32, "").validate({ token: code, timestamp: now, window: ALLOWED_SKEW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
