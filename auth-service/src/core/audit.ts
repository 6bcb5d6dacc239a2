// The audit trail: one row per security event, never a password, code, token or secret.
import type { AuditEventType } from "@bank/contracts";
import type { Db } from "../db/database.ts";
import { insertAuditEvent } from "../db/audit-store.ts";

/** The event types, each with words in the staff console: the list is @bank/contracts' AUDIT_EVENT_TYPES. */
export type AuditEventName = AuditEventType;

export interface AuditSubject {
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  /** The browser's User-Agent, for the customer's account activity ("Chrome on macOS"). */
  userAgent?: string | null;
  /** The staff member who acted on the customer's account, in the staff console. */
  actorId?: string | null;
  /** The business a workspace event concerns. */
  businessId?: string | null;
}

export async function recordAuditEvent(
  db: Db,
  event: AuditEventName,
  subject: AuditSubject,
  now: number,
  detail?: Record<string, string | number | boolean>,
): Promise<void> {
  await insertAuditEvent(db, {
    at: now,
    event,
    userId: subject.userId ?? null,
    email: subject.email ?? null,
    ip: subject.ip ?? null,
    userAgent: subject.userAgent ?? null,
    actorId: subject.actorId ?? null,
    businessId: subject.businessId ?? null,
    detail: detail ? JSON.stringify(detail) : null,
  });
}
