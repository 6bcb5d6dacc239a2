// /api/onboarding: the signed-in customer's business application and its documents. What they hold is personal:
// every answer is no-store.
import type { FastifyPluginAsync } from "fastify";
import applicationRoutes from "./application.ts";
import documentUploadRoutes from "./document-upload.ts";
import documentRoutes from "./documents.ts";

const onboardingRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(applicationRoutes);
  await app.register(documentRoutes);
  await app.register(documentUploadRoutes);
};

export default onboardingRoutes;
