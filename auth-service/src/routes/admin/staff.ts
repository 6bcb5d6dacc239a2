// /api/admin/staff: who the staff are (view), and a manager setting a person's permissions (manage, step-up).
import {
  ADMIN_MESSAGES as M,
  staffGrantResultSchema,
  staffGrantSchema,
  staffListSchema,
  staffMemberParamsSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { listStaffMembers, setStaffPermissions } from "../../auth/staff/staff-members.ts";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../responses.ts";

const staffRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/staff",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "Everyone with a staff permission",
        response: { 200: staffListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ staff: await listStaffMembers(app.deps.db) }),
  );

  typed.put(
    "/staff/:userId",
    {
      preHandler: app.requireStaff("manage", { stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Set a person's whole set of staff permissions; an empty set ends their access (manage, step-up)",
        params: staffMemberParamsSchema,
        body: staffGrantSchema,
        response: { 200: staffGrantResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await setStaffPermissions(
        app.deps.db,
        request.params.userId,
        request.body.permissions,
        { staff: request.signedIn!.user, client: app.clientOf(request), reason: request.body.reason },
        app.deps.now(),
      );
      if (outcome.kind === "not-found") return reply.code(404).send({ success: false, message: M.userNotFound });
      if (outcome.kind === "own-permissions")
        return reply.code(403).send({ success: false, message: M.ownPermissions });
      if (outcome.kind === "unverified")
        return reply.code(409).send({ success: false, emailNotVerified: true, message: M.unverifiedStaff });
      return { success: true as const, message: M.staffUpdated, member: outcome.member };
    },
  );
};

export default staffRoutes;
