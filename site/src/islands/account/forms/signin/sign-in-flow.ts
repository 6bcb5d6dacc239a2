// The sign-in screen's steps as plain functions: what the code step sends, how long it keeps credentials, and the
// loader of the requests it sends.
import { LOGIN_DATA_NOT_FOUND, type SignInPayload } from "@bank/contracts";
import { loadOnce } from "../../../../lib/load-once.ts";

/** The screen's checks, requests and toasts (sign-in-requests.ts), fetched once, when first needed. */
export const loadSignInRequests = loadOnce(() => import("./sign-in-requests.ts"));

export interface KeptCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The code step keeps the typed password in memory only this long; after that the user signs in again.
 * TOTP codes live 30 s, so five minutes is ample, and a password should not sit in an idle tab.
 */
export const KEPT_CREDENTIALS_TTL_MS = 5 * 60 * 1_000;

/** The second sign-in request: the kept credentials plus the code; fails when they are gone. */
export function codeStepPayload(kept: KeptCredentials | null, code: string): SignInPayload {
  if (!kept) throw new Error(LOGIN_DATA_NOT_FOUND);
  return { ...kept, twoFactorCode: code };
}

/** The second sign-in request with a recovery code in place of the authenticator's; fails when they are gone. */
export function recoveryCodeStepPayload(kept: KeptCredentials | null, recoveryCode: string): SignInPayload {
  if (!kept) throw new Error(LOGIN_DATA_NOT_FOUND);
  return { ...kept, recoveryCode };
}
