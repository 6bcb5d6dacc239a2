// GET /api/admin/me: the signed-in staff member's permissions; 403 for everyone else.
import { adminMeSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../responses.ts";

const meRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/me",
    {
      preHandler: app.requireStaff("any"),
      schema: {
        summary: "The signed-in staff member's permissions",
        response: { 200: adminMeSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ userId: request.signedIn!.user.id, permissions: request.staffPermissions }),
  );
};

export default meRoutes;
