// GET /api/auth/me: the signed-in user.
import { meResponseSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { toPublicUser } from "../../auth/account.ts";
import { errorResponses } from "../responses.ts";

const meRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/me",
    {
      preHandler: app.requireSession,
      schema: { summary: "The signed-in user", response: { 200: meResponseSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: toPublicUser(request.signedIn!.user) };
    },
  );
};

export default meRoutes;
