// What the sandbox partner does with a payment handed to it: a scheduled one is sent on its day; one being sent
// settles after the method's delay (ACH 30 s, wire 10 s, USDC 2.3 s, times SANDBOX_TIME_SCALE), its holds posting;
// or, to the sandbox's test "closed account" (an account number starting 9999), it fails and its holds are voided.
// A settled payment can be returned through the sandbox's own route: the amount is credited back (the fee is kept).
import { PAYMENT_MESSAGES as M, SANDBOX_FAILING_ACCOUNT_PREFIX, formatAmount, type Currency } from "@bank/contracts";
import type { ServiceDeps } from "../../core/deps.ts";
import type { IdentityDirectory } from "../../core/caller.ts";
import type { Db } from "../../db/database.ts";
import { paymentOutcomeMessage } from "../../mail/payment-messages.ts";
import { BANK_ACCOUNTS } from "../ledger/bank-accounts.ts";
import { postMovement, settleMovement } from "../ledger/postings.ts";
import { findPayeeEvenRemoved } from "../store/payees-store.ts";
import { lockPayment, lockPaymentByHold, moveStatus } from "../store/payments-store.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { movementRefusal } from "./money-answers.ts";
import { PAYMENT_JOBS, auditStep, endUnsent, moveAlong, recordStep, scheduleRails } from "./payment-flow.ts";
import { mailCreator, type Outbox, type PaymentContext } from "./payment-mail.ts";
import { paymentAnswer } from "./payment-views.ts";

/** Why the sandbox fails a payment to its test closed account. */
export const SANDBOX_FAILURE_NOTE = "The receiving bank refused it: the account is closed (sandbox).";

/** Does one payment job of the rails, in the transaction that claimed it. */
export async function runPaymentJob(
  trx: Db,
  deps: ServiceDeps,
  identity: IdentityDirectory,
  job: { action: string; transactionId: string },
  now: number,
  outbox: Outbox,
): Promise<void> {
  const payment = await lockPaymentByHold(trx, job.transactionId);
  if (!payment) return;
  const rails = { userId: null, email: null, ip: null, userAgent: null };
  if (job.action === PAYMENT_JOBS.send) {
    // Canceled before its day: nothing to send.
    if (!(await moveAlong(trx, payment, "scheduled", "processing", { at: now, actorId: null }))) return;
    await scheduleRails(trx, payment, "processing", now, deps.bank);
    await auditStep(trx, "payment_sent", rails, payment, now);
    return;
  }
  if (payment.status !== "processing") return;
  const payee = await findPayeeEvenRemoved(trx, payment.businessId, payment.payeeId);
  let outcome: "settled" | "failed";
  if (payee?.account_number?.startsWith(SANDBOX_FAILING_ACCOUNT_PREFIX)) {
    await endUnsent(trx, payment, "processing", "failed", { at: now, actorId: null, note: SANDBOX_FAILURE_NOTE });
    await auditStep(trx, "payment_failed", rails, payment, now, { sandbox: true });
    outcome = "failed";
  } else {
    await moveAlong(trx, payment, "processing", "settled", { at: now, actorId: null });
    await settleMovement(trx, payment.holdTransactionId, now);
    if (payment.feeTransactionId) await settleMovement(trx, payment.feeTransactionId, now);
    await auditStep(trx, "payment_settled", rails, payment, now, { sandbox: true });
    outcome = "settled";
  }
  await mailCreator(trx, { deps, identity, outbox }, payment, (to, inMail) =>
    paymentOutcomeMessage(to, inMail, { kind: outcome, reason: outcome === "failed" ? SANDBOX_FAILURE_NOTE : null }),
  );
}

/**
 * Sandbox: the payee's bank sends a settled payment back; the amount is credited to the account it left. Runs in the
 * transaction of its Idempotency-Key (routes/idempotent-route.ts).
 */
export async function returnPayment(
  trx: Db,
  context: PaymentContext,
  actor: Actor,
  businessId: string,
  paymentId: string,
  reason: string,
  now: number,
): Promise<Answer> {
  const payment = await lockPayment(trx, paymentId);
  if (!payment || payment.businessId !== businessId) return refusalAnswer(404, "paymentNotFound", M.paymentNotFound);
  if (payment.status !== "settled") return refusalAnswer(409, "notReturnable", M.notReturnable);
  const currency = payment.currency as Currency;
  const credited = await postMovement(
    trx,
    {
      businessId,
      kind: "return",
      description: `Returned: payment to ${payment.payeeName}`,
      counterparty: payment.payeeName,
      memo: reason,
      paymentId,
      createdBy: null,
      entries: [
        { accountId: BANK_ACCOUNTS.settlement[currency as Currency], amount: -payment.amount },
        { accountId: payment.fromAccountId, amount: payment.amount },
      ],
    },
    now,
  );
  if (!credited.ok) return movementRefusal(credited);
  if (
    !(await moveStatus(trx, paymentId, "settled", "returned", now, {
      returnTransactionId: credited.movement.transactionId,
    }))
  )
    throw new Error(`payment ${paymentId} left settled under its own lock`);
  await recordStep(trx, payment, { status: "returned", at: now, actorId: null, note: reason });
  await auditStep(trx, "payment_returned", auditSubjectOf(actor, businessId), payment, now, {
    amount: formatAmount(payment.amount, currency),
    sandbox: true,
  });
  await mailCreator(trx, context, payment, (to, inMail) =>
    paymentOutcomeMessage(to, inMail, { kind: "returned", reason }),
  );
  return paymentAnswer(trx, context.identity, paymentId);
}
