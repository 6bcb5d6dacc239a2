// Every SQL statement about single-use tokens (password reset, email verification), kept only as hashes.
import { prepared, type Db } from "./database.ts";

export type TokenPurpose = "password_reset" | "email_verification";

export interface OneTimeTokenRow {
  token_hash: string;
  user_id: string;
  purpose: TokenPurpose;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; userId: string; purpose: TokenPurpose; email: string; now: number; expiresAt: number },
): void {
  prepared(
    db,
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
     VALUES (@tokenHash, @userId, @purpose, @email, @now, @expiresAt)`,
  ).run(token);
}

export function findOneTimeToken(db: Db, tokenHash: string, purpose: TokenPurpose): OneTimeTokenRow | undefined {
  return prepared(db, `SELECT * FROM one_time_tokens WHERE token_hash = ? AND purpose = ?`).get(tokenHash, purpose) as
    OneTimeTokenRow | undefined;
}

/** Marks the token used if it still is unused and unexpired; one UPDATE, so it can be spent only once. */
export function spendOneTimeToken(db: Db, tokenHash: string, now: number): boolean {
  return (
    prepared(
      db,
      `UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
    ).run(now, tokenHash, now).changes === 1
  );
}

/** Spends every unused token of a purpose for a user, so only the newest link works. */
export function spendUserTokens(db: Db, userId: string, purpose: TokenPurpose, now: number): void {
  prepared(db, `UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL`).run(
    now,
    userId,
    purpose,
  );
}

export function deleteTokensExpiredBefore(db: Db, cutoff: number): number {
  return prepared(db, `DELETE FROM one_time_tokens WHERE expires_at < ?`).run(cutoff).changes;
}
