// Email verification: sign-up mails a single-use link (24 hours); a signed-in user can ask for a new one.
import { inTransaction } from "../db/database.ts";
import { spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { lockUserById, type UserRow } from "../db/users-store.ts";
import { emailVerificationMessage } from "../mail/messages.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { chargeAttempt } from "./attempts.ts";
import { proveAddress } from "./address-proof.ts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps } from "../core/deps.ts";
import { findUsableToken, issueToken } from "./one-time-token.ts";
import { linkWithToken } from "../core/site-links.ts";
import { hashToken } from "../core/secret-token.ts";

const HOUR = 3_600_000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR;
/** Every resend mails, so each one is charged and none is given back. */
const RESENDS_PER_USER = windowPolicy(3, HOUR, "refund");

/** Mails a fresh link (earlier ones stop working), after the answer has gone. */
export function sendVerificationLink(
  deps: ServiceDeps,
  user: Pick<UserRow, "id" | "email" | "first_name" | "email_verified_at">,
): void {
  const now = deps.now();
  deps.runLater(async () => {
    await spendUserTokens(deps.db, user.id, "email_verification", now);
    const token = await issueToken(deps.db, user, "email_verification", VERIFICATION_TOKEN_TTL_MS, now);
    const link = linkWithToken(deps.siteUrl, "/email-verification", token);
    await deps.mailer.send(emailVerificationMessage(user, link));
  });
}

/** `signInAgain`: this was the address's first proof, which ended every session of the account (address-proof.ts). */
export type VerifyOutcome = { kind: "verified"; signInAgain: boolean } | { kind: "invalid-token" };

export async function verifyEmail(deps: ServiceDeps, token: string): Promise<VerifyOutcome> {
  const now = deps.now();
  const verified = await inTransaction(deps.db, async (trx) => {
    const row = await findUsableToken(trx, token, "email_verification", now);
    if (!row || !(await spendOneTimeToken(trx, hashToken(token), now))) return null;
    const user = await lockUserById(trx, row.user_id);
    if (!user) return null;
    // The link verifies the address it was sent to, and only while the account still uses it.
    const proof = await proveAddress(trx, user, row.email, now);
    if (proof.kind === "not-current") return null;
    await recordAuditEvent(trx, "email_verified", { userId: row.user_id, email: row.email }, now);
    return proof;
  });
  if (!verified) return { kind: "invalid-token" };
  return { kind: "verified", signInAgain: verified.kind === "first-proof" };
}

export type ResendOutcome =
  { kind: "sent" } | { kind: "already-verified" } | { kind: "throttled"; retryAfterMs: number };

export async function resendVerification(deps: ServiceDeps, user: UserRow): Promise<ResendOutcome> {
  if (user.email_verified_at !== null) return { kind: "already-verified" };
  const attempt = await chargeAttempt(
    deps.db,
    [{ key: limitKeys.verificationResend(user.id), policy: RESENDS_PER_USER }],
    deps.now(),
  );
  if (attempt.kind === "throttled") return attempt;
  sendVerificationLink(deps, user);
  return { kind: "sent" };
}
