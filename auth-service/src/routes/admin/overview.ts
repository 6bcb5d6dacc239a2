// GET /api/admin/overview: sign-ins, failures, lockouts and new-device notices, by hour and by day.
import { adminOverviewSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { overview } from "../../auth/staff/audit-log.ts";
import { errorResponses } from "../responses.ts";

const overviewRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/overview",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "Counts of the audit trail over the last 24 hours and 7 days",
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => overview(app.deps),
  );
};

export default overviewRoutes;
