// A business's invoices (docs/invoices.md): the list by status, making one (with the submission's Idempotency-Key),
// sending and voiding it, and the PDF's address.
import {
  INVOICE_API_PATHS,
  invoiceAnswerSchema,
  invoicePageSchema,
  type Invoice,
  type InvoicePage,
  type InvoiceRequest,
  type InvoiceStatus,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/invoices (view): newest first, one status or all. */
export async function fetchInvoices(
  businessId: string,
  status: InvoiceStatus | null,
  cursor: string | null = null,
): Promise<InvoicePage> {
  const query = new URLSearchParams({ limit: "50" });
  if (status) query.set("status", status);
  if (cursor) query.set("cursor", cursor);
  return request("GET", `${INVOICE_API_PATHS.invoices(businessId)}?${query}`, { schema: invoicePageSchema });
}

/** POST /api/businesses/:id/invoices (pay): a draft, numbered next. */
export async function createInvoice(businessId: string, invoice: InvoiceRequest, idempotencyKey: string) {
  const path = INVOICE_API_PATHS.invoices(businessId);
  return (await request("POST", path, { body: invoice, idempotencyKey, schema: invoiceAnswerSchema })).invoice;
}

/** POST .../send or .../void (pay). */
export async function changeInvoice(businessId: string, invoiceId: string, action: "send" | "void"): Promise<Invoice> {
  const path = INVOICE_API_PATHS[action](businessId, invoiceId);
  return (await request("POST", path, { schema: invoiceAnswerSchema })).invoice;
}
