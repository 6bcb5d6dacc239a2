// Email verification: sign-up mails a single-use link (24 hours); a signed-in user can ask for a new one.
import { spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { markEmailVerified, type UserRow } from "../db/users-store.ts";
import { emailVerificationMessage } from "../mail/messages.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { chargeAttempt } from "./attempts.ts";
import { recordAuditEvent } from "./audit.ts";
import type { AuthDeps } from "./deps.ts";
import { findUsableToken, hashToken, issueToken, linkWithToken } from "./one-time-token.ts";

const HOUR = 3_600_000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR;
/** Every resend mails, so each one is charged and none is given back. */
const RESENDS_PER_USER = windowPolicy(3, HOUR, "refund");

/** Mails a fresh link (earlier ones stop working), after the answer has gone. */
export function sendVerificationLink(
  deps: AuthDeps,
  user: Pick<UserRow, "id" | "email" | "first_name" | "email_verified_at">,
): void {
  const now = deps.now();
  deps.runLater(async () => {
    spendUserTokens(deps.db, user.id, "email_verification", now);
    const token = issueToken(deps.db, user, "email_verification", VERIFICATION_TOKEN_TTL_MS, now);
    const link = linkWithToken(deps.siteUrl, "/email-verification", token);
    await deps.mailer.send(emailVerificationMessage(user, link));
  });
}

export type VerifyOutcome = { kind: "verified" } | { kind: "invalid-token" };

export function verifyEmail(deps: AuthDeps, token: string): VerifyOutcome {
  const now = deps.now();
  const verified = deps.db
    .transaction(() => {
      const row = findUsableToken(deps.db, token, "email_verification", now);
      if (!row || !spendOneTimeToken(deps.db, hashToken(token), now)) return null;
      // The link verifies the address it was sent to, and only while the account still uses it.
      return markEmailVerified(deps.db, row.user_id, row.email, now) ? row : null;
    })
    .immediate();
  if (!verified) return { kind: "invalid-token" };
  recordAuditEvent(deps.db, "email_verified", { userId: verified.user_id, email: verified.email }, now);
  return { kind: "verified" };
}

export type ResendOutcome =
  { kind: "sent" } | { kind: "already-verified" } | { kind: "throttled"; retryAfterMs: number };

export function resendVerification(deps: AuthDeps, user: UserRow): ResendOutcome {
  if (user.email_verified_at !== null) return { kind: "already-verified" };
  const attempt = chargeAttempt(
    deps.db,
    [{ key: limitKeys.verificationResend(user.id), policy: RESENDS_PER_USER }],
    deps.now(),
  );
  if (attempt.kind === "throttled") return attempt;
  sendVerificationLink(deps, user);
  return { kind: "sent" };
}
