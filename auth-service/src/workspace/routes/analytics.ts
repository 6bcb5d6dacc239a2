// /api/businesses/:businessId/analytics: money in and out by month, balances over time and the runway (view).
import { analyticsQuerySchema, analyticsSchema, businessParamsSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { businessAnalytics } from "../domain/analytics.ts";
import { memberGuard } from "./guard.ts";

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/analytics",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "Money in and out by month over 12 months, each month's closing balance, and the runway at the last three months' net burn (view)",
        params: businessParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      businessAnalytics(app.deps.db, request.params.businessId, request.query.currency ?? "USD", app.deps.now()),
  );
};

export default analyticsRoutes;
