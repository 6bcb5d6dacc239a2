// Service test support for cards: a team with a card issued to its view-only member, and the sandbox network's
// authorisations and captures over a real socket.
import crypto from "node:crypto";
import type { Authorization, Card } from "@bank/contracts";
import { expect } from "vitest";
import type { TestClock } from "./support.ts";
import { fund, over, team, type ListeningApp, type Team } from "./payment-support.ts";
import { stepUpWithCode, type Person } from "./workspace-support.ts";

export const cardsPath = (businessId: string) => `/api/businesses/${businessId}/cards`;
export const cardPath = (businessId: string, cardId: string) => `${cardsPath(businessId)}/${cardId}`;
export const PURCHASE = { amount: "25.00", merchant: { name: "Figma", category: "software" } } as const;

/** Issues a card as `manager` (stepping up first) and expects it issued. */
export async function issuedCard(
  app: ListeningApp,
  clock: TestClock,
  crew: Team,
  body: { holderUserId: string; dailyLimit?: string; name?: string; accountId?: string },
  manager: Person = crew.owner,
): Promise<Card> {
  await stepUpWithCode(app, clock, manager);
  const issued = await over(app, "POST", cardsPath(crew.businessId), manager, {
    name: "Software",
    accountId: crew.checkingId,
    dailyLimit: "50000.00",
    ...body,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json().card;
}

/** A team (payment-support.ts), its checking account funded, and a card issued to its viewer. */
export async function cardTeam(app: ListeningApp, clock: TestClock, funds = "1000.00", dailyLimit = "50000.00") {
  const crew = await team(app, clock, "Cards LLC");
  if (funds !== "0.00") await fund(app, clock, crew.businessId, crew.owner, crew.checkingId, funds);
  const card = await issuedCard(app, clock, crew, { holderUserId: crew.viewer.user.id, dailyLimit });
  return { crew, card };
}

export function authorize(
  app: ListeningApp,
  cardId: string,
  who: Person,
  body: unknown = PURCHASE,
  key: string = crypto.randomUUID(),
) {
  return over(app, "POST", `/api/sandbox/cards/${cardId}/authorizations`, who, body, { "idempotency-key": key });
}

/** Authorises and expects an answer of 201: the authorisation, approved or declined. */
export async function authorized(
  app: ListeningApp,
  cardId: string,
  who: Person,
  body: unknown = PURCHASE,
): Promise<Authorization> {
  const answer = await authorize(app, cardId, who, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().authorization;
}

export function captureOf(app: ListeningApp, authorizationId: string, who: Person, body: unknown = {}) {
  return over(app, "POST", `/api/sandbox/authorizations/${authorizationId}/capture`, who, body, {
    "idempotency-key": crypto.randomUUID(),
  });
}

export function releaseOf(app: ListeningApp, authorizationId: string, who: Person) {
  return over(app, "POST", `/api/sandbox/authorizations/${authorizationId}/release`, who, undefined, {
    "idempotency-key": crypto.randomUUID(),
  });
}

export async function cardsOf(app: ListeningApp, businessId: string, who: Person): Promise<Card[]> {
  const answer = await over(app, "GET", cardsPath(businessId), who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().cards;
}
