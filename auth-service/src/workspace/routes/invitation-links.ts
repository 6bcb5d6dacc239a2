// /api/invitations: what a mailed link shows anyone holding it (preview), and accepting it (signed in, with the
// invited address verified).
import {
  WORKSPACE_MESSAGES as M,
  invitationAcceptSchema,
  invitationAcceptedSchema,
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { acceptInvitation, previewInvitation } from "../domain/invitations.ts";
import { callerOrRefuse } from "./guard.ts";

const invitationLinkRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/invitations/preview",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Who invites the link's holder to what; 404 for a bad, used, revoked or expired link",
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const preview = await previewInvitation(app.deps, app.identity, request.query.token);
      if (!preview)
        return reply.code(404).send({ success: false, message: M.invitationNotFound, code: "invitationInvalid" });
      return preview;
    },
  );

  typed.post(
    "/invitations/accept",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Accept an invitation: signed in, with the invited address verified; 400 bad or used; 403 another address",
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = await callerOrRefuse(app, request, reply);
      if (!caller) return reply;
      const outcome = await acceptInvitation(
        app.deps,
        app.identity,
        { caller, client: app.clientOf(request) },
        request.body.token,
      );
      if (!outcome.ok)
        return reply.code(outcome.refusal.status).send({
          success: false,
          message: outcome.refusal.message,
          code: outcome.refusal.code,
          ...(outcome.refusal.code === "emailNotVerified" ? { emailNotVerified: true } : {}),
        });
      return { success: true as const, business: outcome.value };
    },
  );
};

export default invitationLinkRoutes;
