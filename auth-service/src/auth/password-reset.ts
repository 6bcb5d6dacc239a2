// Password reset: a mailed single-use link (30 minutes); choosing a new password ends every session, raises the
// credential version (so a sign-in checked against the old password opens nothing) and forgets failure counts.
import { deleteFailureCountersByPrefix } from "../db/failure-counters-store.ts";
import { forgetUserDevices } from "../db/known-devices-store.ts";
import { spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { endUserSessions } from "../db/sessions-store.ts";
import { findUserByEmail, findUserById, updatePasswordHash } from "../db/users-store.ts";
import { passwordChangedMessage, passwordResetMessage } from "../mail/messages.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { chargeAttempt } from "./attempts.ts";
import { recordAuditEvent } from "./audit.ts";
import { addressKey } from "./client-address.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { findUsableToken, hashToken, issueToken, linkWithToken } from "./one-time-token.ts";
import { HashingQueueFull, hashPassword, isCommonPassword } from "./password.ts";

const MINUTE = 60_000;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;
/** Reset requests (every one mails, so none is given back) from one address, and for one email address. */
const RESET_REQUESTS_PER_ADDRESS = windowPolicy(10, 60 * MINUTE, "refund");
const RESET_REQUESTS_PER_EMAIL = windowPolicy(3, 60 * MINUTE, "refund");

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "throttled"; retryAfterMs: number };

/** Always the same answer, at once; whether there is an account to mail is decided after the answer. */
export function requestPasswordReset(deps: AuthDeps, email: string, client: ClientInfo): ResetRequestOutcome {
  const now = deps.now();
  const attempt = chargeAttempt(
    deps.db,
    [
      { key: limitKeys.resetAddress(addressKey(client.ip)), policy: RESET_REQUESTS_PER_ADDRESS },
      { key: limitKeys.resetEmail(email), policy: RESET_REQUESTS_PER_EMAIL },
    ],
    now,
  );
  if (attempt.kind === "throttled") return attempt;

  deps.runLater(async () => {
    const user = findUserByEmail(deps.db, email);
    recordAuditEvent(deps.db, "password_reset_requested", { userId: user?.id ?? null, email, ip: client.ip }, now);
    if (!user) return;
    spendUserTokens(deps.db, user.id, "password_reset", now);
    const token = issueToken(deps.db, user, "password_reset", RESET_TOKEN_TTL_MS, now);
    const link = linkWithToken(deps.siteUrl, "/forgot-password", token);
    await deps.mailer.send(passwordResetMessage(user, link));
  });
  return { kind: "accepted" };
}

export type ResetConfirmOutcome =
  { kind: "changed" } | { kind: "invalid-token" } | { kind: "common-password" } | { kind: "busy" };

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<ResetConfirmOutcome> {
  if (!findUsableToken(deps.db, input.token, "password_reset", deps.now())) return { kind: "invalid-token" };
  if (isCommonPassword(input.password)) return { kind: "common-password" };
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (error instanceof HashingQueueFull) return { kind: "busy" };
    throw error;
  }

  const now = deps.now();
  const userId = deps.db
    .transaction((): string | null => {
      const row = findUsableToken(deps.db, input.token, "password_reset", now);
      if (!row || !spendOneTimeToken(deps.db, hashToken(input.token), now)) return null;
      updatePasswordHash(deps.db, row.user_id, passwordHash, now);
      endUserSessions(deps.db, row.user_id, "signed_out", now);
      spendUserTokens(deps.db, row.user_id, "password_reset", now);
      // A reset may answer a takeover: the count starts afresh, and every browser must prove itself again.
      deleteFailureCountersByPrefix(deps.db, limitKeys.lockoutAll(row.user_id));
      deleteFailureCountersByPrefix(deps.db, limitKeys.signInAccountAll(row.email));
      forgetUserDevices(deps.db, row.user_id);
      return row.user_id;
    })
    .immediate();
  if (userId === null) return { kind: "invalid-token" };

  const user = findUserById(deps.db, userId)!;
  recordAuditEvent(deps.db, "password_reset", { userId, email: user.email, ip: client.ip }, now);
  deps.runLater(() => deps.mailer.send(passwordChangedMessage(user, new Date(now))));
  return { kind: "changed" };
}
