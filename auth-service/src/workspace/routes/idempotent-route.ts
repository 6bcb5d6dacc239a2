// How a route that moves money answers: it needs an Idempotency-Key (400 without one), runs its work once per key
// (domain/idempotency.ts), after the business's earlier movements in this instance (ledger/business-queue.ts), and
// sends the answer that was kept with the key, whether it is this request's or a twin's.
import { IDEMPOTENCY_KEY_PATTERN, LEDGER_MESSAGES as M } from "@bank/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { onceForKey, requestHash, type Answer } from "../domain/idempotency.ts";

export async function sendOnceForKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Db, now: number) => Promise<Answer>,
) {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return reply.code(400).send({ success: false, message: M.idempotencyKeyMissing, code: "idempotencyKeyMissing" });
  }
  // The guard's business: the route's own, or (a sandbox route naming a payment) the payment's.
  const businessId = request.workspace?.membership.businessId ?? (request.params as { businessId: string }).businessId;
  const hash = requestHash(routeOf(request), businessId, request.body);
  // The clock is read when the movement's turn comes, not when it was queued.
  const answer = await app.businessQueue.run(businessId, () =>
    onceForKey(app.deps.db, { businessId, key, hash, now: app.deps.now() }, work),
  );
  return reply.code(answer.status).send(answer.body);
}

/**
 * What a key's request was sent to: the method, the route and the ids its path names besides the business (the card
 * of an authorisation, the payment of a return), so one key with one body sent to two cards is two requests (409 for
 * the second), not the first card's answer given again.
 */
function routeOf(request: FastifyRequest): string {
  const { businessId: _business, ...named } = (request.params ?? {}) as Record<string, string>;
  const ids = Object.keys(named)
    .sort()
    .map((name) => `${name}=${named[name]}`)
    .join("&");
  return `${request.method} ${request.routeOptions.url}${ids ? ` ${ids}` : ""}`;
}

/** A domain answer sent as it is (the routes that need no key: quotes). */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  return reply.code(answer.status).send(answer.body);
}
