// GET /api/openapi.json: the contract, generated from the route schemas.
import type { FastifyPluginAsync } from "fastify";

const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};

export default openApiRoutes;
