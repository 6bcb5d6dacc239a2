// GET /api/admin/audit: the audit log, newest first, filtered by type, customer and time, paged by cursor.
import { ADMIN_MESSAGES as M, AUDIT_PAGE_MAX, adminAuditPageSchema, adminAuditQuerySchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { auditLogPage, isValidUntil } from "../../auth/staff/audit-log.ts";
import { errorResponses } from "../responses.ts";

const auditRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/audit",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "One page of the audit log, newest first",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { until, limit } = request.query;
      if (limit !== undefined && Number(limit) > AUDIT_PAGE_MAX)
        return reply.code(400).send({ success: false, message: M.badLimit, errors: { limit: M.badLimit } });
      if (until !== undefined && !isValidUntil(until))
        return reply.code(400).send({ success: false, message: M.badTime, errors: { until: M.badTime } });
      return auditLogPage(app.deps, request.query);
    },
  );
};

export default auditRoutes;
