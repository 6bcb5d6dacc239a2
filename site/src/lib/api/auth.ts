// The account calls of docs/api.md, one thin wrapper each over request(): a path, a body, the answer's schema.
import {
  API_PATHS,
  okResultSchema,
  recoveryCodesRemainingSchema,
  recoveryCodesResultSchema,
  twoFactorEnabledResultSchema,
  twoFactorSetupResponseSchema,
  userResultSchema,
  type PasswordResetConfirmPayload,
  type SignInPayload,
  type SignUpPayload,
  type TwoFactorSetupResponse,
  type User,
} from "@bank/contracts";
import { ApiError, request } from "./request.ts";

export type { User };
/** WebAuthn options as the service sent them, handed to @simplewebauthn/browser unchanged. */
export type TwoFactorSetup = TwoFactorSetupResponse;

/** A sign-in either signs the user in or asks for the authenticator code (401 with requires2FA). */
export type SignInAnswer = { user: User; requires2FA?: undefined } | { requires2FA: true; user?: undefined };

/** POST /api/signin. A 401 that says requires2FA is the code step, not an error; any other failure throws ApiError. */
export async function signIn(payload: SignInPayload): Promise<SignInAnswer> {
  try {
    const { user } = await request("POST", API_PATHS.signIn, { body: payload, schema: userResultSchema });
    return { user };
  } catch (error) {
    if (error instanceof ApiError && error.requires2FA) return { requires2FA: true };
    throw error;
  }
}

/** POST /api/signup; a refusal carries the service's message and its per-field messages. */
export function signUp(payload: SignUpPayload): Promise<{ message: string }> {
  return request("POST", API_PATHS.signUp, { body: payload, schema: okResultSchema });
}

/** POST /api/auth/reauthenticate: the password again, for a 10-minute proof on this session (step-up). */
export function reauthenticate(password: string): Promise<{ message: string }> {
  return request("POST", API_PATHS.reauthenticate, { body: { password }, schema: okResultSchema });
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return request("POST", API_PATHS.twoFactorSetup, { body: {}, schema: twoFactorSetupResponseSchema });
}

/** POST /api/auth/2fa/enable: 2FA on, with the first set of recovery codes (shown once). */
export function enableTwoFactor(code: string): Promise<{ user: User; recoveryCodes: string[] }> {
  return request("POST", API_PATHS.twoFactorEnable, { body: { code }, schema: twoFactorEnabledResultSchema });
}

export function disableTwoFactor(password: string, code: string): Promise<{ user: User }> {
  return request("POST", API_PATHS.twoFactorDisable, { body: { password, code }, schema: userResultSchema });
}

/** GET /api/auth/2fa/recovery-codes: how many codes of the current set are unused. */
export async function countRecoveryCodes(): Promise<number> {
  const { remaining } = await request("GET", API_PATHS.recoveryCodes, { schema: recoveryCodesRemainingSchema });
  return remaining;
}

/** POST /api/auth/2fa/recovery-codes (step-up): a new set, shown once; the old set stops working. */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  const { recoveryCodes } = await request("POST", API_PATHS.recoveryCodes, {
    body: {},
    schema: recoveryCodesResultSchema,
  });
  return recoveryCodes;
}

/** POST /api/auth/password-reset/request; the answer's message is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return request("POST", API_PATHS.passwordResetRequest, { body: { email }, schema: okResultSchema });
}

/** POST /api/auth/password-reset/confirm; a refusal carries the service's message and per-field messages. */
export function confirmPasswordReset(payload: PasswordResetConfirmPayload): Promise<{ message: string }> {
  return request("POST", API_PATHS.passwordResetConfirm, { body: payload, schema: okResultSchema });
}

/** POST /api/auth/email/resend, for the signed-in user. */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return request("POST", API_PATHS.emailResend, { body: {}, schema: okResultSchema });
}
