// /api/sandbox: the sandbox card network. It authorises a purchase on a card (approved and held, or declined with
// its reason), captures an approved one (the whole hold, or less) and releases one (the merchant's reversal). Asked
// by the card's holder or a manager of its business; every POST takes an Idempotency-Key. Sandbox only, labelled so.
import {
  CARD_MESSAGES,
  authorizationAnswerSchema,
  authorizationRequestSchema,
  captureRequestSchema,
  sandboxAuthorizationParamsSchema,
  sandboxCardParamsSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyInstance, FastifyPluginAsync, preHandlerAsyncHookHandler } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { checkAccess, isRefusal } from "../domain/access.ts";
import { authorize, capture, release } from "../domain/card-authorizations.ts";
import { cardRoleOf } from "../domain/card-access.ts";
import type { Db } from "../../db/database.ts";
import { businessOfCard, findAuthorization, findCard } from "../store/cards-store.ts";
import { actorOf, sendNotSignedIn } from "./guard.ts";
import { sendOnceForKey } from "./idempotent-route.ts";

/**
 * The routes name a card or an authorisation, not a business: the guard finds its business and asks for a member
 * there (anything of a business one is not in is not found, as any other business's thing); the card's holder or a
 * manager acts (checked again, under the card's lock, inside the work).
 */
function cardGuard(
  app: FastifyInstance,
  cardOf: (db: Db, params: Record<string, string>) => Promise<{ cardId: string; businessId: string } | undefined>,
  notFound: { code: string; message: string },
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const found = await cardOf(app.deps.db, request.params as Record<string, string>);
    const caller = await app.identity.callerOf(app.sessionCookie.read(request), found?.businessId ?? "");
    if (!caller) return sendNotSignedIn(reply);
    const outcome = checkAccess(caller, { permission: "member" }, app.deps.now());
    if (isRefusal(outcome) || !found) return reply.code(404).send({ success: false, ...notFound });
    const card = (await findCard(app.deps.db, found.businessId, found.cardId))!;
    const role = cardRoleOf(caller, outcome, card, app.deps.now());
    if (typeof role !== "string") return reply.code(role.status).send(role.body);
    request.workspace = { caller, membership: outcome };
  };
}

const CARD_NOT_FOUND = { code: "cardNotFound", message: CARD_MESSAGES.cardNotFound };
const AUTHORIZATION_NOT_FOUND = { code: "authorizationNotFound", message: CARD_MESSAGES.authorizationNotFound };

async function cardNamed(db: Db, params: Record<string, string>) {
  const cardId = params.cardId ?? "";
  const businessId = await businessOfCard(db, cardId);
  return businessId === undefined ? undefined : { cardId, businessId };
}

async function cardOfAuthorization(db: Db, params: Record<string, string>) {
  const authorization = await findAuthorization(db, params.authorizationId ?? "");
  return authorization && { cardId: authorization.cardId, businessId: authorization.businessId };
}

const sandboxCardRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/sandbox/cards/:cardId/authorizations",
    {
      preHandler: cardGuard(app, cardNamed, CARD_NOT_FOUND),
      schema: {
        summary:
          "Sandbox: a purchase on the card; 201 approved (the amount held) or declined with cardFrozen, cardClosed, dailyLimitExceeded or insufficientFunds (its holder or manage, Idempotency-Key)",
        params: sandboxCardParamsSchema,
        body: authorizationRequestSchema,
        response: { 201: authorizationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        authorize(trx, actorOf(app, request), request.params.cardId, request.body, now),
      ),
  );

  typed.post(
    "/sandbox/authorizations/:authorizationId/capture",
    {
      preHandler: cardGuard(app, cardOfAuthorization, AUTHORIZATION_NOT_FOUND),
      schema: {
        summary:
          "Sandbox: the merchant captures an approved authorisation: the hold posts, or a smaller amount does and the rest is released (its holder or manage, Idempotency-Key)",
        params: sandboxAuthorizationParamsSchema,
        body: captureRequestSchema,
        response: { 200: authorizationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        capture(trx, request.params.authorizationId, request.body ?? {}, now),
      ),
  );

  typed.post(
    "/sandbox/authorizations/:authorizationId/release",
    {
      preHandler: cardGuard(app, cardOfAuthorization, AUTHORIZATION_NOT_FOUND),
      schema: {
        summary:
          "Sandbox: the merchant reverses an approved authorisation: the hold is voided and the card's daily limit given back (its holder or manage, Idempotency-Key)",
        params: sandboxAuthorizationParamsSchema,
        response: { 200: authorizationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) => release(trx, request.params.authorizationId, now)),
  );
};

export default sandboxCardRoutes;
