// Money a member moves: transfers between the business's accounts, conversion quotes and conversions (pay, from a
// session that proved a second factor). Transfers and conversions take an Idempotency-Key.
import {
  businessParamsSchema,
  conversionAnswerSchema,
  conversionRequestSchema,
  quoteAnswerSchema,
  quoteRequestSchema,
  transferAnswerSchema,
  transferRequestSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { convertWithQuote, quoteConversion } from "../domain/conversions.ts";
import { exchangeOf } from "../exchange/sandbox-exchange.ts";
import { makeTransfer } from "../domain/transfers.ts";
import { actorOf, memberGuard } from "./guard.ts";
import { sendAnswer, sendOnceForKey } from "./idempotent-route.ts";

const moneyMoveRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/businesses/:businessId/transfers",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      schema: {
        summary:
          "Move money between two of the business's accounts of one currency, posted at once (pay, Idempotency-Key)",
        params: businessParamsSchema,
        body: transferRequestSchema,
        response: { 201: transferAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        makeTransfer(trx, actorOf(app, request), request.params.businessId, request.body, now),
      ),
  );

  typed.post(
    "/businesses/:businessId/conversions/quotes",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      schema: {
        summary: "A price for converting between any two of USD, USDC, BTC and ETH, held 30 seconds (pay)",
        params: businessParamsSchema,
        body: quoteRequestSchema,
        response: { 201: quoteAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await quoteConversion(
          app.deps.db,
          actorOf(app, request),
          request.params.businessId,
          request.body,
          exchangeOf(app.deps.bank.sandboxPrices),
          app.deps.now(),
        ),
      ),
  );

  typed.post(
    "/businesses/:businessId/conversions",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      schema: {
        summary: "Convert at a quote's price: 410 once it expired, 409 when used (pay, Idempotency-Key)",
        params: businessParamsSchema,
        body: conversionRequestSchema,
        response: { 201: conversionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 422) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        convertWithQuote(trx, actorOf(app, request), request.params.businessId, request.body.quoteId, now),
      ),
  );
};

export default moneyMoveRoutes;
