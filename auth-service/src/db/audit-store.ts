// Every query about the audit trail of security events.
import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import { fixedQuery } from "./fixed-query.ts";
import type { AuditEventsTable } from "./schema.ts";

export type AuditEventRow = Selectable<AuditEventsTable>;

export interface NewAuditEvent {
  at: number;
  event: string;
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent?: string | null;
  /** The staff member who acted, for an action taken in the staff console. */
  actorId?: string | null;
  /** The business a workspace event concerns. */
  businessId?: string | null;
  detail: string | null;
}

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await auditEventInserted(db, {
    at: event.at,
    event: event.event,
    user_id: event.userId,
    email: event.email,
    ip: event.ip,
    user_agent: event.userAgent?.slice(0, 300) ?? null,
    actor_id: event.actorId ?? null,
    ...(event.businessId ? { business_id: event.businessId } : {}),
    detail: event.detail,
  });
}

const auditEventInserted = fixedQuery((db, row: Insertable<AuditEventsTable>) =>
  db.insertInto("audit_events").values(row),
);

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

export interface AuditPageFilter {
  event?: string | undefined;
  userId?: string | undefined;
  /** Only events recorded under this address. */
  email?: string | undefined;
  /** Only events with a smaller id (the page's cursor). */
  beforeId?: number | undefined;
  /** Only events at or before this time. */
  until?: number | undefined;
}

/**
 * One page of the audit log, newest first by id, under any filter. Keyset paging: each page starts from the last
 * id of the one before, so the last page of 100,000 events reads as few rows as the first. The indexes
 * audit_events_by_event (event, id), audit_events_by_user_id (user_id, id) and audit_events_by_email (email, id)
 * serve the filters, the primary key the rest; exported so a test can EXPLAIN it on both engines.
 */
export function auditPageQuery(db: Db, filter: AuditPageFilter, limit: number) {
  let query = db.selectFrom("audit_events").selectAll();
  if (filter.event !== undefined) query = query.where("event", "=", filter.event);
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  if (filter.email !== undefined) query = query.where("email", "=", filter.email);
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  if (filter.until !== undefined) query = query.where("id", "<=", lastIdAtOrBefore(db, filter.until));
  return query.orderBy("id", "desc").limit(limit);
}

/** The id of the newest event at or before a time, found through audit_events_by_time (at, id). */
function lastIdAtOrBefore(db: Db, until: number) {
  return db
    .selectFrom("audit_events")
    .select("id")
    .where("at", "<=", until)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(1);
}

export async function pageAuditEvents(db: Db, filter: AuditPageFilter, limit: number): Promise<AuditEventRow[]> {
  return auditPageQuery(db, filter, limit).execute();
}

/** How many events of each name fell in each bucket of `bucketMs` from `since` (bucket 0 is the oldest). */
export interface EventBucketCount {
  event: string;
  bucket: number;
  /** Of signin_ok events, those from a browser new to the account (a new-device notice was mailed). */
  newDevices: number;
  count: number;
}

export async function countEventsByBucket(
  db: Db,
  events: readonly string[],
  since: number,
  bucketMs: number,
): Promise<EventBucketCount[]> {
  const rows = await db
    .selectFrom("audit_events")
    .select((row) => [
      "event",
      sql<number>`CAST((${row.ref("at")} - ${since}) / ${bucketMs} AS INTEGER)`.as("bucket"),
      row.fn.countAll<number | string>().as("count"),
      row.fn
        .sum<number | string | null>(sql`CASE WHEN ${row.ref("detail")} LIKE '%"newDevice":true%' THEN 1 ELSE 0 END`)
        .as("new_devices"),
    ])
    .where("at", ">=", since)
    .where("event", "in", events)
    .groupBy(["event", "bucket"])
    .execute();
  return rows.map((row) => ({
    event: row.event,
    bucket: Number(row.bucket),
    count: Number(row.count),
    newDevices: Number(row.new_devices ?? 0),
  }));
}
