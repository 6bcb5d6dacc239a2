// Accounts: creating one from a valid sign-up, and the user object the API may show.
import crypto from "node:crypto";
import type { SignUpData, User } from "@bank/contracts";
import { findUserByEmail, insertUser, type UserRow } from "../db/users-store.ts";
import { SIGNUP_PER_IP, blockedFor, limitKeys, recordFailure } from "./abuse-limits.ts";
import { recordAuditEvent } from "./audit.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { sendVerificationLink } from "./email-verification.ts";
import { hashPassword, isCommonPassword } from "./password.ts";

/** The user as the API shows it: never a hash, secret or token. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    twoFactorEnabled: row.totp_secret !== null,
    emailVerified: row.email_verified_at !== null,
  };
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer or less predictable one.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists. Sign in instead.";

export type SignUpOutcome =
  | { kind: "created"; user: User }
  | { kind: "common-password" }
  | { kind: "email-taken" }
  | { kind: "throttled"; retryAfterMs: number };

export async function signUp(deps: AuthDeps, data: SignUpData, client: ClientInfo): Promise<SignUpOutcome> {
  const { db } = deps;
  const ipKey = limitKeys.signUpIp(client.ip);
  const blocked = blockedFor(db, ipKey, deps.now());
  if (blocked > 0) return { kind: "throttled", retryAfterMs: blocked };

  if (isCommonPassword(data.password)) {
    recordFailure(db, ipKey, SIGNUP_PER_IP, deps.now());
    return { kind: "common-password" };
  }
  if (findUserByEmail(db, data.email)) {
    recordFailure(db, ipKey, SIGNUP_PER_IP, deps.now());
    return { kind: "email-taken" };
  }

  const passwordHash = await hashPassword(data.password);
  const id = crypto.randomUUID();
  const now = deps.now();
  const inserted = insertUser(db, {
    id,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    phoneNumber: data.phoneNumber,
    passwordHash,
    now,
  });
  if (!inserted) {
    // Another request took the address while this one was hashing.
    recordFailure(db, ipKey, SIGNUP_PER_IP, now);
    return { kind: "email-taken" };
  }
  recordAuditEvent(db, "signup", { userId: id, email: data.email, ip: client.ip }, now);
  const row = findUserByEmail(db, data.email);
  if (!row) throw new Error("The account just created cannot be read back");
  sendVerificationLink(deps, row);
  return { kind: "created", user: toPublicUser(row) };
}
