// How a session was proven: the factors of its sign-in and of its last step-up, with their times. A session is
// two-factor once it proved a second factor (a TOTP code, a recovery code, or a passkey with user verification), at
// sign-in or in a step-up; the staff console answers no other.
import { STEP_UP_MAX_AGE_MS } from "../core/caller.ts";
import type { SessionRow } from "../db/sessions-store.ts";

/** "code": a TOTP code from an authenticator app. */
export type SessionFactor = "password" | "code" | "recovery_code" | "passkey";

/** What proves possession of something beyond the password: a passkey verifies the user as well, so it is both. */
const SECOND_FACTORS: ReadonlySet<SessionFactor> = new Set(["code", "recovery_code", "passkey"]);

/** A proof no older than STEP_UP_MAX_AGE_MS (10 minutes) is fresh enough for step-up ("sudo mode"). */
export { STEP_UP_MAX_AGE_MS };

export function isSecondFactor(factor: SessionFactor): boolean {
  return SECOND_FACTORS.has(factor);
}

/** The columns a new session records for its sign-in. */
export function signInProof(
  factors: readonly SessionFactor[],
  now: number,
): { sign_in_factors: string; second_factor_at: number | null } {
  return { sign_in_factors: factors.join(","), second_factor_at: factors.some(isSecondFactor) ? now : null };
}

/** The sign-in's factors as recorded. */
export function signInFactorsOf(session: Pick<SessionRow, "sign_in_factors">): SessionFactor[] {
  return session.sign_in_factors.split(",").filter(Boolean) as SessionFactor[];
}

export function isTwoFactorSession(session: Pick<SessionRow, "second_factor_at">): boolean {
  return session.second_factor_at !== null;
}

/** True while the session's last proof of any kind (sign-in or step-up) is at most 10 minutes old. */
export function hasFreshProof(session: Pick<SessionRow, "reauthenticated_at">, now: number): boolean {
  return now - session.reauthenticated_at <= STEP_UP_MAX_AGE_MS;
}

/** True while the session's last second-factor proof is at most 10 minutes old: a password alone never renews it. */
export function hasFreshSecondFactor(session: Pick<SessionRow, "second_factor_at">, now: number): boolean {
  return session.second_factor_at !== null && now - session.second_factor_at <= STEP_UP_MAX_AGE_MS;
}
