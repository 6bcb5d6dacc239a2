// People deciding about a payment other than approving it (payment-approval.ts), as the service's
// auth-service/src/workspace/domain/payment-decisions.ts and payment-rails.ts decide: a rejection, a cancel, and the
// sandbox partner sending a settled payment back. Each may be refused with secondFactorRequired (the page asks for the
// factor in place and calls again).
import { PAYMENT_API_PATHS, paymentAnswerSchema, type Payment } from "@bank/contracts";
import { request } from "./request.ts";

/** POST .../payments/:paymentId/reject (approve): the reason is mailed to the person who made it; the hold is released. */
export async function rejectPayment(businessId: string, paymentId: string, reason: string): Promise<Payment> {
  const path = PAYMENT_API_PATHS.reject(businessId, paymentId);
  return (await request("POST", path, { body: { reason }, schema: paymentAnswerSchema })).payment;
}

/** POST .../payments/:paymentId/cancel (its creator while they may pay, or a manager): 409 notCancelable. */
export async function cancelPayment(businessId: string, paymentId: string): Promise<Payment> {
  const path = PAYMENT_API_PATHS.cancel(businessId, paymentId);
  return (await request("POST", path, { schema: paymentAnswerSchema })).payment;
}

/**
 * POST /api/sandbox/payments/:paymentId/return (manage, sandbox, Idempotency-Key): the payee's bank sends a settled
 * payment back; 409 notReturnable.
 */
export async function returnPaymentInSandbox(
  paymentId: string,
  reason: string,
  idempotencyKey: string,
): Promise<Payment> {
  const path = PAYMENT_API_PATHS.sandboxReturn(paymentId);
  return (await request("POST", path, { body: { reason }, idempotencyKey, schema: paymentAnswerSchema })).payment;
}
