// Every SQL statement about sessions. A session is found by the SHA-256 of its token, never the token itself.
import { prepared, type Db } from "./database.ts";

export interface SessionRow {
  token_hash: string;
  user_id: string;
  remember_me: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  ended_at: number | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** When the user last proved it was them (a sign-in or a re-authentication), for step-up. */
  reauthenticated_at: number;
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  rememberMe: boolean;
  now: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
}

export function insertSession(db: Db, session: NewSession): void {
  prepared(
    db,
    `INSERT INTO sessions (token_hash, user_id, remember_me, created_at, last_active_at, expires_at, ip, user_agent,
                           reauthenticated_at)
     VALUES (@tokenHash, @userId, @rememberMe, @now, @now, @expiresAt, @ip, @userAgent, @now)`,
  ).run({ ...session, rememberMe: session.rememberMe ? 1 : 0 });
}

export function findSession(db: Db, tokenHash: string): SessionRow | undefined {
  return prepared(db, `SELECT * FROM sessions WHERE token_hash = ?`).get(tokenHash) as SessionRow | undefined;
}

/** Ends every open session of a user but one (or all), with a reason; returns how many ended. */
export function endUserSessions(db: Db, userId: string, reason: string, now: number, exceptTokenHash = ""): number {
  return prepared(
    db,
    `UPDATE sessions SET ended_at = ?, end_reason = ?
       WHERE user_id = ? AND ended_at IS NULL AND token_hash <> ?`,
  ).run(now, reason, userId, exceptTokenHash).changes;
}

/** Ends one session if it is still open; returns whether it was. */
export function endSession(db: Db, tokenHash: string, reason: string, now: number): boolean {
  return (
    prepared(db, `UPDATE sessions SET ended_at = ?, end_reason = ? WHERE token_hash = ? AND ended_at IS NULL`).run(
      now,
      reason,
      tokenHash,
    ).changes === 1
  );
}

/** Records a fresh proof on an open session; false when the session has ended meanwhile. */
export function markSessionReauthenticated(db: Db, tokenHash: string, now: number): boolean {
  return (
    prepared(db, `UPDATE sessions SET reauthenticated_at = ? WHERE token_hash = ? AND ended_at IS NULL`).run(
      now,
      tokenHash,
    ).changes === 1
  );
}

export function touchSession(db: Db, tokenHash: string, now: number): void {
  prepared(db, `UPDATE sessions SET last_active_at = ? WHERE token_hash = ? AND ended_at IS NULL`).run(now, tokenHash);
}

/**
 * Forgets sessions that ended, or passed their absolute expiry, before the cutoff. They are kept a while so
 * a stale tab can still learn why its session ended.
 */
export function deleteSessionsOverBefore(db: Db, cutoff: number): number {
  return prepared(db, `DELETE FROM sessions WHERE coalesce(ended_at, expires_at) < ?`).run(cutoff).changes;
}
