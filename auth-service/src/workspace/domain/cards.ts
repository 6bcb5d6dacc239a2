// A business's virtual cards: issuing one (a manager, to a member, on a USD account, with a daily limit of at most
// 50,000.00), listing them (holders their own, managers all, each with today's spend), changing one (a manager: its
// status, limit and name; its holder: its status) and revealing its number (the holder, step-up; audited, never
// logged). A card's number and CVC are sealed with the service key the moment they are made (card-numbers.ts).
import {
  CARD_MESSAGES as C,
  FORMER_MEMBER,
  MAX_CARD_DAILY_LIMIT,
  formatAmount,
  parseAmount,
  type Card,
  type CardChange,
  type CardRequest,
  type CardStatus,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { IdentityDirectory } from "../../core/caller.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { timeOrderedId } from "../../core/time-ordered-id.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { findAccount } from "../store/accounts-store.ts";
import {
  findCard,
  insertCard,
  listCards,
  lockCard,
  sealedSecretsOf,
  spentOnDay,
  updateCard,
  type CardRow,
} from "../store/cards-store.ts";
import { findMember } from "../store/members-store.ts";
import { holds } from "./access.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { cardRoleOf, revealRefusal } from "./card-access.ts";
import { cvcContext, newCardSecrets, numberContext } from "./card-numbers.ts";
import type { Answer } from "./idempotency.ts";
import { utcDayOf } from "./payment-terms.ts";
import { lockTeamAsManager } from "./team.ts";

const MAX_DAILY_LIMIT_CENTS = parseAmount(MAX_CARD_DAILY_LIMIT, "USD")!;

export function cardRefusal(status: number, code: string, message: string, errors?: Record<string, string>): Answer {
  return { status, body: { success: false, message, code, ...(errors ? { errors } : {}) } };
}

/** The daily limit in cents, or the 400 naming `dailyLimit`: more than zero, at most 50,000.00, in cents. */
function dailyLimitOf(text: string): bigint | Answer {
  const cents = parseAmount(text, "USD");
  if (cents === null || cents > MAX_DAILY_LIMIT_CENTS)
    return cardRefusal(400, "invalidDailyLimit", C.dailyLimit, { dailyLimit: C.dailyLimit });
  return cents;
}

const isAnswer = (value: unknown): value is Answer => typeof value === "object" && value !== null && "status" in value;

/** The cards as their answer: the holder's names (FORMER_MEMBER's once their account is gone) and today's spend. */
export async function cardViews(db: Db, identity: IdentityDirectory, cards: CardRow[], now: number): Promise<Card[]> {
  const people = await identity.people(db, [...new Set(cards.map((card) => card.holderId))]);
  const spent = await spentOnDay(
    db,
    cards.map((card) => card.id),
    utcDayOf(now),
  );
  return cards.map((card) => {
    const person = people.get(card.holderId);
    return {
      id: card.id,
      name: card.name,
      holder: {
        userId: card.holderId,
        firstName: person?.firstName ?? FORMER_MEMBER.firstName,
        lastName: person?.lastName ?? FORMER_MEMBER.lastName,
      },
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      status: card.status as CardStatus,
      dailyLimit: formatAmount(card.dailyLimit, "USD"),
      spentToday: formatAmount(spent.get(card.id) ?? 0n, "USD"),
      currency: "USD",
      accountId: card.accountId,
      createdAt: new Date(card.createdAt).toISOString(),
    };
  });
}

/** The cards the caller may see: a manager all of the business's, anyone else their own. */
export async function visibleCards(deps: ServiceDeps, identity: IdentityDirectory, actor: Actor, businessId: string) {
  const membership = actor.caller.membership!;
  const rows = await listCards(deps.db, businessId, holds(membership, "manage") ? undefined : actor.caller.userId);
  return cardViews(deps.db, identity, rows, deps.now());
}

/** Issues a card (manage, step-up: the guard): under the team's lock, so its holder cannot be removed meanwhile. */
export async function issueCard(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  businessId: string,
  request: CardRequest,
): Promise<Answer> {
  const dailyLimit = dailyLimitOf(request.dailyLimit);
  if (isAnswer(dailyLimit)) return dailyLimit;
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Answer> => {
    const team = await lockTeamAsManager(trx, businessId, actor.caller.userId);
    if (!team.ok) return cardRefusal(team.refusal.status, team.refusal.code, team.refusal.message);
    if (!(await findMember(trx, businessId, request.holderUserId)))
      return cardRefusal(400, "holderNotFound", C.holderNotFound, { holderUserId: C.holderNotFound });
    const account = await findAccount(trx, businessId, request.accountId);
    if (!account) return cardRefusal(400, "accountNotFound", C.account, { accountId: C.account });
    if (account.currency !== "USD")
      return cardRefusal(400, "accountNotUsd", C.accountNotUsd, { accountId: C.accountNotUsd });

    const id = timeOrderedId(now);
    const secrets = newCardSecrets(now);
    const card: CardRow = {
      id,
      businessId,
      holderId: request.holderUserId,
      accountId: account.id,
      name: request.name,
      last4: secrets.number.slice(-4),
      expMonth: secrets.expMonth,
      expYear: secrets.expYear,
      status: "active",
      dailyLimit,
      createdBy: actor.caller.userId,
      createdAt: now,
      updatedAt: now,
    };
    await insertCard(trx, {
      ...card,
      sealedNumber: deps.secretBox.seal(secrets.number, numberContext(id)),
      sealedCvc: deps.secretBox.seal(secrets.cvc, cvcContext(id)),
    });
    await recordAuditEvent(trx, "card_issued", { ...auditSubjectOf(actor, businessId) }, now, {
      cardId: id,
      holderId: card.holderId,
      last4: card.last4,
      dailyLimit: formatAmount(dailyLimit, "USD"),
      accountId: account.id,
    });
    const [view] = await cardViews(trx, identity, [card], now);
    return { status: 201, body: { success: true, card: view } };
  });
}

