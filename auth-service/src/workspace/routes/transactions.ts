// /api/businesses/:businessId/transactions: the business's movements, newest first, with filters, search and
// cursor paging (view).
import {
  LEDGER_MESSAGES as M,
  businessParamsSchema,
  transactionPageSchema,
  transactionQuerySchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { transactionPage } from "../domain/transactions.ts";
import { memberGuard } from "./guard.ts";

const transactionRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/transactions",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "The business's transactions, newest first: filters accountId, from, to, q, direction, status, kind; cursor and limit (view)",
        params: businessParamsSchema,
        querystring: transactionQuerySchema,
        response: { 200: transactionPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { cursor, limit, ...filter } = request.query;
      const page = await transactionPage(app.deps.db, request.params.businessId, filter, { cursor, limit });
      if (!page) return reply.code(400).send({ success: false, message: M.cursor, code: "invalidCursor" });
      return page;
    },
  );
};

export default transactionRoutes;
