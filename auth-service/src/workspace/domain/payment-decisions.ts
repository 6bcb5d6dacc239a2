// People deciding about a payment: approving it (signed with a passkey or a code bound to that payment), rejecting
// it, canceling it. Separation of duties: its creator never approves or rejects it, and each approver counts once.
//
// An approval is checked in two steps. First, outside any transaction, what can be refused without a proof is
// (not found, one's own, not awaiting approval, approved already), then the proof is checked by identity (which
// spends the challenge or the code's step, and counts a failure like a sign-in's). Then, in one transaction with
// the payment's row locked, everything is read again, since a cancel, a removal from the team or another approval
// may have won the race meanwhile; only then is the approval kept and, when it is the last one needed, the payment
// sent on. A proof spent on an approval that then loses the race approves nothing.
import {
  PAYMENT_MESSAGES as M,
  WORKSPACE_MESSAGES,
  formatAmount,
  type ApproveRequest,
  type Currency,
} from "@bank/contracts";
import type { Caller, Membership, SigningProof } from "../../core/caller.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { paymentDecisionMessage } from "../../mail/payment-messages.ts";
import { findMember } from "../store/members-store.ts";
import { approvalsOf, findPayment, insertApproval, lockPayment, type PaymentRow } from "../store/payments-store.ts";
import { holds } from "./access.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { parsePermissions } from "./permissions.ts";
import { auditStep, endUnsent, moveAlong, scheduleRails, statusOnceApproved } from "./payment-flow.ts";
import { fullName, mailCreator, type PaymentContext } from "./payment-mail.ts";
import { bindingOf } from "./payment-terms.ts";
import { paymentAnswer } from "./payment-views.ts";

/** The payment when the caller may decide about it now, else the refusal. */
async function awaitingCaller(
  db: Db,
  caller: Caller,
  businessId: string,
  paymentId: string,
): Promise<PaymentRow | Answer> {
  const payment = await findPayment(db, businessId, paymentId);
  return payment ? ((await refusalFor(db, payment, caller.userId)) ?? payment) : notFound();
}

async function refusalFor(db: Db, payment: PaymentRow, userId: string): Promise<Answer | null> {
  if (payment.createdBy === userId) return refusalAnswer(403, "ownPayment", M.ownPayment);
  if (payment.status !== "pending_approval") return refusalAnswer(409, "notAwaitingApproval", M.notAwaitingApproval);
  const approvals = (await approvalsOf(db, [payment.id])).get(payment.id)!;
  if (approvals.some((approval) => approval.userId === userId))
    return refusalAnswer(409, "alreadyApproved", M.alreadyApproved);
  return null;
}

const MONEY_AVAILABLE = "The money held for it is available again.";

function notFound(): Answer {
  return refusalAnswer(404, "paymentNotFound", M.paymentNotFound);
}

function isPayment(value: PaymentRow | Answer): value is PaymentRow {
  return "holdTransactionId" in value;
}

/** The caller is still a member who may approve (read under the payment's lock): a removed approver approves nothing. */
async function stillApprover(trx: Db, businessId: string, userId: string): Promise<Answer | null> {
  const member = await findMember(trx, businessId, userId);
  if (!member)
    return { status: 404, body: { success: false, message: WORKSPACE_MESSAGES.businessNotFound, code: "notFound" } };
  const membership: Membership = {
    businessId,
    permissions: parsePermissions(member.permissions),
    owner: member.owner === 1,
    joinedAt: Number(member.joined_at),
  };
  return holds(membership, "approve")
    ? null
    : { status: 403, body: { success: false, message: WORKSPACE_MESSAGES.missingPermission, code: "forbidden" } };
}

/** What the approver is about to sign, and how they can: a passkey challenge issued for this payment alone, or a code. */
export async function approvalOptions(
  context: PaymentContext,
  caller: Caller,
  businessId: string,
  paymentId: string,
): Promise<Answer> {
  const db = context.deps.db;
  const payment = await awaitingCaller(db, caller, businessId, paymentId);
  if (!isPayment(payment)) return payment;
  const options = await context.identity.signingOptions(caller.userId, bindingOf(payment));
  if (options.kind === "throttled") return refusalAnswer(429, "throttled", M.throttled);
  if (options.kind === "no-factor") return refusalAnswer(403, "noSigningFactor", M.noSigningFactor);
  const currency = payment.currency as Currency;
  return {
    status: 200,
    body: {
      success: true,
      summary: {
        amount: formatAmount(payment.amount, currency),
        currency,
        fee: formatAmount(payment.fee, currency),
        payeeName: payment.payeeName,
        destination: payment.destination,
      },
      webauthn: options.webauthn,
      totp: options.totp,
    },
  };
}

