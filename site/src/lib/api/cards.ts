// A business's cards (docs/cards.md): the cards a member may see, issuing and changing one, revealing one's number
// (never kept: the answer goes to the page that asked and nowhere else), the sandbox network's purchases, and the
// analytics' card spend by category. A change may be refused with secondFactorRequired / reauthenticationRequired:
// the page asks for the factor in place and calls again.
import {
  CARD_API_PATHS,
  authorizationAnswerSchema,
  cardAnswerSchema,
  cardListSchema,
  cardRevealSchema,
  cardSpendSchema,
  type Authorization,
  type AuthorizationRequest,
  type Card,
  type CardChange,
  type CardRequest,
  type CardReveal,
  type CardSpend,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/cards (view: a manager all, anyone else their own) */
export async function fetchCards(businessId: string): Promise<Card[]> {
  return (await request("GET", CARD_API_PATHS.cards(businessId), { schema: cardListSchema })).cards;
}

/** POST /api/businesses/:id/cards (manage, step-up) */
export async function issueCard(businessId: string, card: CardRequest): Promise<Card> {
  return (await request("POST", CARD_API_PATHS.cards(businessId), { body: card, schema: cardAnswerSchema })).card;
}

/** PATCH /api/businesses/:id/cards/:cardId (manage; the holder its status) */
export async function changeCard(businessId: string, cardId: string, change: CardChange): Promise<Card> {
  const path = CARD_API_PATHS.card(businessId, cardId);
  return (await request("PATCH", path, { body: change, schema: cardAnswerSchema })).card;
}

/** POST /api/businesses/:id/cards/:cardId/reveal (the holder, step-up): answered no-store. */
export async function revealCard(businessId: string, cardId: string): Promise<CardReveal> {
  return request("POST", CARD_API_PATHS.reveal(businessId, cardId), { schema: cardRevealSchema });
}

/** POST /api/sandbox/cards/:cardId/authorizations (the holder or manage, sandbox) with the submission's key. */
export async function tryPurchase(
  cardId: string,
  purchase: AuthorizationRequest,
  idempotencyKey: string,
): Promise<Authorization> {
  const path = CARD_API_PATHS.authorizations(cardId);
  return (await request("POST", path, { body: purchase, idempotencyKey, schema: authorizationAnswerSchema }))
    .authorization;
}

/** GET /api/businesses/:id/analytics/card-spend (view) */
export async function fetchCardSpend(businessId: string): Promise<CardSpend> {
  return request("GET", CARD_API_PATHS.cardSpend(businessId), { schema: cardSpendSchema });
}