/**
 * Changes a card. A manager may change its status, daily limit and name; its holder its status alone. A closed card
 * never changes again; a card whose holder has left the business cannot be unfrozen. Under the card's row lock, so
 * a freeze and an authorisation of the card are taken in turn.
 */
export async function changeCard(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  businessId: string,
  cardId: string,
  change: CardChange,
): Promise<Answer> {
  if (change.status === undefined && change.dailyLimit === undefined && change.name === undefined)
    return cardRefusal(400, "changeNothing", C.changeNothing);
  const dailyLimit = change.dailyLimit === undefined ? undefined : dailyLimitOf(change.dailyLimit);
  if (isAnswer(dailyLimit)) return dailyLimit;
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Answer> => {
    const found = await findCard(trx, businessId, cardId);
    if (!found) return cardRefusal(404, "cardNotFound", C.cardNotFound);
    const role = cardRoleOf(actor.caller, actor.caller.membership!, found, now);
    if (typeof role !== "string") return { status: role.status, body: role.body };
    if (role === "holder" && (dailyLimit !== undefined || change.name !== undefined))
      return cardRefusal(403, "holderOnly", C.holderOnlyStatus);
    const card = (await lockCard(trx, cardId))!;
    if (card.status === "closed") return cardRefusal(409, "cardClosed", C.cardClosed);
    if (change.status === "active" && card.status !== "active" && !(await findMember(trx, businessId, card.holderId)))
      return cardRefusal(409, "holderGone", C.holderGone);
    await updateCard(trx, cardId, { status: change.status, dailyLimit, name: change.name }, now);
    const detail: Record<string, string> = { cardId, last4: card.last4 };
    if (change.status !== undefined && change.status !== card.status) detail.status = change.status;
    if (dailyLimit !== undefined) detail.dailyLimit = formatAmount(dailyLimit, "USD");
    if (change.name !== undefined) detail.name = change.name;
    await recordAuditEvent(trx, "card_changed", auditSubjectOf(actor, businessId), now, detail);
    const updated = (await findCard(trx, businessId, cardId))!;
    const [view] = await cardViews(trx, identity, [updated], now);
    return { status: 200, body: { success: true, card: view } };
  });
}

/** The card's number, expiry and CVC, for its holder alone, from a fresh proof; every reveal is audited. */
export async function revealCard(deps: ServiceDeps, actor: Actor, businessId: string, cardId: string): Promise<Answer> {
  const now = deps.now();
  const card = await findCard(deps.db, businessId, cardId);
  if (!card) return cardRefusal(404, "cardNotFound", C.cardNotFound);
  const refusal = revealRefusal(actor.caller, card, now);
  if (refusal) return { status: refusal.status, body: refusal.body };
  if (card.status === "closed") return cardRefusal(409, "cardClosed", C.cardClosed);
  const sealed = (await sealedSecretsOf(deps.db, cardId))!;
  const number = deps.secretBox.open(sealed.sealedNumber, numberContext(cardId));
  const cvc = deps.secretBox.open(sealed.sealedCvc, cvcContext(cardId));
  await recordAuditEvent(deps.db, "card_revealed", auditSubjectOf(actor, businessId), now, {
    cardId,
    last4: card.last4,
  });
  return { status: 200, body: { success: true, number, expMonth: card.expMonth, expYear: card.expYear, cvc } };
}
