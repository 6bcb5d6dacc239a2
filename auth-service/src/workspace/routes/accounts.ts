// /api/businesses/:businessId/accounts: the business's accounts and balances (view), opening one (manage, from a
// fresh second-factor proof), renaming one (manage).
import {
  accountAnswerSchema,
  accountListSchema,
  accountParamsSchema,
  accountRenameSchema,
  accountRequestSchema,
  businessParamsSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { listBusinessAccounts, openAccount, renameBusinessAccount } from "../domain/accounts.ts";
import { actorOf, memberGuard, sendRefusal } from "./guard.ts";

const accountRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/accounts",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's accounts with their balances: available, posted, pending (view)",
        params: businessParamsSchema,
        response: { 200: accountListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ accounts: await listBusinessAccounts(app.deps.db, request.params.businessId) }),
  );

  typed.post(
    "/businesses/:businessId/accounts",
    {
      preHandler: memberGuard(app, { permission: "manage", stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Open an account: USD checking or savings, or a USDC wallet; at most 20 (manage, step-up)",
        params: businessParamsSchema,
        body: accountRequestSchema,
        response: { 201: accountAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await openAccount(app.deps, actorOf(app, request), request.params.businessId, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return reply.code(201).send({ success: true as const, account: outcome.value });
    },
  );

  typed.patch(
    "/businesses/:businessId/accounts/:accountId",
    {
      preHandler: memberGuard(app, { permission: "manage" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Rename an account (manage)",
        params: accountParamsSchema,
        body: accountRenameSchema,
        response: { 200: accountAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await renameBusinessAccount(
        app.deps,
        actorOf(app, request),
        request.params.businessId,
        request.params.accountId,
        request.body.name,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, account: outcome.value };
    },
  );
};

export default accountRoutes;
