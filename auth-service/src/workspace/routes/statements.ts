// /api/businesses/:businessId/statements: an account's monthly statements (view), and one month's as a PDF.
import {
  LEDGER_MESSAGES as M,
  businessParamsSchema,
  statementListSchema,
  statementParamsSchema,
  statementQuerySchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { accountStatements, statementDocument } from "../domain/statements.ts";
import { sendAttachment } from "../../routes/attachment.ts";
import { memberGuard } from "./guard.ts";

const statementRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/statements",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "An account's statements: every month it has been open, newest first, with its balances (view)",
        params: businessParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const statements = await accountStatements(
        app.deps.db,
        request.params.businessId,
        request.query.accountId,
        app.deps.now(),
      );
      if (!statements)
        return reply.code(404).send({ success: false, message: M.accountNotFound, code: "accountNotFound" });
      return { statements };
    },
  );

  typed.get(
    "/businesses/:businessId/statements/:month.pdf",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "A month's statement as PDF: the business, the bank, the account's ending, opening and closing balance, every posted transaction (view)",
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const statement = await statementDocument(
        app.deps.db,
        app.deps.bank,
        request.params.businessId,
        request.query.accountId,
        request.params.month,
        app.deps.now(),
      );
      if (!statement)
        return reply.code(404).send({ success: false, message: M.statementMonth, code: "statementNotFound" });
      return sendAttachment(reply as FastifyReply, {
        contentType: "application/pdf",
        disposition: `attachment; filename="${statement.fileName}"`,
        body: statement.pdf,
      });
    },
  );
};

export default statementRoutes;
