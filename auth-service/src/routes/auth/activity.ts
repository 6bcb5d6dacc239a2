// GET /api/auth/activity: the signed-in customer's last 50 security events, newest first, in public terms.
import { activityResponseSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { listActivity } from "../../auth/activity.ts";
import { errorResponses } from "../responses.ts";

const activityRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/activity",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The account's last 50 security events, newest first",
        response: { 200: activityResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { events: await listActivity(app.deps, request.signedIn!.user.id) };
    },
  );
};

export default activityRoutes;
