// Approving a payment (the service's auth-service/src/workspace/domain/payment-decisions.ts, approvalOptions and
// approvePayment): what the approver signs and how, then the approval itself. Both may be refused with
// secondFactorRequired (the page asks for the factor in place and calls again). The passkey's ceremony is
// passkey-approval.ts, fetched only when a passkey is offered.
import {
  PAYMENT_API_PATHS,
  approvalOptionsSchema,
  paymentAnswerSchema,
  type ApprovalOptions,
  type ApproveRequest,
  type Payment,
} from "@bank/contracts";
import { request } from "./request.ts";

/**
 * POST .../payments/:paymentId/approval-options (approve): the terms the approver signs, passkey options whose
 * challenge was issued for this payment alone (null without a passkey), and whether a code can sign it. 403
 * ownPayment or noSigningFactor, 409 notAwaitingApproval or alreadyApproved, 429 throttled.
 */
export function fetchApprovalOptions(businessId: string, paymentId: string): Promise<ApprovalOptions> {
  return request("POST", PAYMENT_API_PATHS.approvalOptions(businessId, paymentId), { schema: approvalOptionsSchema });
}

/**
 * POST .../payments/:paymentId/approve (approve): the browser's passkey assertion or a 6-digit code. A wrong proof is
 * 401 wrongProof: the session is still signed in, and the page says so beside the code or the passkey button.
 */
export async function approvePayment(businessId: string, paymentId: string, proof: ApproveRequest): Promise<Payment> {
  const path = PAYMENT_API_PATHS.approve(businessId, paymentId);
  return (await request("POST", path, { body: proof, schema: paymentAnswerSchema })).payment;
}
