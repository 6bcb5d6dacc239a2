// Every SQL statement about users: accounts, password hashes and TOTP state.
import { prepared, type Db } from "./database.ts";

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  password_hash: string;
  email_verified_at: number | null;
  terms_accepted_at: number;
  /** Encrypted (AES-256-GCM) active TOTP secret, or null when 2FA is off. */
  totp_secret: string | null;
  /** Encrypted secret of an enrolment that has not been confirmed with a code yet. */
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  /** Raised by every change of password or second factor; a sign-in checked against an older one opens no session. */
  credential_version: number;
  created_at: number;
  updated_at: number;
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  passwordHash: string;
  now: number;
}

/** Inserts the user; false when the email is already taken (the UNIQUE constraint decides, so races are safe). */
export function insertUser(db: Db, user: NewUser): boolean {
  const result = prepared(
    db,
    `INSERT INTO users (id, email, first_name, last_name, phone_number, password_hash,
                          terms_accepted_at, created_at, updated_at)
       VALUES (@id, @email, @firstName, @lastName, @phoneNumber, @passwordHash, @now, @now, @now)
       ON CONFLICT (email) DO NOTHING`,
  ).run(user);
  return result.changes === 1;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return prepared(db, `SELECT * FROM users WHERE email = ?`).get(email) as UserRow | undefined;
}

/** The user's credential version now, or undefined when the user is gone. */
export function findCredentialVersion(db: Db, userId: string): number | undefined {
  const row = prepared(db, `SELECT credential_version FROM users WHERE id = ?`).get(userId) as
    { credential_version: number } | undefined;
  return row?.credential_version;
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return prepared(db, `SELECT * FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

export function setPendingTotpSecret(db: Db, userId: string, sealedSecret: string, now: number): void {
  prepared(db, `UPDATE users SET totp_pending_secret = ?, updated_at = ? WHERE id = ?`).run(sealedSecret, now, userId);
}

/**
 * Records that a TOTP time step was used, only if it is later than every step used before.
 * One UPDATE checks and records at once, so two requests racing with one code cannot both pass.
 */
export function claimTotpStep(db: Db, userId: string, step: number): boolean {
  const result = prepared(
    db,
    `UPDATE users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
  ).run(step, userId, step);
  return result.changes === 1;
}

/** Makes the pending secret the active one, if it is still the one the code was checked against. */
export function activatePendingTotpSecret(db: Db, userId: string, sealedSecret: string, now: number): boolean {
  const result = prepared(
    db,
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, updated_at = ?,
         credential_version = credential_version + 1
       WHERE id = ? AND totp_pending_secret = ? AND totp_secret IS NULL`,
  ).run(now, userId, sealedSecret);
  return result.changes === 1;
}

export function clearTotp(db: Db, userId: string, now: number): void {
  prepared(
    db,
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, updated_at = ?,
       credential_version = credential_version + 1
     WHERE id = ?`,
  ).run(now, userId);
}

export function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: number): void {
  prepared(
    db,
    `UPDATE users SET password_hash = ?, updated_at = ?, credential_version = credential_version + 1 WHERE id = ?`,
  ).run(passwordHash, now, userId);
}

export function markEmailVerified(db: Db, userId: string, email: string, now: number): boolean {
  return (
    prepared(
      db,
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, ?), updated_at = ? WHERE id = ? AND email = ?`,
    ).run(now, now, userId, email).changes === 1
  );
}
