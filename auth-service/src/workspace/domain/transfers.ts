// Transfers between a business's own accounts of one currency, posted at once.
import {
  LEDGER_MESSAGES as M,
  formatAmount,
  type Currency,
  type Transfer,
  type TransferRequest,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Db } from "../../db/database.ts";
import { postMovement } from "../ledger/postings.ts";
import { findAccountPair } from "../store/accounts-store.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { amountIn, auditSubjectOf, isAnswer, movementRefusal, type Actor } from "./money-answers.ts";

export async function makeTransfer(
  trx: Db,
  actor: Actor,
  businessId: string,
  request: TransferRequest,
  now: number,
): Promise<Answer> {
  if (request.fromAccountId === request.toAccountId)
    return refusalAnswer(400, "sameAccount", M.sameAccount, { toAccountId: M.sameAccount });
  const [from, to] = await findAccountPair(trx, businessId, request.fromAccountId, request.toAccountId);
  if (!from) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { fromAccountId: M.accountNotFound });
  if (!to) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { toAccountId: M.accountNotFound });
  if (from.currency !== to.currency)
    return refusalAnswer(400, "currencyMismatch", M.currencyMismatch, { toAccountId: M.currencyMismatch });
  const currency = from.currency as Currency;
  const amount = amountIn(request.amount, currency);
  if (isAnswer(amount)) return amount;

  const memo = request.memo?.trim() || null;
  const outcome = await postMovement(
    trx,
    {
      businessId,
      kind: "transfer",
      description: memo ?? `Transfer from ${from.name} to ${to.name}`,
      counterparty: null,
      memo,
      createdBy: actor.caller.userId,
      entries: [
        { accountId: from.id, amount: -amount },
        { accountId: to.id, amount },
      ],
    },
    now,
  );
  if (!outcome.ok) return movementRefusal(outcome);
  await recordAuditEvent(trx, "transfer_made", auditSubjectOf(actor, businessId), now, {
    businessId,
    transactionId: outcome.movement.transactionId,
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: formatAmount(amount, currency),
    currency,
  });
  const transfer: Transfer = {
    id: outcome.movement.transactionId,
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: formatAmount(amount, currency),
    currency,
    memo,
    at: new Date(now).toISOString(),
  };
  return { status: 201, body: { success: true, transfer } };
}
