// The preHandler of every /api/businesses/:businessId route: the caller, with their membership of that business, in
// one round trip (core/caller.ts); then the route's permission (workspace/domain/access.ts). Signed out: 401;
// not a member: 404, so a business's existence is never revealed; no permission: 403 with a code.
import { API_MESSAGES } from "@bank/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Caller, Membership } from "../../core/caller.ts";
import { checkAccess, isRefusal, type Need } from "../domain/access.ts";
import type { Refusal } from "../domain/outcome.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the workspace's guard: who calls, and their membership of the route's business. */
    workspace: { caller: Caller; membership: Membership } | null;
  }
}

/** Who acts in a guarded route, as the domain functions take it: the caller and the client they call from. */
export function actorOf(app: FastifyInstance, request: FastifyRequest) {
  return { caller: request.workspace!.caller, client: app.clientOf(request) };
}

/** Sends a domain function's refusal (workspace/domain/outcome.ts) as it is: its status, message and code. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  return reply.code(refusal.status).send({ success: false, message: refusal.message, code: refusal.code });
}

export function sendNotSignedIn(reply: FastifyReply) {
  return reply.code(401).send({ success: false, message: API_MESSAGES.notSignedIn });
}

/** The caller of a route that names no business (the list, invitation links), or null after answering 401. */
export async function callerOrRefuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller | null> {
  const caller = await app.identity.callerOf(app.sessionCookie.read(request), null);
  if (!caller) await sendNotSignedIn(reply);
  return caller;
}

export function memberGuard(app: FastifyInstance, need: Need): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const businessId = (request.params as { businessId?: string }).businessId ?? "";
    const caller = await app.identity.callerOf(app.sessionCookie.read(request), businessId);
    if (!caller) return sendNotSignedIn(reply);
    const outcome = checkAccess(caller, need, app.deps.now());
    if (isRefusal(outcome)) return reply.header("cache-control", "no-store").code(outcome.status).send(outcome.body);
    request.workspace = { caller, membership: outcome };
  };
}
