// GET /api/health: 200 once the database answers, 503 while it does not.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { z } from "zod";
import { isDatabaseReachable } from "../db/database.ts";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { schema: { summary: "Liveness and database readiness", response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        if (!isDatabaseReachable(app.db)) return reply.code(503).send({ status: "unavailable" });
        return { status: "ok" as const };
      },
    );
};

export default healthRoutes;
