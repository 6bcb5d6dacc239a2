// A business's payments (PAYMENT_API_PATHS in @bank/contracts; the service's routes in
// auth-service/src/workspace/routes/payments.ts): a page of the list, one payment, and making one. Deciding about one
// (approve, reject, cancel, the sandbox's return) is payment-decisions.ts; payees are payees.ts; the business's
// approval rules approval-policy.ts.
import {
  DEFAULT_PAGE_SIZE,
  PAYMENT_API_PATHS,
  paymentAnswerSchema,
  paymentPageSchema,
  type Payment,
  type PaymentPage,
  type PaymentRequest,
  type PaymentStatus,
} from "@bank/contracts";
import { request } from "./request.ts";

export interface PaymentListQuery {
  status?: PaymentStatus | undefined;
  /** Only those waiting for the caller's approval. */
  awaiting?: "me" | undefined;
  cursor?: string | null | undefined;
  limit?: number | undefined;
}

/**
 * GET /api/businesses/:id/payments (view): one page, newest first, of one status or all, or those awaiting the
 * caller's approval; 400 invalidCursor.
 */
export function fetchPayments(businessId: string, query: PaymentListQuery = {}): Promise<PaymentPage> {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.awaiting) params.set("awaiting", query.awaiting);
  if (query.cursor) params.set("cursor", query.cursor);
  params.set("limit", String(query.limit ?? DEFAULT_PAGE_SIZE));
  return request("GET", `${PAYMENT_API_PATHS.payments(businessId)}?${params}`, { schema: paymentPageSchema });
}

/** GET /api/businesses/:id/payments/:paymentId (view): its approvals and timeline with it; 404 paymentNotFound. */
export async function fetchPayment(businessId: string, paymentId: string): Promise<Payment> {
  const path = PAYMENT_API_PATHS.payment(businessId, paymentId);
  return (await request("GET", path, { schema: paymentAnswerSchema })).payment;
}

/**
 * POST /api/businesses/:id/payments (pay, second factor) with the review's Idempotency-Key: the amount and fee are
 * held at once. 422 insufficientFunds, dailyLimitExceeded (both on `amount`) or notEnoughApprovers; 400 methodCurrency
 * (on `fromAccountId`) or sendOn; 404 accountNotFound or payeeNotFound.
 */
export async function makePayment(
  businessId: string,
  payment: PaymentRequest,
  idempotencyKey: string,
): Promise<Payment> {
  const path = PAYMENT_API_PATHS.payments(businessId);
  return (await request("POST", path, { body: payment, idempotencyKey, schema: paymentAnswerSchema })).payment;
}
