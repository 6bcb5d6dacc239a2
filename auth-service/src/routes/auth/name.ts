// POST /api/auth/name: after the first proof of the account's address, its owner confirms (or corrects) the name
// on it, which whoever opened the account chose (auth/address-proof.ts).
import { API_MESSAGES as M, confirmNamePayloadSchema, userResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { toPublicUser } from "../../auth/account.ts";
import { confirmName } from "../../auth/address-proof.ts";
import { errorResponses } from "../responses.ts";

const nameRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/name",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Confirm the name on the account after its address was first verified (nameConfirmationRequired)",
        body: confirmNamePayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await confirmName(app.deps, request.signedIn!.user, request.body, app.clientOf(request));
      if (outcome.kind === "not-due") return reply.code(409).send({ success: false, message: M.nameNotDue });
      return { success: true as const, message: M.nameConfirmed, user: toPublicUser(outcome.user) };
    },
  );
};

export default nameRoutes;
