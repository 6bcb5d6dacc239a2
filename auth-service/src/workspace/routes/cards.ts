// /api/businesses/:businessId/cards: the cards a member may see (view: a manager all, anyone else their own), issuing
// one (manage, step-up), changing one (manage; the holder its status), revealing one's number (the holder, step-up;
// never cached). /api/businesses/:businessId/analytics/card-spend: captured card spend by category (view).
import {
  businessParamsSchema,
  cardAnswerSchema,
  cardChangeSchema,
  cardListSchema,
  cardParamsSchema,
  cardRequestSchema,
  cardRevealSchema,
  cardSpendSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { cardSpendByCategory } from "../domain/card-spend.ts";
import { changeCard, issueCard, revealCard, visibleCards } from "../domain/cards.ts";
import { actorOf, memberGuard } from "./guard.ts";
import { sendAnswer } from "./idempotent-route.ts";

const cardRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/cards",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "The cards the caller may see, each with today's spend against its daily limit (view: holders their own, manage all)",
        params: businessParamsSchema,
        response: { 200: cardListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      cards: await visibleCards(app.deps, app.identity, actorOf(app, request), request.params.businessId),
    }),
  );

  typed.post(
    "/businesses/:businessId/cards",
    {
      preHandler: memberGuard(app, { permission: "manage", stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Issue a virtual card to a member on a USD account, with a daily limit of at most 50,000.00 (manage, step-up)",
        params: businessParamsSchema,
        body: cardRequestSchema,
        response: { 201: cardAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await issueCard(app.deps, app.identity, actorOf(app, request), request.params.businessId, request.body),
      ),
  );

  typed.patch(
    "/businesses/:businessId/cards/:cardId",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Change a card: status, daily limit and name (manage), or freeze, unfreeze and close it (its holder)",
        params: cardParamsSchema,
        body: cardChangeSchema,
        response: { 200: cardAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await changeCard(
          app.deps,
          app.identity,
          actorOf(app, request),
          request.params.businessId,
          request.params.cardId,
          request.body,
        ),
      ),
  );

  typed.post(
    "/businesses/:businessId/cards/:cardId/reveal",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "The card's number, expiry and CVC, for its holder alone after a step-up; never cached, audited",
        params: cardParamsSchema,
        response: { 200: cardRevealSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return sendAnswer(
        reply,
        await revealCard(app.deps, actorOf(app, request), request.params.businessId, request.params.cardId),
      );
    },
  );

  typed.get(
    "/businesses/:businessId/analytics/card-spend",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "Captured card spend by merchant category over the analytics' 12 months, in USD (view)",
        params: businessParamsSchema,
        response: { 200: cardSpendSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => cardSpendByCategory(app.deps.db, request.params.businessId, app.deps.now()),
  );
};

export default cardRoutes;
