// Every query about sessions. A session is found by the SHA-256 of its token, never the token itself.
import { sql, type Selectable } from "kysely";
import { lookupByKey, type Db } from "./database.ts";
import type { SessionsTable } from "./schema.ts";
import { isSecondFactor, signInProof, type SessionFactor } from "../auth/session-proof.ts";

export type SessionRow = Selectable<SessionsTable>;

export interface NewSession {
  tokenHash: string;
  userId: string;
  rememberMe: boolean;
  now: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
  /** What the sign-in proved. */
  factors: readonly SessionFactor[];
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      remember_me: session.rememberMe ? 1 : 0,
      created_at: session.now,
      last_active_at: session.now,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
      reauthenticated_at: session.now,
      ...signInProof(session.factors, session.now),
    })
    .execute();
}

/**
 * Every column of a session, named: a prepared statement that says `*` fails once a column is added (as a rolling
 * deployment's migration does under instances still running), one that names its columns does not.
 */
const SESSION_COLUMNS = Object.keys({
  token_hash: true,
  user_id: true,
  remember_me: true,
  created_at: true,
  last_active_at: true,
  expires_at: true,
  ended_at: true,
  end_reason: true,
  ip: true,
  user_agent: true,
  reauthenticated_at: true,
  sign_in_factors: true,
  step_up_factor: true,
  step_up_at: true,
  second_factor_at: true,
} satisfies Record<keyof SessionsTable, true>) as (keyof SessionsTable)[];

/** Read on every request that carries a session cookie: compiled once, and on PostgreSQL read many at a time. */
export const findSession = lookupByKey(
  (db, tokenHash) => db.selectFrom("sessions").select(SESSION_COLUMNS).where("token_hash", "=", tokenHash),
  {
    build: (db, tokenHashes) =>
      db
        .selectFrom("sessions")
        .select(SESSION_COLUMNS)
        .where("token_hash", "=", sql<string>`any(${tokenHashes})`),
    keyOf: (row) => row.token_hash,
  },
);

/** What says whether a session is still valid, and nothing else. */
const STATE_COLUMNS = ["token_hash", "ended_at", "end_reason", "expires_at", "remember_me", "last_active_at"] as const;
export type SessionState = Pick<SessionRow, (typeof STATE_COLUMNS)[number]>;

/** findSession for session-status polls, which need only the session's state: a narrower row costs less to read. */
export const findSessionState = lookupByKey(
  (db, tokenHash) => db.selectFrom("sessions").select(STATE_COLUMNS).where("token_hash", "=", tokenHash),
  {
    build: (db, tokenHashes) =>
      db
        .selectFrom("sessions")
        .select(STATE_COLUMNS)
        .where("token_hash", "=", sql<string>`any(${tokenHashes})`),
    keyOf: (row) => row.token_hash,
  },
);

/** Ends every open session of a user but one (or all), with a reason; returns how many ended. */
export async function endUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: number,
  exceptTokenHash = "",
): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ ended_at: now, end_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .where("token_hash", "<>", exceptTokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends one session if it is still open; returns whether it was. */
export async function endSession(db: Db, tokenHash: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ ended_at: now, end_reason: reason })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records a step-up's proof on an open session (a second factor also makes the session two-factor); false when
 * the session has ended meanwhile.
 */
export async function markSessionReauthenticated(
  db: Db,
  tokenHash: string,
  factor: SessionFactor,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({
      reauthenticated_at: now,
      step_up_factor: factor,
      step_up_at: now,
      ...(isSecondFactor(factor) ? { second_factor_at: now } : {}),
    })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Moves the session's proofs back to `at` (a second factor stays proven, only older): what a session looks like
 * when its sign-in was longer ago than step-up allows. For the browser tests, which cannot wait 10 minutes.
 */
export async function backdateSessionProofs(db: Db, tokenHash: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set((row) => ({
      reauthenticated_at: at,
      second_factor_at: row.case().when("second_factor_at", "is", null).then(null).else(at).end(),
    }))
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const touching = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Records activity on an open session. Requests of one session that arrive while its activity is being written
 * wait for that write instead of each writing the same row again: at the minute's turn, a busy page's requests
 * would otherwise queue a write (and on SQLite an fsync) each.
 */
export async function touchSession(db: Db, tokenHash: string, now: number): Promise<void> {
  if (db.isTransaction) return writeActivity(db, tokenHash, now);
  let inFlight = touching.get(db);
  if (!inFlight) touching.set(db, (inFlight = new Map()));
  const pending = inFlight.get(tokenHash);
  if (pending) return pending;
  const write = writeActivity(db, tokenHash, now).finally(() => inFlight.delete(tokenHash));
  inFlight.set(tokenHash, write);
  return write;
}

async function writeActivity(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_active_at: now })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .execute();
}

/**
 * Forgets sessions that ended, or passed their absolute expiry, before the cutoff. They are kept a while so
 * a stale tab can still learn why its session ended.
 */
export async function deleteSessionsOverBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((row) => row(row.fn.coalesce("ended_at", "expires_at"), "<", cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's newest session that has not ended (it may still have expired: the caller checks hasExpired). */
export async function findNewestOpenSession(db: Db, userId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
