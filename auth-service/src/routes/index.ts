// Every route under /api, with the API's own JSON 404 so an unknown API path never gets an HTML page.
import type { FastifyPluginAsync } from "fastify";
import healthRoutes from "./health.ts";

const apiRoutes: FastifyPluginAsync = async (api) => {
  api.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ success: false, message: "Not found" }));
  await api.register(healthRoutes);
};

export default apiRoutes;
