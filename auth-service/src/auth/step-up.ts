// Step-up ("sudo mode"): changing how an account is protected needs a proof no older than 10 minutes, a sign-in
// or a re-authentication with the password or a TOTP code, so a stolen session cookie alone changes nothing.
import { markSessionReauthenticated, type SessionRow } from "../db/sessions-store.ts";
import { claimTotpStep, type UserRow } from "../db/users-store.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "./audit.ts";
import { beginCredentialAttempt, checkPassword, recordCredentialFailure } from "./credential-attempts.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./two-factor.ts";

export const STEP_UP_MAX_AGE_MS = 10 * 60_000;

/** True while the session's last proof is at most 10 minutes old. */
export function hasFreshProof(session: Pick<SessionRow, "reauthenticated_at">, now: number): boolean {
  return now - session.reauthenticated_at <= STEP_UP_MAX_AGE_MS;
}

export type ReauthenticateOutcome =
  | { kind: "confirmed" }
  | { kind: "wrong-proof" }
  | { kind: "no-two-factor" }
  | { kind: "session-ended" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

export type Proof = { password: string; code?: undefined } | { code: string; password?: undefined };

/** Checks a proof like a sign-in (charged first, counted toward lockout) and records it on the session. */
export async function reauthenticate(
  deps: AuthDeps,
  signedIn: { session: SessionRow; user: UserRow },
  proof: Proof,
  client: ClientInfo,
): Promise<ReauthenticateOutcome> {
  const { user, session } = signedIn;
  if (proof.code !== undefined && user.totp_secret === null) return { kind: "no-two-factor" };
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: proof.password !== undefined });
  if (attempt.kind !== "charged") return attempt;

  let proven: boolean;
  if (proof.password !== undefined) {
    const matches = await checkPassword(deps, attempt, user, proof.password);
    if (matches === "busy") return { kind: "busy" };
    proven = matches;
  } else {
    const step = attempt.locked
      ? null
      : matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret!), proof.code, deps.now());
    proven = step !== null && (await claimTotpStep(deps.db, user.id, step));
  }
  if (!proven) {
    await recordCredentialFailure(
      deps,
      target,
      attempt,
      "reauth_failed",
      proof.password !== undefined ? "password" : "code",
    );
    return { kind: "wrong-proof" };
  }

  const now = deps.now();
  if (!(await markSessionReauthenticated(deps.db, session.token_hash, now))) {
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "session-ended" };
  }
  await settleAttempt(deps.db, attempt, "success");
  await recordAuditEvent(
    deps.db,
    "reauthenticated",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
    {
      with: proof.password !== undefined ? "password" : "code",
    },
  );
  return { kind: "confirmed" };
}
