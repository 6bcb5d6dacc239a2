// The audit log's view in its address (type, customer email or id, until date, and the page's cursor), so a view can be
// shared: read from the query string, checked as the service checks it, and written back.
import { adminAuditQuerySchema } from "@bank/contracts";
import { safeParse } from "zod/mini";
import type { AuditFilters } from "../../../lib/api/admin.ts";

const FIELDS = ["type", "email", "userId", "until", "before"] as const;

/** The filters a query string holds; a value the service would refuse is left out rather than failing the page. */
export function parseAuditFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const filters: AuditFilters = {};
  for (const field of FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    if (safeParse(adminAuditQuerySchema, { [field]: value }).success) filters[field] = value;
  }
  return filters;
}

/** The filters with their empty fields left out, as the service's schema checks them. */
export function filledFilters(filters: AuditFilters): AuditFilters {
  const filled: AuditFilters = {};
  for (const field of FIELDS) {
    const value = filters[field]?.trim();
    if (value) filled[field] = value;
  }
  return filled;
}

/** `/admin/audit?type=lockout&before=123`, in a fixed order, without empty values. */
export function auditHref(filters: AuditFilters): string {
  const text = new URLSearchParams({ ...filledFilters(filters) }).toString();
  return text ? `/admin/audit?${text}` : "/admin/audit";
}