export async function approvePayment(
  context: PaymentContext,
  actor: Actor,
  businessId: string,
  paymentId: string,
  request: ApproveRequest,
): Promise<Answer> {
  const { deps, identity } = context;
  const caller = actor.caller;
  const checked = await awaitingCaller(deps.db, caller, businessId, paymentId);
  if (!isPayment(checked)) return checked;
  const proof: SigningProof = request.passkey !== undefined ? { passkey: request.passkey } : { code: request.code! };
  const signed = await identity.confirmSigning(caller.userId, bindingOf(checked), proof, actor.client);
  if (signed.kind === "wrong-proof") return refusalAnswer(401, "wrongProof", M.wrongProof);
  if (signed.kind === "throttled") return refusalAnswer(429, "throttled", M.throttled);
  if (signed.kind === "no-factor") return refusalAnswer(403, "noSigningFactor", M.noSigningFactor);

  return inTransaction(deps.db, async (trx): Promise<Answer> => {
    const now = deps.now();
    const payment = await lockPayment(trx, paymentId);
    if (!payment || payment.businessId !== businessId) return notFound();
    const refusal =
      (await stillApprover(trx, businessId, caller.userId)) ?? (await refusalFor(trx, payment, caller.userId));
    if (refusal) return refusal;
    if (
      !(await insertApproval(trx, {
        paymentId,
        userId: caller.userId,
        method: signed.method,
        evidence: JSON.stringify({ binding: bindingOf(payment), ...signed.evidence }),
        at: now,
      }))
    )
      return refusalAnswer(409, "alreadyApproved", M.alreadyApproved);
    const approvals = (await approvalsOf(trx, [paymentId])).get(paymentId)!.length;
    const subject = auditSubjectOf(actor, businessId);
    await auditStep(trx, "payment_approved", subject, payment, now, { method: signed.method, approvals });

    let next = `It needs ${payment.approvalsRequired - approvals} more approval${payment.approvalsRequired - approvals === 1 ? "" : "s"}.`;
    if (approvals >= payment.approvalsRequired) {
      const status = statusOnceApproved(payment, now);
      if (!(await moveAlong(trx, payment, "pending_approval", status, { at: now, actorId: caller.userId })))
        throw new Error(`payment ${paymentId} left pending_approval under its own lock`);
      await scheduleRails(trx, payment, status, now, deps.bank);
      if (status === "processing") await auditStep(trx, "payment_sent", subject, payment, now);
      next = status === "processing" ? "It is on its way." : `It will be sent on ${payment.sendOn} (UTC).`;
    }
    await mailCreator(trx, context, payment, (to, inMail) =>
      paymentDecisionMessage(to, inMail, {
        kind: approvals >= payment.approvalsRequired ? "fully approved" : "approved",
        by: fullName(caller),
        next,
      }),
    );
    return paymentAnswer(trx, identity, paymentId);
  });
}

export async function rejectPayment(
  context: PaymentContext,
  actor: Actor,
  businessId: string,
  paymentId: string,
  reason: string,
): Promise<Answer> {
  const { deps, identity } = context;
  const caller = actor.caller;
  return inTransaction(deps.db, async (trx): Promise<Answer> => {
    const now = deps.now();
    const payment = await lockPayment(trx, paymentId);
    if (!payment || payment.businessId !== businessId) return notFound();
    const refusal =
      (await stillApprover(trx, businessId, caller.userId)) ?? (await refusalFor(trx, payment, caller.userId));
    if (refusal) return refusal;
    if (
      !(await endUnsent(trx, payment, "pending_approval", "rejected", {
        at: now,
        actorId: caller.userId,
        note: reason,
      }))
    )
      return refusalAnswer(409, "notAwaitingApproval", M.notAwaitingApproval);
    await auditStep(trx, "payment_rejected", auditSubjectOf(actor, businessId), payment, now);
    await mailCreator(trx, context, payment, (to, inMail) =>
      paymentDecisionMessage(to, inMail, { kind: "rejected", by: fullName(caller), reason, next: MONEY_AVAILABLE }),
    );
    return paymentAnswer(trx, identity, paymentId);
  });
}

/** Cancels a payment waiting for approval or for its send day: its creator may, and anyone who manages the business. */
export async function cancelPayment(
  context: PaymentContext,
  actor: Actor,
  membership: Membership,
  businessId: string,
  paymentId: string,
): Promise<Answer> {
  const { deps, identity } = context;
  const caller = actor.caller;
  return inTransaction(deps.db, async (trx): Promise<Answer> => {
    const now = deps.now();
    const payment = await lockPayment(trx, paymentId);
    if (!payment || payment.businessId !== businessId) return notFound();
    if (payment.createdBy !== caller.userId && !holds(membership, "manage"))
      return refusalAnswer(403, "forbidden", M.cancelNotAllowed);
    const from = payment.status;
    if (
      (from !== "pending_approval" && from !== "scheduled") ||
      !(await endUnsent(trx, payment, from, "canceled", { at: now, actorId: caller.userId }))
    )
      return refusalAnswer(409, "notCancelable", M.notCancelable);
    await auditStep(trx, "payment_canceled", auditSubjectOf(actor, businessId), payment, now, { from });
    if (payment.createdBy !== caller.userId)
      await mailCreator(trx, context, payment, (to, inMail) =>
        paymentDecisionMessage(to, inMail, { kind: "canceled", by: fullName(caller), next: MONEY_AVAILABLE }),
      );
    return paymentAnswer(trx, identity, paymentId);
  });
}
