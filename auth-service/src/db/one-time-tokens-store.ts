// Every query about single-use tokens (password reset, email verification, email change), kept only as hashes.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { OneTimeTokensTable, TokenPurpose } from "./schema.ts";

export type { TokenPurpose } from "./schema.ts";
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;

export async function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; userId: string; purpose: TokenPurpose; email: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto("one_time_tokens")
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function findOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
}

/**
 * Marks the token used if it still is unused and unexpired. One conditional UPDATE: of two requests spending it
 * at once, on one instance or two, the second waits for the first's row lock and then finds it used.
 */
export async function spendOneTimeToken(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Spends every unused token of a purpose for a user, so only the newest link works. */
export async function spendUserTokens(db: Db, userId: string, purpose: TokenPurpose, now: number): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/** Spends every unused token of a user, whatever its purpose: the links mailed so far stop working. */
export async function spendAllUserTokens(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function deleteTokensExpiredBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom("one_time_tokens").where("expires_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
