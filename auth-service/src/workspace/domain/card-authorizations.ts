// The sandbox card network's side of a card: an authorisation is approved (the amount held on the card's account)
// or declined with its reason (kept, and answered 201 as the network answers); a capture posts the hold (all of it,
// or less: the rest goes back); a release, or the expiry of an authorisation nobody captured after 7 days, voids it.
//
// Order inside an authorisation's transaction, as a payment's (domain/payments.ts): the card's row is locked first (a
// freeze commits before or after, never between), then the accounts the hold touches, the balance is checked, the
// day's spend is raised by a guarded upsert, and only then is the hold written. A decline has written nothing but
// its own row, so parallel authorisations never pass the balance or the daily limit together, on any instance.
import {
  AUTHORIZATION_EXPIRY_MS,
  CARD_MESSAGES as C,
  formatAmount,
  type Authorization,
  type AuthorizationRequest,
  type AuthorizationStatus,
  type CardDeclineReason,
  type MerchantCategory,
} from "@bank/contracts";
import { timeOrderedId } from "../../core/time-ordered-id.ts";
import type { Db } from "../../db/database.ts";
import { BANK_ACCOUNTS } from "../ledger/bank-accounts.ts";
import { holdMovement, postMovement, settleMovement, voidMovement } from "../ledger/postings.ts";
import {
  findAuthorization,
  findAuthorizationByHold,
  finishAuthorization,
  insertAuthorization,
  lockCard,
  type AuthorizationRow,
  type CardRow,
} from "../store/cards-store.ts";
import { CARD_SPENT, countTowardLimit, giveBackToLimit } from "../store/daily-limits-store.ts";
import { lockAccounts } from "../store/ledger-store.ts";
import { scheduleRailsJob } from "../store/rails-jobs-store.ts";
import { amountIn, isAnswer, type Actor } from "./money-answers.ts";
import { cardRoleOf } from "./card-access.ts";
import { cardRefusal } from "./cards.ts";
import type { Answer } from "./idempotency.ts";
import { utcDayOf } from "./payment-terms.ts";

/** The rails job that releases an authorisation nobody captured (rails/rails-worker.ts). */
export const RELEASE_AUTHORIZATION_JOB = "release_card_authorization";
const SETTLEMENT = BANK_ACCOUNTS.settlement.USD;

