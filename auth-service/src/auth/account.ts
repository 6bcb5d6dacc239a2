// Accounts: creating one from a valid sign-up, and the user object the API may show.
import crypto from "node:crypto";
import type { SignUpData, User } from "@bank/contracts";
import { inTransaction } from "../db/database.ts";
import { findUserByEmail, insertUser, type UserRow } from "../db/users-store.ts";
import { accountExistsMessage } from "../mail/messages.ts";
import { SIGNUPS_PER_ADDRESS, limitKeys } from "./abuse-limits.ts";
import { chargeAttempt, settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { addressKey } from "../core/client-address.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { sendVerificationLink } from "./email-verification.ts";
import { siteLink } from "../core/site-links.ts";
import { HashingQueueFull, hashPassword, isCommonPassword, isHashingQueueFull } from "./password.ts";

/** The user as the API shows it: never a hash, secret or token. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    twoFactorEnabled: row.totp_secret !== null,
    emailVerified: row.email_verified_at !== null,
    ...(row.name_confirmation_due === 1 ? { nameConfirmationRequired: true as const } : {}),
  };
}

export type SignUpOutcome =
  { kind: "accepted" } | { kind: "common-password" } | { kind: "throttled"; retryAfterMs: number } | { kind: "busy" };

/**
 * A new address gets an account; a taken one gets the same answer after the same work (a hash, one write
 * transaction), its account is left as it was, and its owner is mailed (ASVS 5.0 6.3.8). So sign-up tells
 * nobody who banks here.
 */
export async function signUp(deps: ServiceDeps, data: SignUpData, client: ClientInfo): Promise<SignUpOutcome> {
  const { db } = deps;
  if (isCommonPassword(data.password)) return { kind: "common-password" };
  if (isHashingQueueFull()) return { kind: "busy" };
  const attempt = await chargeAttempt(
    db,
    [{ key: limitKeys.signUpAddress(addressKey(client.ip)), policy: SIGNUPS_PER_ADDRESS }],
    deps.now(),
  );
  if (attempt.kind === "throttled") return attempt;

  let passwordHash: string;
  try {
    passwordHash = await hashPassword(data.password);
  } catch (error) {
    if (!(error instanceof HashingQueueFull)) throw error;
    await settleAttempt(db, attempt, "step");
    return { kind: "busy" };
  }

  const now = deps.now();
  const { email, firstName, lastName, phoneNumber } = data;
  const newUser = { id: crypto.randomUUID(), email, firstName, lastName, phoneNumber, passwordHash, now };
  const existing = await inTransaction(db, async (trx): Promise<UserRow | undefined> => {
    if (await insertUser(trx, newUser)) {
      await recordAuditEvent(
        trx,
        "signup",
        { userId: newUser.id, email: data.email, ip: client.ip, userAgent: client.userAgent },
        now,
      );
      return undefined;
    }
    const owner = await findUserByEmail(trx, data.email);
    await recordAuditEvent(
      trx,
      "signup_existing_email",
      { userId: owner?.id ?? null, email: data.email, ip: client.ip, userAgent: client.userAgent },
      now,
    );
    return owner;
  });

  if (existing) {
    const links = { signIn: siteLink(deps.siteUrl, "/signin"), reset: siteLink(deps.siteUrl, "/forgot-password") };
    deps.runLater(() => deps.mailer.send(accountExistsMessage(existing, new Date(now), links)));
  } else {
    sendVerificationLink(deps, {
      id: newUser.id,
      email: data.email,
      first_name: data.firstName,
      email_verified_at: null,
    });
  }
  return { kind: "accepted" };
}
