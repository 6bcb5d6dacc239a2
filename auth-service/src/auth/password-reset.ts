// Password reset: a mailed single-use link (30 minutes); choosing a new password ends every session, raises the
// credential version (so a sign-in checked against the old password opens nothing) and forgets failure counts.
import { inTransaction } from "../db/database.ts";
import { deleteFailureCountersByPrefix } from "../db/failure-counters-store.ts";
import { forgetUserDevices } from "../db/known-devices-store.ts";
import { spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { endUserSessions } from "../db/sessions-store.ts";
import { findUserByEmail, findUserById, updatePasswordHash } from "../db/users-store.ts";
import { passwordChangedMessage, passwordResetMessage } from "../mail/messages.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { proveAddress } from "./address-proof.ts";
import { chargeAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { addressKey } from "../core/client-address.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { findUsableToken, issueToken } from "./one-time-token.ts";
import { linkWithToken } from "../core/site-links.ts";
import { hashToken } from "../core/secret-token.ts";
import { HashingQueueFull, hashPassword, isCommonPassword } from "./password.ts";

const MINUTE = 60_000;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Reset requests (every one mails, so none is given back) from one address, and for one email address. */
const RESET_REQUESTS_PER_ADDRESS = windowPolicy(10, 60 * MINUTE, "refund");
const RESET_REQUESTS_PER_EMAIL = windowPolicy(3, 60 * MINUTE, "refund");

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "throttled"; retryAfterMs: number };

/** Always the same answer, at once; whether there is an account to mail is decided after the answer. */
export async function requestPasswordReset(
  deps: ServiceDeps,
  email: string,
  client: ClientInfo,
): Promise<ResetRequestOutcome> {
  const now = deps.now();
  const attempt = await chargeAttempt(
    deps.db,
    [
      { key: limitKeys.resetAddress(addressKey(client.ip)), policy: RESET_REQUESTS_PER_ADDRESS },
      { key: limitKeys.resetEmail(email), policy: RESET_REQUESTS_PER_EMAIL },
    ],
    now,
  );
  if (attempt.kind === "throttled") return attempt;

  deps.runLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    const subject = { userId: user?.id ?? null, email, ip: client.ip, userAgent: client.userAgent };
    await recordAuditEvent(deps.db, "password_reset_requested", subject, now);
    if (!user) return;
    await spendUserTokens(deps.db, user.id, "password_reset", now);
    const token = await issueToken(deps.db, user, "password_reset", RESET_TOKEN_TTL_MS, now);
    const link = linkWithToken(deps.siteUrl, "/forgot-password", token);
    await deps.mailer.send(passwordResetMessage(user, link));
  });
  return { kind: "accepted" };
}

export type ResetConfirmOutcome =
  { kind: "changed" } | { kind: "invalid-token" } | { kind: "common-password" } | { kind: "busy" };

export async function confirmPasswordReset(
  deps: ServiceDeps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<ResetConfirmOutcome> {
  if (!(await findUsableToken(deps.db, input.token, "password_reset", deps.now()))) return { kind: "invalid-token" };
  if (isCommonPassword(input.password)) return { kind: "common-password" };
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (error instanceof HashingQueueFull) return { kind: "busy" };
    throw error;
  }

  const now = deps.now();
  // The user's row is updated (and so locked) before the sessions are ended: a sign-in committing meanwhile on
  // any instance either ends before this and its session is ended here, or waits and finds its check stale.
  const userId = await inTransaction(deps.db, async (trx): Promise<string | null> => {
    const row = await findUsableToken(trx, input.token, "password_reset", now);
    if (!row || !(await spendOneTimeToken(trx, hashToken(input.token), now))) return null;
    await updatePasswordHash(trx, row.user_id, passwordHash, now);
    // The link reached the account's mailbox: on an unverified account, that is the address's first proof, which
    // removes whatever a stranger who opened the account with it may have added (address-proof.ts).
    await proveAddress(trx, { id: row.user_id, email: row.email }, row.email, now);
    await endUserSessions(trx, row.user_id, "signed_out", now);
    await spendUserTokens(trx, row.user_id, "password_reset", now);
    // A reset may answer a takeover: the count starts afresh, and every browser must prove itself again.
    await deleteFailureCountersByPrefix(trx, limitKeys.lockoutAll(row.user_id));
    await deleteFailureCountersByPrefix(trx, limitKeys.signInAccountAll(row.email));
    await forgetUserDevices(trx, row.user_id);
    return row.user_id;
  });
  if (userId === null) return { kind: "invalid-token" };

  const user = (await findUserById(deps.db, userId))!;
  await recordAuditEvent(
    deps.db,
    "password_reset",
    { userId, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
  );
  deps.runLater(() => deps.mailer.send(passwordChangedMessage(user, new Date(now))));
  return { kind: "changed" };
}
