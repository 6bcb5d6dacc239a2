// Changing the sign-in address: a single-use link (30 minutes) mailed to the new address makes the change, and the
// current address is told. Asking tells nobody whether the new address banks here: the same answer after the same
// work, with everything that depends on it done after the answer has gone (as a password reset request does).
import { inTransaction, isUniqueViolation } from "../db/database.ts";
import { spendAllUserTokens, spendOneTimeToken, spendUserTokens } from "../db/one-time-tokens-store.ts";
import { endUserSessions } from "../db/sessions-store.ts";
import { changeUserEmail, findUserByEmail, lockUserById, type UserRow } from "../db/users-store.ts";
import {
  emailChangeBlockedMessage,
  emailChangeConfirmedMessage,
  emailChangeLinkMessage,
  emailChangeRequestedMessage,
  emailChangedMessage,
} from "../mail/messages.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { chargeAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { findUsableToken, issueToken } from "./one-time-token.ts";
import { linkWithToken, siteLink } from "../core/site-links.ts";
import { hashToken } from "../core/secret-token.ts";

const MINUTE = 60_000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 30 * MINUTE;
/** Every request mails (the current address, and the new one or its owner), so each is charged and none given back. */
const EMAIL_CHANGES_PER_USER = windowPolicy(5, 60 * MINUTE, "refund");
/** Requests naming one new address, from any account: its mailbox cannot be flooded with links or notices. */
const EMAIL_CHANGES_PER_ADDRESS = windowPolicy(5, 60 * MINUTE, "refund");

/** The site page that reads `?change=` and confirms it. */
const CONFIRM_PAGE = "/email-verification";
const CONFIRM_PARAMETER = "change";

export type EmailChangeRequestOutcome =
  { kind: "accepted" } | { kind: "same-address" } | { kind: "throttled"; retryAfterMs: number };

/** The same answer, at once, whether or not `newEmail` is taken; who is mailed what is decided after it. */
export async function requestEmailChange(
  deps: ServiceDeps,
  user: UserRow,
  newEmail: string,
  client: ClientInfo,
): Promise<EmailChangeRequestOutcome> {
  if (newEmail === user.email) return { kind: "same-address" };
  const now = deps.now();
  const attempt = await chargeAttempt(
    deps.db,
    [
      { key: limitKeys.emailChangeUser(user.id), policy: EMAIL_CHANGES_PER_USER },
      { key: limitKeys.emailChangeAddress(newEmail), policy: EMAIL_CHANGES_PER_ADDRESS },
    ],
    now,
  );
  if (attempt.kind === "throttled") return attempt;
  const subject = { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent };
  await recordAuditEvent(deps.db, "email_change_requested", subject, now, { newEmail });

  deps.runLater(async () => {
    const owner = await findUserByEmail(deps.db, newEmail);
    // A newer request replaces any earlier link, whether or not this one gets a link of its own.
    const token = await inTransaction(deps.db, async (trx) => {
      await spendUserTokens(trx, user.id, "email_change", now);
      if (owner) return null;
      return issueToken(trx, { id: user.id, email: newEmail }, "email_change", EMAIL_CHANGE_TOKEN_TTL_MS, now);
    });
    if (token === null) {
      await deps.mailer.send(emailChangeBlockedMessage(owner!, new Date(now)));
    } else {
      const link = linkWithToken(deps.siteUrl, CONFIRM_PAGE, token, CONFIRM_PARAMETER);
      await deps.mailer.send(emailChangeLinkMessage(newEmail, link));
    }
    const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
    const resetLink = siteLink(deps.siteUrl, "/forgot-password");
    await deps.mailer.send(emailChangeRequestedMessage(user, newEmail, place, resetLink));
  });
  return { kind: "accepted" };
}

export type EmailChangeConfirmOutcome = { kind: "changed" } | { kind: "invalid-token" } | { kind: "address-taken" };

/**
 * Spends the link's token and moves the account to its address, verified, in one transaction that also raises
 * the credential version, ends every session (the sign-in name changed) and spends every link mailed so far
 * (a reset link in the old mailbox must not outlive the move). If the address was taken meanwhile, the UNIQUE
 * index refuses the move and nothing changes, the token included.
 */
export async function confirmEmailChange(
  deps: ServiceDeps,
  token: string,
  client: ClientInfo,
): Promise<EmailChangeConfirmOutcome> {
  const now = deps.now();
  let changed: { before: UserRow; newEmail: string } | null;
  try {
    changed = await inTransaction(deps.db, async (trx) => {
      const row = await findUsableToken(trx, token, "email_change", now);
      if (!row || !(await spendOneTimeToken(trx, hashToken(token), now))) return null;
      const before = await lockUserById(trx, row.user_id);
      if (!before || !(await changeUserEmail(trx, row.user_id, row.email, now))) return null;
      await endUserSessions(trx, row.user_id, "email_changed", now);
      await spendAllUserTokens(trx, row.user_id, now);
      const subject = { userId: row.user_id, email: row.email, ip: client.ip, userAgent: client.userAgent };
      await recordAuditEvent(trx, "email_changed", subject, now, { previousEmail: before.email });
      return { before, newEmail: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "address-taken" };
    throw error;
  }
  if (!changed) return { kind: "invalid-token" };

  const { before, newEmail } = changed;
  const after = { ...before, email: newEmail, email_verified_at: now };
  deps.runLater(async () => {
    await deps.mailer.send(emailChangedMessage(before, newEmail, new Date(now)));
    await deps.mailer.send(emailChangeConfirmedMessage(after, siteLink(deps.siteUrl, "/signin")));
  });
  return { kind: "changed" };
}
