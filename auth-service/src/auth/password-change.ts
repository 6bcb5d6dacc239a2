// Changing the password while signed in. The current password is the step-up proof: it is checked like a
// sign-in (charged first, counted toward lockout), and a right one also refreshes the session's proof. The change
// keeps this session and ends every other one, raises the credential version and spends pending reset links.
import { inTransaction } from "../db/database.ts";
import { spendUserTokens } from "../db/one-time-tokens-store.ts";
import { endUserSessions, markSessionReauthenticated, type SessionRow } from "../db/sessions-store.ts";
import { lockCredentialVersion, updatePasswordHash, type UserRow } from "../db/users-store.ts";
import { passwordChangedHereMessage } from "../mail/messages.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { beginCredentialAttempt, checkPassword, recordCredentialFailure } from "./credential-attempts.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";
import { HashingQueueFull, hashPassword, isCommonPassword } from "./password.ts";

export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
}

export type PasswordChangeOutcome =
  | { kind: "changed" }
  | { kind: "wrong-password" }
  | { kind: "common-password" }
  /** The password or second factor changed on another request meanwhile: the proof was checked against old ones. */
  | { kind: "stale" }
  | { kind: "session-ended" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

export async function changePassword(
  deps: ServiceDeps,
  signedIn: { session: SessionRow; user: UserRow },
  input: PasswordChangeInput,
  client: ClientInfo,
): Promise<PasswordChangeOutcome> {
  const { user, session } = signedIn;
  if (isCommonPassword(input.password)) return { kind: "common-password" };
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: true });
  if (attempt.kind !== "charged") return attempt;

  const matches = await checkPassword(deps, attempt, user, input.currentPassword);
  if (matches === "busy") return { kind: "busy" };
  if (!matches) {
    await recordCredentialFailure(deps, target, attempt, "reauth_failed", "password_change");
    return { kind: "wrong-password" };
  }

  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (!(error instanceof HashingQueueFull)) throw error;
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "busy" };
  }

  const now = deps.now();
  const subject = { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent };
  // The user's row is locked first, as a sign-in's session transaction locks it: a sign-in checked against the
  // old password either committed before (its session, a new_device ending of this one, is seen here) or finds
  // its check stale afterwards.
  const outcome = await inTransaction(deps.db, async (trx): Promise<PasswordChangeOutcome> => {
    if ((await lockCredentialVersion(trx, user.id)) !== user.credential_version) return { kind: "stale" };
    if (!(await markSessionReauthenticated(trx, session.token_hash, "password", now))) return { kind: "session-ended" };
    await updatePasswordHash(trx, user.id, passwordHash, now);
    const endedOthers = await endUserSessions(trx, user.id, "password_changed", now, session.token_hash);
    await spendUserTokens(trx, user.id, "password_reset", now);
    await settleAttempt(trx, attempt, "success");
    await recordAuditEvent(trx, "password_changed", subject, now, { sessionsEnded: endedOthers });
    return { kind: "changed" };
  });
  if (outcome.kind !== "changed") {
    await settleAttempt(deps.db, attempt, "step");
    return outcome;
  }

  const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
  const resetLink = siteLink(deps.siteUrl, "/forgot-password");
  deps.runLater(() => deps.mailer.send(passwordChangedHereMessage(user, place, resetLink)));
  return { kind: "changed" };
}
