// /api/businesses/:businessId/transactions: the business's movements, newest first, with filters, search and
// cursor paging, and the same as a CSV download (view).
import {
  LEDGER_MESSAGES as M,
  businessParamsSchema,
  transactionPageSchema,
  transactionFilterSchema,
  transactionQuerySchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { transactionPage } from "../domain/transactions.ts";
import { transactionsExport } from "../domain/transactions-export.ts";
import { sendAttachment } from "../../routes/attachment.ts";
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

  typed.get(
    "/businesses/:businessId/transactions.csv",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "The transactions with the list's filters as CSV (RFC 4180, a header row; a cell starting with = + - @ prefixed with '), streamed (view)",
        params: businessParamsSchema,
        querystring: transactionFilterSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const day = new Date(app.deps.now()).toISOString().slice(0, 10);
      return sendAttachment(reply as FastifyReply, {
        contentType: "text/csv; charset=utf-8",
        disposition: `attachment; filename="${`transactions-${day}.csv`}"`,
        body: transactionsExport(app.deps.db, request.params.businessId, request.query),
      });
    },
  );
};

export default transactionRoutes;
