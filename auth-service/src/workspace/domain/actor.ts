// Who acts in the workspace, and how an action of theirs names them in the audit log.
import type { Caller } from "../../core/caller.ts";
import type { ClientInfo } from "../../core/deps.ts";

export interface Actor {
  caller: Caller;
  client: ClientInfo;
}

/** The audit row's subject when a member acts on their own business: they are the person and the actor. */
export function auditSubjectOf(actor: Actor, businessId: string) {
  return {
    userId: actor.caller.userId,
    email: actor.caller.email,
    ip: actor.client.ip,
    userAgent: actor.client.userAgent,
    actorId: actor.caller.userId,
    businessId,
  };
}
