// /api/businesses/:businessId/payees: the business's payees (view), adding one (pay), removing one (its creator,
// or manage). Adding and removing are actions on money's way out: they need a two-factor session.
import {
  PAYEE_MESSAGES as M,
  businessParamsSchema,
  okResultSchema,
  payeeAnswerSchema,
  payeeListSchema,
  payeeParamsSchema,
  payeeRequestSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { checkOwnOrManage, isRefusal } from "../domain/access.ts";
import { addPayee, listBusinessPayees, removePayee } from "../domain/payees.ts";
import { actorOf, memberGuard, sendRefusal } from "./guard.ts";

const payeeRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/payees",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's payees, by name (view)",
        params: businessParamsSchema,
        response: { 200: payeeListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ payees: await listBusinessPayees(app.deps.db, app.identity, request.params.businessId) }),
  );

  typed.post(
    "/businesses/:businessId/payees",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Add a payee; a routing number failing its ABA checksum or a wallet address failing EIP-55 is 400 on that field (pay)",
        params: businessParamsSchema,
        body: payeeRequestSchema,
        response: { 201: payeeAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await addPayee(app.deps, actorOf(app, request), request.params.businessId, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return reply.code(201).send({ success: true as const, payee: outcome.value });
    },
  );

  typed.delete(
    "/businesses/:businessId/payees/:payeeId",
    {
      preHandler: memberGuard(app, { permission: "member" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Remove a payee (its creator, or manage)",
        params: payeeParamsSchema,
        response: { 200: okResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { caller, membership } = request.workspace!;
      // A manager removes any payee; anyone else only their own, and only while they may still pay.
      const access = checkOwnOrManage(caller, membership, app.deps.now());
      if (isRefusal(access)) return reply.code(access.status).send(access.body);
      const outcome = await removePayee(
        app.deps,
        { caller, client: app.clientOf(request) },
        membership,
        request.params.businessId,
        request.params.payeeId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, message: M.payeeRemoved };
    },
  );
};

export default payeeRoutes;
