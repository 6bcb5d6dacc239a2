// /api/businesses/:businessId/members: the team (view), a member's permissions (manage, step-up), removal (manage,
// step-up) or leaving (oneself).
import {
  WORKSPACE_MESSAGES as M,
  memberAnswerSchema,
  memberChangeSchema,
  memberListSchema,
  memberParamsSchema,
  businessParamsSchema,
  okResultSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { checkAccess, isRefusal } from "../domain/access.ts";
import { changeMember, listTeam, removeMember } from "../domain/team.ts";
import { memberGuard, sendRefusal } from "./guard.ts";

const memberRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/members",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's members with their permissions (view)",
        params: businessParamsSchema,
        response: { 200: memberListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ members: await listTeam(app.deps.db, app.identity, request.params.businessId) }),
  );

  typed.put(
    "/businesses/:businessId/members/:userId",
    {
      preHandler: memberGuard(app, { permission: "manage", stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Set a member's permissions; nobody changes their own; only an owner sets owner (manage, step-up)",
        params: memberParamsSchema,
        body: memberChangeSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { caller } = request.workspace!;
      const outcome = await changeMember(
        app.deps,
        app.identity,
        { caller, client: app.clientOf(request) },
        request.params.businessId,
        request.params.userId,
        request.body,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, member: outcome.value };
    },
  );

  typed.delete(
    "/businesses/:businessId/members/:userId",
    {
      // Any member may leave; removing someone else needs manage and a fresh second factor, checked below.
      preHandler: memberGuard(app, { permission: "member" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Remove a member (manage, step-up), or leave the business (oneself); the last owner stays",
        params: memberParamsSchema,
        response: { 200: okResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { caller } = request.workspace!;
      const leaving = request.params.userId === caller.userId;
      if (!leaving) {
        const access = checkAccess(caller, { permission: "manage", stepUp: true }, app.deps.now());
        if (isRefusal(access)) return reply.code(access.status).send(access.body);
      }
      const outcome = await removeMember(
        app.deps,
        app.identity,
        { caller, client: app.clientOf(request) },
        request.params.businessId,
        request.params.userId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, message: leaving ? M.leftBusiness : M.memberRemoved };
    },
  );
};

export default memberRoutes;
