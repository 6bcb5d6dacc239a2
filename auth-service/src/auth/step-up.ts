// Step-up ("sudo mode"): changing how an account is protected needs a proof no older than 10 minutes: a sign-in, or
// a re-authentication with the password, a TOTP code or a passkey, so a stolen session cookie alone changes nothing.
// A code or a passkey is a second factor: it also makes the session two-factor (auth/session-proof.ts).
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { inTransaction } from "../db/database.ts";
import { listUserPasskeys, recordPasskeyUse } from "../db/passkeys-store.ts";
import { markSessionReauthenticated, type SessionRow } from "../db/sessions-store.ts";
import { claimTotpStep, type UserRow } from "../db/users-store.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { beginCredentialAttempt, checkPassword, recordCredentialFailure } from "./credential-attempts.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { assertionOptions, checkAssertion, type AssertionOptionsOutcome } from "./passkey-assertion.ts";
import type { SessionFactor } from "./session-proof.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./two-factor.ts";

export type ReauthenticateOutcome =
  | { kind: "confirmed"; factor: SessionFactor }
  | { kind: "wrong-proof" }
  | { kind: "no-two-factor" }
  | { kind: "session-ended" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

export type Proof =
  | { password: string; code?: undefined; passkey?: undefined }
  | { code: string; password?: undefined; passkey?: undefined }
  | { passkey: AuthenticationResponseJSON; password?: undefined; code?: undefined };

function factorOf(proof: Proof): SessionFactor {
  if (proof.password !== undefined) return "password";
  return proof.code !== undefined ? "code" : "passkey";
}

/** Each challenge is a row until it expires: one user gets at most 30 step-up challenges in 15 minutes. */
const STEP_UP_CHALLENGES_PER_USER = windowPolicy(30, 15 * 60_000, "refund");

/**
 * Options for navigator.credentials.get() limited to the user's own passkeys, against a challenge handed to this
 * user alone (a sign-in cannot spend it, nor a step-up of someone else).
 */
export async function stepUpPasskeyOptions(
  deps: ServiceDeps,
  user: UserRow,
): Promise<AssertionOptionsOutcome | { kind: "no-passkey" }> {
  const passkeys = await listUserPasskeys(deps.db, user.id);
  if (passkeys.length === 0) return { kind: "no-passkey" };
  const limit = { key: limitKeys.passkeyChallengeUser(user.id), policy: STEP_UP_CHALLENGES_PER_USER };
  return assertionOptions(deps, limit, { id: user.id, passkeys });
}

/** Checks a proof like a sign-in (charged first, counted toward lockout) and records it on the session. */
export async function reauthenticate(
  deps: ServiceDeps,
  signedIn: { session: SessionRow; user: UserRow },
  proof: Proof,
  client: ClientInfo,
): Promise<ReauthenticateOutcome> {
  const { user, session } = signedIn;
  if (proof.code !== undefined && user.totp_secret === null) return { kind: "no-two-factor" };
  const factor = factorOf(proof);
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: proof.password !== undefined });
  if (attempt.kind !== "charged") return attempt;

  // A passkey's counter is claimed in the transaction that records the proof, as a sign-in claims it with its session.
  let claimPasskey: ((trx: typeof deps.db) => Promise<boolean>) | null = null;
  let proven: boolean;
  let failureCause: string = factor;
  if (proof.password !== undefined) {
    const matches = await checkPassword(deps, attempt, user, proof.password);
    if (matches === "busy") return { kind: "busy" };
    proven = matches;
  } else if (proof.code !== undefined) {
    const step = attempt.locked
      ? null
      : matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret!), proof.code, deps.now());
    proven = step !== null && (await claimTotpStep(deps.db, user.id, step));
  } else {
    const check = attempt.locked ? null : await checkAssertion(deps, proof.passkey, user);
    proven = check?.kind === "verified";
    if (check?.kind === "verified") {
      const { passkey, newCounter, backedUp } = check;
      claimPasskey = (trx) =>
        recordPasskeyUse(trx, { id: passkey.id, oldCounter: passkey.counter, newCounter, backedUp, now: deps.now() });
    } else if (check) {
      failureCause = `passkey_${check.cause}`;
    }
  }
  if (!proven) {
    await recordCredentialFailure(deps, target, attempt, "reauth_failed", failureCause);
    return { kind: "wrong-proof" };
  }

  const now = deps.now();
  const recorded = await inTransaction(deps.db, async (trx) => {
    if (claimPasskey && !(await claimPasskey(trx))) return "claim-refused" as const;
    return markSessionReauthenticated(trx, session.token_hash, factor, now);
  });
  if (recorded === "claim-refused") {
    await recordCredentialFailure(deps, target, attempt, "reauth_failed", "passkey_counter_taken");
    return { kind: "wrong-proof" };
  }
  if (!recorded) {
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "session-ended" };
  }
  await settleAttempt(deps.db, attempt, "success");
  await recordAuditEvent(
    deps.db,
    "reauthenticated",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
    { with: factor },
  );
  return { kind: "confirmed", factor };
}
