// Every query about the audit trail of security events.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { AuditEventsTable } from "./schema.ts";

export type AuditEventRow = Selectable<AuditEventsTable>;

export interface NewAuditEvent {
  at: number;
  event: string;
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent?: string | null;
  detail: string | null;
}

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      at: event.at,
      event: event.event,
      user_id: event.userId,
      email: event.email,
      ip: event.ip,
      user_agent: event.userAgent?.slice(0, 300) ?? null,
      detail: event.detail,
    })
    .execute();
}

export async function listAuditEvents(
  db: Db,
  filter: { userId?: string; email?: string } = {},
): Promise<AuditEventRow[]> {
  let query = db.selectFrom("audit_events").selectAll().orderBy("id");
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  if (filter.email !== undefined) query = query.where("email", "=", filter.email);
  return query.execute();
}

/** What the customer's account activity shows of an event; never its detail. */
export type ActivityRow = Pick<AuditEventRow, "at" | "event" | "ip" | "user_agent">;

/**
 * A user's newest events of the given names, newest first (events of one millisecond in the order they were
 * written). The index audit_events_by_user (user_id, at) serves it, read backwards; exported so a test can
 * EXPLAIN it on both engines.
 */
export function recentUserEventsQuery(db: Db, userId: string, events: readonly string[], limit: number) {
  return db
    .selectFrom("audit_events")
    .select(["at", "event", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("event", "in", events)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
}

export async function listRecentUserEvents(
  db: Db,
  userId: string,
  events: readonly string[],
  limit: number,
): Promise<ActivityRow[]> {
  return recentUserEventsQuery(db, userId, events, limit).execute();
}
