// Every query about recovery codes, kept only as keyed hashes; a used code keeps its row with used_at set.
import type { Db } from "./database.ts";

/** Deletes the user's codes, used or not, and stores a new set. Run it in a transaction, so no moment has neither. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: readonly string[],
  now: number,
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  await db
    .insertInto("recovery_codes")
    .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: now, used_at: null })))
    .execute();
}

/** Deletes the user's codes, used or not; returns how many there were. */
export async function deleteRecoveryCodes(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("recovery_codes").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Marks the code used if it is the user's and still unused. One conditional UPDATE checks and spends at once: of
 * two requests spending one code, on one instance or two, the second waits for the first's row lock and then finds
 * it used.
 */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll().as("unused"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.unused ?? 0);
}
