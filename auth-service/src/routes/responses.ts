// Answers several routes share: the error shape for documentation, and the 429 of the abuse limits.
import { apiErrorSchema } from "@bank/contracts";
import type { FastifyReply } from "fastify";
import { retryAfterText } from "../auth/abuse-limits.ts";

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
    .header("retry-after", String(Math.ceil(retryAfterMs / 1000)))
    .send({ success: false, message: `Too many ${what}. ${retryAfterText(retryAfterMs)}` });
}
