// /api/businesses/:businessId/invitations: the waiting and recent invitations (manage), sending one (manage,
// step-up), and revoking one (manage).
import {
  WORKSPACE_MESSAGES as M,
  businessParamsSchema,
  invitationAnswerSchema,
  invitationListSchema,
  invitationParamsSchema,
  invitationRequestSchema,
  okResultSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { invite, listBusinessInvitations, revokeInvitation } from "../domain/invitations.ts";
import { actorOf, memberGuard, sendRefusal } from "./guard.ts";

const invitationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/invitations",
    {
      preHandler: memberGuard(app, { permission: "manage" }),
      schema: {
        summary: "Waiting invitations, then the last 30 days' others (manage)",
        params: businessParamsSchema,
        response: { 200: invitationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      invitations: await listBusinessInvitations(app.deps, app.identity, request.params.businessId),
    }),
  );

  typed.post(
    "/businesses/:businessId/invitations",
    {
      preHandler: memberGuard(app, { permission: "manage", stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Invite an address by mail; the same answer whether or not it has an account (manage, step-up)",
        params: businessParamsSchema,
        body: invitationRequestSchema,
        response: { 201: invitationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await invite(
        app.deps,
        app.identity,
        actorOf(app, request),
        request.params.businessId,
        request.body,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return reply.code(201).send({ success: true as const, invitation: outcome.value });
    },
  );

  typed.delete(
    "/businesses/:businessId/invitations/:invitationId",
    {
      preHandler: memberGuard(app, { permission: "manage" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Revoke a waiting invitation: its link stops working (manage)",
        params: invitationParamsSchema,
        response: { 200: okResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await revokeInvitation(
        app.deps,
        actorOf(app, request),
        request.params.businessId,
        request.params.invitationId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, message: M.invitationRevoked };
    },
  );
};

export default invitationRoutes;
