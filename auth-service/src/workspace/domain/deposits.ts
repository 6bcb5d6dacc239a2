// Money arriving from outside, through the sandbox partner: recorded pending at once (on its way, not yet
// available), posted by the rails when the method's delay has passed (rails/rails-worker.ts).
import crypto from "node:crypto";
import {
  LEDGER_MESSAGES as M,
  MAX_SANDBOX_DEPOSIT,
  formatAmount,
  parseAmount,
  type Currency,
  type DepositMethod,
  type DepositRequest,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { BankSettings } from "../../core/bank-settings.ts";
import type { Db } from "../../db/database.ts";
import { BANK_ACCOUNTS } from "../ledger/bank-accounts.ts";
import { holdMovement } from "../ledger/postings.ts";
import { depositPostsAt } from "../rails/sandbox-rails.ts";
import { findAccount } from "../store/accounts-store.ts";
import { scheduleRailsJob } from "../store/rails-jobs-store.ts";
import { findEntry } from "../store/transactions-store.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { amountIn, auditSubjectOf, isAnswer, movementRefusal, type Actor } from "./money-answers.ts";
import { toTransaction } from "./transactions.ts";

const METHOD_WORDS: Record<DepositMethod, string> = { ach: "ACH deposit", wire: "Wire", usdc: "USDC deposit" };

export async function receiveSandboxDeposit(
  trx: Db,
  actor: Actor,
  businessId: string,
  request: DepositRequest,
  bank: BankSettings,
  now: number,
): Promise<Answer> {
  const account = await findAccount(trx, businessId, request.accountId);
  if (!account) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { accountId: M.accountNotFound });
  const currency = account.currency as Currency;
  if ((request.method === "usdc") !== (currency === "USDC"))
    return refusalAnswer(400, "depositMethodCurrency", M.depositMethodCurrency, { method: M.depositMethodCurrency });
  const amount = amountIn(request.amount, currency);
  if (isAnswer(amount)) return amount;
  if (amount > parseAmount(MAX_SANDBOX_DEPOSIT, currency)!)
    return refusalAnswer(400, "depositTooLarge", M.depositTooLarge, { amount: M.depositTooLarge });

  const settlement = BANK_ACCOUNTS.settlement[currency as "USD" | "USDC"];
  const reference = request.reference?.trim() || null;
  const outcome = await holdMovement(
    trx,
    {
      businessId,
      kind: "deposit",
      description: `${METHOD_WORDS[request.method]} from ${request.from.name}`,
      counterparty: request.from.name,
      reference,
      memo: reference,
      createdBy: actor.caller.userId,
      entries: [
        { accountId: settlement, amount: -amount },
        { accountId: account.id, amount },
      ],
    },
    now,
  );
  if (!outcome.ok) return movementRefusal(outcome);
  const postsAt = depositPostsAt(request.method, bank, now);
  await scheduleRailsJob(trx, {
    id: crypto.randomUUID(),
    action: "post_deposit",
    transactionId: outcome.movement.transactionId,
    dueAt: postsAt,
  });
  await recordAuditEvent(trx, "deposit_received", auditSubjectOf(actor, businessId), now, {
    businessId,
    transactionId: outcome.movement.transactionId,
    accountId: account.id,
    amount: formatAmount(amount, currency),
    currency,
    method: request.method,
    sandbox: true,
  });
  const entry = outcome.movement.entries.find((item) => item.accountId === account.id)!;
  const view = await findEntry(trx, businessId, entry.id);
  return {
    status: 201,
    body: { success: true, transaction: toTransaction(view!), postsAt: new Date(postsAt).toISOString() },
  };
}
