// Password reset: a mailed single-use link (30 minutes); choosing a new password ends every session.
import { endUserSessions } from "../db/sessions-store.ts";
import { spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { findUserByEmail, findUserById, updatePasswordHash } from "../db/users-store.ts";
import { passwordChangedMessage, passwordResetMessage } from "../mail/messages.ts";
import { blockedFor, forgetFailures, limitKeys, recordFailure, windowPolicy } from "./abuse-limits.ts";
import { recordAuditEvent } from "./audit.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { findUsableToken, hashToken, issueToken, linkWithToken } from "./one-time-token.ts";
import { hashPassword, isCommonPassword } from "./password.ts";

const MINUTE = 60_000;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Reset requests (not failures: every request mails) from one address, and for one email address. */
const RESET_REQUESTS_PER_IP = windowPolicy(10, 60 * MINUTE);
const RESET_REQUESTS_PER_EMAIL = windowPolicy(3, 60 * MINUTE);

export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email address, we have sent it a link to choose a new password. The link works for 30 minutes.";
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is invalid, expired or already used. Request a new one.";

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "throttled"; retryAfterMs: number };

/** Always the same answer, at once; whether there is an account to mail is decided after the answer. */
export function requestPasswordReset(deps: AuthDeps, email: string, client: ClientInfo): ResetRequestOutcome {
  const now = deps.now();
  const ipKey = limitKeys.resetIp(client.ip);
  const emailKey = limitKeys.resetEmail(email);
  const blocked = Math.max(blockedFor(deps.db, ipKey, now), blockedFor(deps.db, emailKey, now));
  if (blocked > 0) return { kind: "throttled", retryAfterMs: blocked };
  recordFailure(deps.db, ipKey, RESET_REQUESTS_PER_IP, now);
  recordFailure(deps.db, emailKey, RESET_REQUESTS_PER_EMAIL, now);

  deps.runLater(async () => {
    const user = findUserByEmail(deps.db, email);
    recordAuditEvent(deps.db, "password_reset_requested", { userId: user?.id ?? null, email, ip: client.ip }, now);
    if (!user) return;
    spendUserTokens(deps.db, user.id, "password_reset", now);
    const token = issueToken(deps.db, user, "password_reset", RESET_TOKEN_TTL_MS, now);
    const link = linkWithToken(deps.siteUrl, "/forgot-password", token);
    await deps.mailer.send(passwordResetMessage(user.email, user.first_name, link));
  });
  return { kind: "accepted" };
}

export type ResetConfirmOutcome = { kind: "changed" } | { kind: "invalid-token" } | { kind: "common-password" };

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<ResetConfirmOutcome> {
  if (!findUsableToken(deps.db, input.token, "password_reset", deps.now())) return { kind: "invalid-token" };
  if (isCommonPassword(input.password)) return { kind: "common-password" };
  const passwordHash = await hashPassword(input.password);

  const now = deps.now();
  const userId = deps.db
    .transaction((): string | null => {
      const row = findUsableToken(deps.db, input.token, "password_reset", now);
      if (!row || !spendOneTimeToken(deps.db, hashToken(input.token), now)) return null;
      updatePasswordHash(deps.db, row.user_id, passwordHash, now);
      endUserSessions(deps.db, row.user_id, "signed_out", now);
      spendUserTokens(deps.db, row.user_id, "password_reset", now);
      return row.user_id;
    })
    .immediate();
  if (userId === null) return { kind: "invalid-token" };

  const user = findUserById(deps.db, userId)!;
  forgetFailures(deps.db, limitKeys.lockout(user.id));
  forgetFailures(deps.db, limitKeys.signInAccount(user.email));
  recordAuditEvent(deps.db, "password_reset", { userId, email: user.email, ip: client.ip }, now);
  deps.runLater(() => deps.mailer.send(passwordChangedMessage(user.email, user.first_name, new Date(now))));
  return { kind: "changed" };
}
