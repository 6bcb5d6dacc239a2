// Sessions: 256-bit tokens kept by the browser, their SHA-256 kept here; one open session per user.
import crypto from "node:crypto";
import { inTransaction, type Db } from "../db/database.ts";
import {
  endSession,
  endUserSessions,
  findSession,
  findSessionState,
  insertSession,
  touchSession,
  type SessionRow,
  type SessionState,
} from "../db/sessions-store.ts";
import { lockCredentialVersion } from "../db/users-store.ts";
import type { SessionFactor } from "./session-proof.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A browser-session sign-in lasts at most 12 h and ends after 30 min without activity. */
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
export const SESSION_IDLE_MS = 30 * MINUTE;
/**
 * "Remember me": a persistent cookie that survives a browser restart, within NIST SP 800-63B-4's bounds for a
 * second-factor login (AAL2): 24 h at most, and 1 h without activity.
 */
export const REMEMBERED_SESSION_MS = 24 * HOUR;
export const REMEMBERED_IDLE_MS = HOUR;
/** Activity is written at most once a minute, so busy pages do not turn reads into writes. */
export const ACTIVITY_WRITE_INTERVAL_MS = MINUTE;

export type SessionEndReason =
  | "new_device"
  | "expired"
  | "signed_out"
  | "no_session"
  // Ended by the owner's change of password (every other session) or of sign-in address (every session).
  | "password_changed"
  | "email_changed"
  // The address was proven for the first time: whatever signed in before that proof may have been a stranger.
  | "address_verified";

export function generateSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  // One-shot: no Hash object per request (this runs on every request that carries a session cookie).
  return crypto.hash("sha256", token, "hex");
}

export interface CreatedSession {
  token: string;
  expiresAt: number;
  /** How many sessions of the user this sign-in ended (reason new_device). */
  endedOthers: number;
}

/**
 * Opens a session and, in the same transaction, ends every other open session of the user with reason
 * new_device: the last sign-in wins, at once, with no cache to let an ended session live on. The user's row is
 * locked first, so two sign-ins of one user (on two instances) take turns: the second ends the first's session.
 * `credentialVersion` is the user's version the password or code was checked against: when a reset or a 2FA
 * change has committed since, the check is stale and no session opens (null).
 */
export async function createSession(
  db: Db,
  user: { id: string; credentialVersion: number },
  options: { rememberMe: boolean; ip: string | null; userAgent: string | null; factors: readonly SessionFactor[] },
  now: number,
): Promise<CreatedSession | null> {
  const token = generateSessionToken();
  const userId = user.id;
  const expiresAt = now + (options.rememberMe ? REMEMBERED_SESSION_MS : SESSION_ABSOLUTE_MS);
  const endedOthers = await inTransaction(db, async (trx): Promise<number | null> => {
    if ((await lockCredentialVersion(trx, userId)) !== user.credentialVersion) return null;
    const ended = await endUserSessions(trx, userId, "new_device", now);
    await insertSession(trx, {
      tokenHash: hashSessionToken(token),
      userId,
      rememberMe: options.rememberMe,
      now,
      expiresAt,
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      factors: options.factors,
    });
    return ended;
  });
  return endedOthers === null ? null : { token, expiresAt, endedOthers };
}

export type SessionCheck = { valid: true; session: SessionRow } | { valid: false; reason: SessionEndReason | string };

/**
 * What a token's session is now. `activity` is true for requests made by the user (not status polls):
 * they keep a browser session from idling out.
 */
export async function checkSession(
  db: Db,
  token: string | undefined,
  now: number,
  activity: boolean,
): Promise<SessionCheck> {
  return check(db, token, now, activity, findSession);
}

/** checkSession for a status poll: the same rules (and an expired session ended), on the session's state only. */
export async function checkSessionState(
  db: Db,
  token: string | undefined,
  now: number,
): Promise<{ valid: true } | { valid: false; reason: SessionEndReason | string }> {
  return check(db, token, now, false, findSessionState);
}

async function check<Session extends SessionState>(
  db: Db,
  token: string | undefined,
  now: number,
  activity: boolean,
  find: (db: Db, tokenHash: string) => Promise<Session | undefined>,
): Promise<{ valid: true; session: Session } | { valid: false; reason: SessionEndReason | string }> {
  if (!token) return { valid: false, reason: "no_session" };
  const tokenHash = hashSessionToken(token);
  const session = await find(db, tokenHash);
  if (!session) return { valid: false, reason: "no_session" };
  if (session.ended_at !== null) return { valid: false, reason: session.end_reason ?? "signed_out" };
  if (hasExpired(session, now)) {
    await endSession(db, tokenHash, "expired", now);
    return { valid: false, reason: "expired" };
  }
  if (activity && now - session.last_active_at >= ACTIVITY_WRITE_INTERVAL_MS) await touchSession(db, tokenHash, now);
  return { valid: true, session };
}

/** Absolute expiry, or idle longer than the session's kind allows (activity is written at most once a minute). */
export function hasExpired(
  session: Pick<SessionRow, "expires_at" | "remember_me" | "last_active_at">,
  now: number,
): boolean {
  if (now >= session.expires_at) return true;
  const idleLimit = session.remember_me === 1 ? REMEMBERED_IDLE_MS : SESSION_IDLE_MS;
  return now - session.last_active_at >= idleLimit;
}

/** Ends the token's session (sign-out); true when it was open. */
export async function endSessionByToken(
  db: Db,
  token: string,
  reason: SessionEndReason,
  now: number,
): Promise<boolean> {
  return endSession(db, hashSessionToken(token), reason, now);
}
