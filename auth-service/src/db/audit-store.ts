// Every SQL statement about the audit trail of security events.
import { prepared, type Db } from "./database.ts";

export interface AuditEventRow {
  id: number;
  at: number;
  event: string;
  user_id: string | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
}

export interface NewAuditEvent {
  at: number;
  event: string;
  userId: string | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
}

export function insertAuditEvent(db: Db, event: NewAuditEvent): void {
  prepared(
    db,
    `INSERT INTO audit_events (at, event, user_id, email, ip, detail)
     VALUES (@at, @event, @userId, @email, @ip, @detail)`,
  ).run(event);
}

export function listAuditEvents(db: Db, filter: { userId?: string; email?: string } = {}): AuditEventRow[] {
  return prepared(
    db,
    `SELECT * FROM audit_events
       WHERE (@userId IS NULL OR user_id = @userId) AND (@email IS NULL OR email = @email)
       ORDER BY id`,
  ).all({ userId: filter.userId ?? null, email: filter.email ?? null }) as AuditEventRow[];
}
