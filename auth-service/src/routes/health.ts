// GET /api/health: 200 while the database answers, 503 while it does not (the proxy's health check): an instance
// that loses its database leaves the pool and rejoins by itself when the database returns.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.object({ engine: z.enum(["sqlite", "postgres"]), reachable: z.boolean() }),
});

const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { schema: { summary: "Liveness and database readiness", response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const { engine } = app.database;
        if (!(await app.database.isReachable())) {
          return reply.code(503).send({ status: "unavailable", database: { engine, reachable: false } });
        }
        return { status: "ok" as const, database: { engine, reachable: true } };
      },
    );
};

export default healthRoutes;
