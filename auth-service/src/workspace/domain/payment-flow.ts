// How a payment moves along its statuses (docs/workspace.md, "Payments and approvals"):
//   pending_approval -> scheduled (a later sendOn) -> processing -> settled, or failed, or (later) returned;
//   pending_approval or scheduled -> rejected or canceled.
// Every move is a compare-and-set of the status inside the caller's transaction, with the payment's row locked, so
// of two moves racing (an approval and a cancel) exactly one happens; each is a step of the timeline. A payment that
// ends unsent gives back its hold and what it counted toward the day's limit in the same transaction.
import { SANDBOX_PAYMENT_DELAY_MS, type PaymentMethod } from "@bank/contracts";
import { recordAuditEvent, type AuditEventName, type AuditSubject } from "../../core/audit.ts";
import type { BankSettings } from "../../core/bank-settings.ts";
import type { Db } from "../../db/database.ts";
import { voidMovement } from "../ledger/postings.ts";
import { BUSINESS_SENT, giveBackToLimit } from "../store/daily-limits-store.ts";
import { insertPaymentEvent, moveStatus, type PaymentRow } from "../store/payments-store.ts";
import { scheduleRailsJob } from "../store/rails-jobs-store.ts";
import crypto from "node:crypto";
import { startOfDay, utcDayOf } from "./payment-terms.ts";

/** The rails' work on a payment: send a scheduled one on its day, settle (or fail) one being sent. */
export const PAYMENT_JOBS = { send: "send_payment", settle: "settle_payment" } as const;

export async function recordStep(
  trx: Db,
  payment: Pick<PaymentRow, "id">,
  step: { status: string; at: number; actorId: string | null; note?: string | null },
): Promise<void> {
  await insertPaymentEvent(trx, {
    paymentId: payment.id,
    status: step.status,
    at: step.at,
    actorId: step.actorId,
    note: step.note ?? null,
  });
}

/** Where an approved payment goes: scheduled when its send day is later than today (UTC), else processing. */
export function statusOnceApproved(payment: Pick<PaymentRow, "sendOn">, now: number): "scheduled" | "processing" {
  return payment.sendOn !== null && payment.sendOn > utcDayOf(now) ? "scheduled" : "processing";
}

/** Hands a payment now scheduled or processing to the rails: its send day's job, or its settlement's. */
export async function scheduleRails(
  trx: Db,
  payment: Pick<PaymentRow, "holdTransactionId" | "method" | "sendOn">,
  status: "scheduled" | "processing",
  now: number,
  bank: BankSettings,
): Promise<void> {
  const dueAt =
    status === "scheduled"
      ? startOfDay(payment.sendOn!)
      : now + Math.round(SANDBOX_PAYMENT_DELAY_MS[payment.method as PaymentMethod] * bank.timeScale);
  await scheduleRailsJob(trx, {
    id: crypto.randomUUID(),
    action: status === "scheduled" ? PAYMENT_JOBS.send : PAYMENT_JOBS.settle,
    transactionId: payment.holdTransactionId,
    dueAt,
  });
}

/**
 * Moves a payment from `from` to `to` and records the step; false when it was not in `from` any more. The caller
 * holds the payment's row lock.
 */
export async function moveAlong(
  trx: Db,
  payment: PaymentRow,
  from: string,
  to: string,
  step: { at: number; actorId: string | null; note?: string | null },
): Promise<boolean> {
  if (!(await moveStatus(trx, payment.id, from, to, step.at))) return false;
  await recordStep(trx, payment, { status: to, ...step });
  return true;
}

/**
 * Ends a payment that was never sent (rejected, canceled, failed): its holds are voided, the money is available
 * again, and what it counted toward its day's limit is given back. False when it was not in `from` any more.
 */
export async function endUnsent(
  trx: Db,
  payment: PaymentRow,
  from: string,
  to: "rejected" | "canceled" | "failed",
  step: { at: number; actorId: string | null; note?: string | null },
): Promise<boolean> {
  if (!(await moveAlong(trx, payment, from, to, step))) return false;
  await voidMovement(trx, payment.holdTransactionId);
  if (payment.feeTransactionId) await voidMovement(trx, payment.feeTransactionId);
  await giveBackToLimit(trx, BUSINESS_SENT, payment.businessId, payment.limitDay, payment.limitAmount);
  return true;
}

/** The audit row of a step of the payment. */
export async function auditStep(
  trx: Db,
  event: AuditEventName,
  subject: AuditSubject,
  payment: PaymentRow,
  now: number,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await recordAuditEvent(trx, event, { ...subject, businessId: payment.businessId }, now, {
    businessId: payment.businessId,
    paymentId: payment.id,
    ...detail,
  });
}
