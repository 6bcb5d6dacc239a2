// Idempotency-Key on every request that moves money: the first request with a key does its work and its answer is
// kept with the key, in the same transaction as the money; the same key with the same body answers that again and
// moves nothing; the same key with another body is 409. Keys are the business's own and kept 24 hours.
import crypto from "node:crypto";
import {
  IDEMPOTENCY_KEY_TTL_MS,
  LEDGER_MESSAGES as M,
  type MoneyRefusalCode,
  type PaymentRefusalCode,
} from "@bank/contracts";
import { inTransaction, type Db } from "../../db/database.ts";
import { claimIdempotencyKey, findIdempotencyKey, recordIdempotentAnswer } from "../store/idempotency-store.ts";

/** What a money route answers: its status and body (a refusal's too, so a retry gets the same refusal). */
export interface Answer {
  status: number;
  body: unknown;
}

/** The hash that tells two requests with one key apart: the route, the business and the body, keys sorted. */
export function requestHash(route: string, businessId: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(`${route}\n${businessId}\n${canonicalJson(body)}`)
    .digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Runs `work` once per key: inside one transaction, claims the key, runs the work and keeps its answer. A key seen
 * before answers its kept answer (same body) or 409 (another body).
 */
export async function onceForKey(
  db: Db,
  request: { businessId: string; key: string; hash: string; now: number },
  work: (trx: Db, now: number) => Promise<Answer>,
): Promise<Answer> {
  return inTransaction(db, async (trx): Promise<Answer> => {
    const claimed = await claimIdempotencyKey(trx, {
      businessId: request.businessId,
      key: request.key,
      requestHash: request.hash,
      now: request.now,
      staleBefore: request.now - IDEMPOTENCY_KEY_TTL_MS,
    });
    if (!claimed) {
      const kept = await findIdempotencyKey(trx, request.businessId, request.key);
      if (kept && kept.request_hash !== request.hash)
        return refusalAnswer(409, "idempotencyKeyReused", M.idempotencyKeyReused);
      if (!kept || kept.status_code === null || kept.response === null)
        return refusalAnswer(409, "idempotencyKeyInFlight", M.idempotencyKeyInFlight);
      return { status: kept.status_code, body: JSON.parse(kept.response) };
    }
    const answer = await work(trx, request.now);
    await recordIdempotentAnswer(trx, request.businessId, request.key, {
      status: answer.status,
      body: JSON.stringify(answer.body),
    });
    return answer;
  });
}

export function refusalAnswer(
  status: number,
  code: MoneyRefusalCode | PaymentRefusalCode,
  message: string,
  errors?: Record<string, string>,
): Answer {
  return { status, body: { success: false, message, code, ...(errors ? { errors } : {}) } };
}