export function authorizationView(row: AuthorizationRow): Authorization {
  return {
    id: row.id,
    cardId: row.cardId,
    status: row.status as AuthorizationStatus,
    declineReason: row.declineReason as CardDeclineReason | null,
    amount: formatAmount(row.amount, "USD"),
    capturedAmount: row.capturedAmount === null ? null : formatAmount(row.capturedAmount, "USD"),
    currency: "USD",
    merchant: { name: row.merchantName, category: row.merchantCategory as MerchantCategory },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const answerOf = (row: AuthorizationRow, status = 201): Answer => ({
  status,
  body: { success: true, authorization: authorizationView(row) },
});

/** What a card purchase is called in the activity. */
const descriptionOf = (card: CardRow, merchant: string) => `Card ending ${card.last4} at ${merchant}`;

/** Authorises a purchase on the card (its holder or a manager): approved and held, or declined with its reason. */
export async function authorize(
  trx: Db,
  actor: Actor,
  cardId: string,
  request: AuthorizationRequest,
  now: number,
): Promise<Answer> {
  const amount = amountIn(request.amount, "USD");
  if (isAnswer(amount)) return amount;
  const card = await lockCard(trx, cardId);
  if (!card) return cardRefusal(404, "cardNotFound", C.cardNotFound);
  const role = cardRoleOf(actor.caller, actor.caller.membership!, card, now);
  if (typeof role !== "string") return { status: role.status, body: role.body };

  const day = utcDayOf(now);
  const row: AuthorizationRow = {
    id: timeOrderedId(now),
    cardId,
    businessId: card.businessId,
    amount,
    merchantName: request.merchant.name,
    merchantCategory: request.merchant.category,
    status: "declined",
    declineReason: null,
    holdTransactionId: null,
    captureTransactionId: null,
    capturedAmount: null,
    limitDay: day,
    createdBy: actor.caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  const decline = async (reason: CardDeclineReason) => {
    const declined = { ...row, declineReason: reason };
    await insertAuthorization(trx, declined);
    return answerOf(declined);
  };
  if (card.status === "closed") return decline("cardClosed");
  if (card.status === "frozen") return decline("cardFrozen");

  const [from] = (await lockAccounts(trx, [card.accountId, SETTLEMENT])).filter(
    (locked) => locked.id === card.accountId,
  );
  if (!from || from.posted - from.pendingOut < amount) return decline("insufficientFunds");
  if (!(await countTowardLimit(trx, CARD_SPENT, cardId, day, amount, card.dailyLimit)))
    return decline("dailyLimitExceeded");

  const hold = await holdMovement(
    trx,
    {
      businessId: card.businessId,
      kind: "card",
      description: descriptionOf(card, request.merchant.name),
      counterparty: request.merchant.name,
      createdBy: actor.caller.userId,
      entries: [
        { accountId: card.accountId, amount: -amount },
        { accountId: SETTLEMENT, amount },
      ],
    },
    now,
  );
  // The balance was checked under the accounts' locks: a refusal here is a bug, and throws (nothing commits).
  if (!hold.ok) throw new Error(`a checked card hold was refused: ${hold.reason}`);
  const approved = { ...row, status: "approved", holdTransactionId: hold.movement.transactionId };
  await insertAuthorization(trx, approved);
  await scheduleRailsJob(trx, {
    id: timeOrderedId(now),
    action: RELEASE_AUTHORIZATION_JOB,
    transactionId: hold.movement.transactionId,
    dueAt: now + AUTHORIZATION_EXPIRY_MS,
  });
  return answerOf(approved);
}

/**
 * Captures an approved authorisation: the whole hold posts, or, for less, the hold is voided and the smaller amount
 * posts in a movement of its own, and the difference goes back to the day's limit. A frozen or closed card's
 * approved authorisations still capture: the merchant was promised the money when the card was usable.
 */
export async function capture(
  trx: Db,
  authorizationId: string,
  request: { amount?: string | undefined },
  now: number,
): Promise<Answer> {
  const authorization = await findAuthorization(trx, authorizationId);
  if (!authorization) return cardRefusal(404, "authorizationNotFound", C.authorizationNotFound);
  let amount = authorization.amount;
  if (request.amount !== undefined) {
    const asked = amountIn(request.amount, "USD");
    if (isAnswer(asked)) return asked;
    if (asked > authorization.amount)
      return cardRefusal(400, "captureTooLarge", C.captureTooLarge, { amount: C.captureTooLarge });
    amount = asked;
  }
  const holdId = authorization.holdTransactionId;
  if (authorization.status !== "approved" || holdId === null) return cardRefusal(409, "notCapturable", C.notCapturable);

  let captureTransactionId = holdId;
  if (amount === authorization.amount) {
    if (!(await settleMovement(trx, holdId, now))) return cardRefusal(409, "notCapturable", C.notCapturable);
  } else {
    if (!(await voidMovement(trx, holdId))) return cardRefusal(409, "notCapturable", C.notCapturable);
    const card = (await lockCard(trx, authorization.cardId))!;
    const posted = await postMovement(
      trx,
      {
        businessId: authorization.businessId,
        kind: "card",
        description: descriptionOf(card, authorization.merchantName),
        counterparty: authorization.merchantName,
        createdBy: authorization.createdBy,
        entries: [
          { accountId: card.accountId, amount: -amount },
          { accountId: SETTLEMENT, amount },
        ],
      },
      now,
    );
    // The void just gave back more than this takes: a refusal here is a bug, and throws.
    if (!posted.ok) throw new Error(`a smaller capture than its hold was refused: ${posted.reason}`);
    captureTransactionId = posted.movement.transactionId;
    await giveBackToLimit(trx, CARD_SPENT, authorization.cardId, authorization.limitDay, authorization.amount - amount);
  }
  if (
    !(await finishAuthorization(
      trx,
      authorizationId,
      { status: "captured", captureTransactionId, capturedAmount: amount },
      now,
    ))
  )
    throw new Error(`authorisation ${authorizationId} moved while its hold was posted`);
  return answerOf(
    { ...authorization, status: "captured", captureTransactionId, capturedAmount: amount, updatedAt: now },
    200,
  );
}

/** Releases an approved authorisation (the merchant's reversal, or its expiry): the hold voids, the limit is given back. */
export async function release(trx: Db, authorizationId: string, now: number): Promise<Answer> {
  const authorization = await findAuthorization(trx, authorizationId);
  if (!authorization) return cardRefusal(404, "authorizationNotFound", C.authorizationNotFound);
  if (authorization.status !== "approved" || authorization.holdTransactionId === null)
    return cardRefusal(409, "notReleasable", C.notReleasable);
  if (!(await voidMovement(trx, authorization.holdTransactionId)))
    return cardRefusal(409, "notReleasable", C.notReleasable);
  await giveBackToLimit(trx, CARD_SPENT, authorization.cardId, authorization.limitDay, authorization.amount);
  if (!(await finishAuthorization(trx, authorizationId, { status: "released" }, now)))
    throw new Error(`authorisation ${authorizationId} moved while its hold was voided`);
  return answerOf({ ...authorization, status: "released", updatedAt: now }, 200);
}

/** The rails job of an authorisation's expiry: released if nobody captured or released it meanwhile. */
export async function expireAuthorization(trx: Db, holdTransactionId: string, now: number): Promise<void> {
  const authorization = await findAuthorizationByHold(trx, holdTransactionId);
  if (authorization?.status === "approved") await release(trx, authorization.id, now);
}
