import type { FastifyPluginAsync } from "fastify";
import { isDatabaseReachable } from "../db/database.ts";

/** GET /api/health: 200 once the database answers, 503 while it does not. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", async (_request, reply) => {
    if (!isDatabaseReachable(app.db)) {
      return reply.code(503).send({ status: "unavailable" });
    }
    return { status: "ok" };
  });
};

export default healthRoutes;
