// The staff console's read of a business's payments (docs/api.md): apart from admin-details.ts, so only the view
// that shows them loads the payments' schemas.
import { PAYMENT_API_PATHS, adminPaymentPageSchema, type AdminPaymentPage, type PaymentStatus } from "@bank/contracts";
import { request } from "./request.ts";

export interface StaffPaymentQuery {
  /** Only payments in this status; all when absent. */
  status?: PaymentStatus | undefined;
  /** The page after the one whose nextCursor this was. */
  cursor?: string | null | undefined;
}

/** The path with the query: `/api/admin/businesses/:id/payments?status=...&cursor=...`, empty values left out. */
export function staffPaymentsPath(businessId: string, query: StaffPaymentQuery = {}): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.cursor) params.set("cursor", query.cursor);
  const search = params.toString();
  return `${PAYMENT_API_PATHS.staffPayments(businessId)}${search ? `?${search}` : ""}`;
}

/** GET /api/admin/businesses/:id/payments (view): a page of the business's payments, newest first, with evidence. */
export function fetchStaffPayments(businessId: string, query: StaffPaymentQuery = {}): Promise<AdminPaymentPage> {
  return request("GET", staffPaymentsPath(businessId, query), { schema: adminPaymentPageSchema });
}
