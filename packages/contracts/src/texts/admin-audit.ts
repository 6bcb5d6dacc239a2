// The staff console's audit log (/admin/audit) and its events table.
// Apart from the other console pages' texts, so that a page loads only its own (ADMIN_TEXTS joins them all).

export const ADMIN_AUDIT_TEXTS = {
  auditTitle: "Audit log",
  filterType: "Event",
  anyEvent: "Any event",
  filterEmail: "Customer email",
  filterUser: "Customer id",
  filterUntil: "Until (date)",
  applyFilters: "Apply filters",
  clearFilters: "Clear",
  auditCaption: "Audit events, newest first",
  customer: "Customer",
  actor: "Done by",
  olderEvents: "Older events",
  newestEvents: "Newest",
  noAuditEvents: "No events match these filters.",
} as const;
