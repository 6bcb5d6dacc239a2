// Every query about passkeys (WebAuthn credentials) and the challenges handed out to register or use them.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { ChallengePurpose, PasskeysTable } from "./schema.ts";

export type PasskeyRow = Selectable<PasskeysTable>;

export interface NewPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[] | undefined;
  deviceType: string;
  backedUp: boolean;
  now: number;
}

/** Inserts the passkey; false when its credential id is registered already (the primary key decides). */
export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<boolean> {
  const result = await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports ? JSON.stringify(passkey.transports) : null,
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp ? 1 : 0,
      created_at: passkey.now,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The user's passkeys, oldest first. */
export async function listUserPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom("passkeys")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Renames the passkey if it is the user's: another user's id is not found, like an unknown one. */
export async function renameUserPasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  return db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUserPasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).returningAll().executeTakeFirst();
}

/** Deletes every passkey of the user; returns how many there were. */
export async function deleteUserPasskeys(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("passkeys").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Records an assertion's counter, only if it rises above the stored one (or both are zero: an authenticator that
 * does not count) and the stored one is still the counter the assertion was checked against. One conditional
 * UPDATE: of two assertions racing with one counter value (on one instance or two), the second waits for the
 * first's row lock and then finds the counter moved. False also when the passkey was removed meanwhile.
 */
export async function recordPasskeyUse(
  db: Db,
  use: { id: string; oldCounter: number; newCounter: number; backedUp: boolean; now: number },
): Promise<boolean> {
  const rises = use.newCounter > use.oldCounter || (use.newCounter === 0 && use.oldCounter === 0);
  if (!rises) return false;
  const result = await db
    .updateTable("passkeys")
    .set({ counter: use.newCounter, backed_up: use.backedUp ? 1 : 0, last_used_at: use.now })
    .where("id", "=", use.id)
    .where("counter", "=", use.oldCounter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertChallenge(
  db: Db,
  challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    now: number;
    expiresAt: number;
    boundTo?: string | null;
  },
): Promise<void> {
  await db
    .insertInto("webauthn_challenges")
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
      bound_to: challenge.boundTo ?? null,
    })
    .execute();
}

/**
 * Marks the challenge used if it was handed out for this purpose (and, for a registration, to this user), and is
 * unused and unexpired, and bound to `boundTo` (a signing challenge's payment) or to nothing. One conditional UPDATE,
 * so a challenge opens at most one ceremony, whatever races.
 */
export async function spendChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: number,
  boundTo: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable("webauthn_challenges")
    .set({ used_at: now })
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where((row) => (userId === null ? row("user_id", "is", null) : row("user_id", "=", userId)))
    .where((row) => (boundTo === null ? row("bound_to", "is", null) : row("bound_to", "=", boundTo)))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteChallengesExpiredBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("webauthn_challenges").where("expires_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
