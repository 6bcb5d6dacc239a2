// /api/businesses/:businessId/holdings: the business's wallets valued in US dollars at the exchange's price (view).
import { businessParamsSchema, holdingsSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { holdingsOf } from "../domain/holdings.ts";
import { exchangeOf } from "../exchange/sandbox-exchange.ts";
import { memberGuard } from "./guard.ts";

const holdingsRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/holdings",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "Each wallet's worth in US dollars at the exchange's current (sandbox) prices (view)",
        params: businessParamsSchema,
        response: { 200: holdingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      holdingsOf(app.deps.db, request.params.businessId, exchangeOf(app.deps.bank.sandboxPrices), app.deps.now()),
  );
};

export default holdingsRoutes;
