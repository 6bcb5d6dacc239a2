// Single-use tokens for mailed links: 256 random bits for the link, only their SHA-256 in the database.
import { hashToken, newSecretToken } from "../core/secret-token.ts";
import type { Db } from "../db/database.ts";
import {
  findOneTimeToken,
  insertOneTimeToken,
  type OneTimeTokenRow,
  type TokenPurpose,
} from "../db/one-time-tokens-store.ts";

/** A new token for an address of the user (the current one, or the one an email change moves to), valid for `ttlMs`. */
export async function issueToken(
  db: Db,
  user: { id: string; email: string },
  purpose: TokenPurpose,
  ttlMs: number,
  now: number,
): Promise<string> {
  const token = newSecretToken();
  await insertOneTimeToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    email: user.email,
    now,
    expiresAt: now + ttlMs,
  });
  return token;
}

/** The token's row when it is unused and unexpired, else undefined. */
export async function findUsableToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<OneTimeTokenRow | undefined> {
  const row = await findOneTimeToken(db, hashToken(token), purpose);
  return row && row.used_at === null && row.expires_at > now ? row : undefined;
}
