// Answers several routes share: the error shape for documentation, and the 429 of the abuse limits.
import { THROTTLED_WHAT, apiErrorSchema, throttledMessage } from "@bank/contracts";
import type { FastifyReply } from "fastify";
import { HASHING_BUSY_RETRY_MS } from "../auth/password.ts";

/** Documents the error statuses a route can answer, all with the one error shape. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

export function sendThrottled(reply: FastifyReply, retryAfterMs: number, what: string) {
  return reply
    .code(429)
    .header("retry-after", String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send({ success: false, message: throttledMessage(what, retryAfterMs) });
}

/** Every password check is taken (the hashing queue is full): nothing was counted, retry in a second. */
export function sendBusy(reply: FastifyReply) {
  return sendThrottled(reply, HASHING_BUSY_RETRY_MS, THROTTLED_WHAT.busy);
}
