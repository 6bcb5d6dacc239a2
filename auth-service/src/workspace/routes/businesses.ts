// GET /api/businesses (the caller's businesses) and GET /api/businesses/:businessId (one, for a member).
import { businessDetailSchema, businessListSchema, businessParamsSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { businessDetail, listBusinessesOf } from "../domain/businesses.ts";
import { notFound } from "../domain/access.ts";
import { callerOrRefuse, memberGuard } from "./guard.ts";

const businessRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses",
    {
      schema: {
        summary: "The businesses the signed-in person belongs to, with their permissions in each",
        response: { 200: businessListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const caller = await callerOrRefuse(app, request, reply);
      if (!caller) return reply;
      return { businesses: await listBusinessesOf(app.deps.db, caller.userId) };
    },
  );

  typed.get(
    "/businesses/:businessId",
    {
      preHandler: memberGuard(app, { permission: "member" }),
      schema: {
        summary: "One business and the caller's permissions in it (member)",
        params: businessParamsSchema,
        response: { 200: businessDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const detail = await businessDetail(app.deps.db, request.workspace!.membership);
      if (!detail) return reply.code(404).send(notFound().body);
      return detail;
    },
  );
};

export default businessRoutes;
