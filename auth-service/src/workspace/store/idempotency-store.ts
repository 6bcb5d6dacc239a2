// Idempotency keys of money-moving requests: claimed with the request's hash, answered in the same transaction.
import type { Db } from "../../db/database.ts";
import { fixedQuery } from "../../db/fixed-query.ts";

/**
 * Claims the key for this request: inserts it, or takes over a key older than `staleBefore` (kept 24 hours).
 * True when claimed. On PostgreSQL a claim made by a transaction still open waits for it to end, so a twin
 * request sees the first one's answer, never a half-done one.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { businessId: string; key: string; requestHash: string; now: number; staleBefore: number },
): Promise<boolean> {
  const { rows } = await claimKey(db, claim);
  return rows.length > 0;
}

const claimKey = fixedQuery(
  (db, claim: { businessId: string; key: string; requestHash: string; now: number; staleBefore: number }) =>
    db
      .insertInto("idempotency_keys")
      .values({
        business_id: claim.businessId,
        key: claim.key,
        request_hash: claim.requestHash,
        status_code: null,
        response: null,
        created_at: claim.now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["business_id", "key"])
          .doUpdateSet({ request_hash: claim.requestHash, status_code: null, response: null, created_at: claim.now })
          .where("idempotency_keys.created_at", "<", claim.staleBefore),
      )
      .returning("key"),
);

export async function findIdempotencyKey(db: Db, businessId: string, key: string) {
  return db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "status_code", "response"])
    .where("business_id", "=", businessId)
    .where("key", "=", key)
    .executeTakeFirst();
}

export async function recordIdempotentAnswer(
  db: Db,
  businessId: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await recordAnswer(db, { businessId, key, status: answer.status, body: answer.body });
}

const recordAnswer = fixedQuery((db, answer: { businessId: string; key: string; status: number; body: string }) =>
  db
    .updateTable("idempotency_keys")
    .set({ status_code: answer.status, response: answer.body })
    .where("business_id", "=", answer.businessId)
    .where("key", "=", answer.key),
);

export async function deleteIdempotencyKeysBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
