// The audit log as staff read it: pages newest first under filters, and the overview's counts of sign-ins,
// failures, lockouts and new-device notices by hour and by day.
import {
  AUDIT_PAGE_SIZE,
  type AdminAuditPage,
  type AdminAuditQuery,
  type AdminOverview,
  type OverviewBucket,
} from "@bank/contracts";
import { countEventsByBucket, pageAuditEvents } from "../../db/audit-store.ts";
import { findUserByEmail } from "../../db/users-store.ts";
import type { AuditEventName } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { withActors } from "./customers.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whose events an email filter asks for: the customer who has that address now, under every address they had (by
 * their id, with the customer id filter when both are given); else whatever events name the address (a failed
 * sign-in with an unknown email, an account since deleted). null: the two filters name different customers.
 */
async function whoseEvents(
  deps: ServiceDeps,
  query: AdminAuditQuery,
): Promise<{ userId?: string | undefined; email?: string | undefined } | null> {
  if (query.email === undefined) return { userId: query.userId };
  const owner = await findUserByEmail(deps.db, query.email);
  if (!owner) return { userId: query.userId, email: query.email };
  if (query.userId !== undefined && query.userId !== owner.id) return null;
  return { userId: owner.id };
}

/** One page; nextBefore is the cursor of the next (older) page, null after the oldest. */
export async function auditLogPage(deps: ServiceDeps, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const limit = query.limit === undefined ? AUDIT_PAGE_SIZE : Number(query.limit);
  const whose = await whoseEvents(deps, query);
  if (whose === null) return { events: [], nextBefore: null };
  const rows = await pageAuditEvents(
    deps.db,
    {
      event: query.type,
      ...whose,
      beforeId: query.before === undefined ? undefined : Number(query.before),
      until: query.until === undefined ? undefined : untilTime(query.until),
    },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  return {
    events: await withActors(deps, page),
    nextBefore: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/** A date means the whole of that day (UTC); a time, that instant. */
function untilTime(until: string): number {
  const at = Date.parse(until.length === 10 ? `${until}T23:59:59.999Z` : until);
  return Number.isNaN(at) ? 0 : at;
}

/** Is "until" a real date or time (the schema checks only its shape, and Date.parse rolls 2026-02-31 over). */
export function isValidUntil(until: string): boolean {
  const at = Date.parse(until.length === 10 ? `${until}T00:00:00Z` : until);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === until.slice(0, 10);
}

const SIGN_IN: AuditEventName = "signin_ok";
const FAILURES: readonly AuditEventName[] = ["signin_failed", "twofa_failed"];
const LOCKOUT: AuditEventName = "lockout";

async function buckets(deps: ServiceDeps, since: number, bucketMs: number, count: number): Promise<OverviewBucket[]> {
  const counted = await countEventsByBucket(deps.db, [SIGN_IN, ...FAILURES, LOCKOUT], since, bucketMs);
  const result = Array.from({ length: count }, (_, index) => ({
    start: new Date(since + index * bucketMs).toISOString(),
    signIns: 0,
    failures: 0,
    lockouts: 0,
    newDevices: 0,
  }));
  for (const row of counted) {
    const bucket = result[row.bucket];
    if (!bucket) continue;
    if (row.event === SIGN_IN) {
      bucket.signIns += row.count;
      bucket.newDevices += row.newDevices;
    } else if (row.event === LOCKOUT) bucket.lockouts += row.count;
    else bucket.failures += row.count;
  }
  return result;
}

/** The last 24 hours by hour (the current hour last) and the last 7 days by UTC day (today last). */
export async function overview(deps: ServiceDeps): Promise<AdminOverview> {
  const now = deps.now();
  const thisHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const [hours, days] = await Promise.all([
    buckets(deps, thisHour - 23 * HOUR_MS, HOUR_MS, 24),
    buckets(deps, today - 6 * DAY_MS, DAY_MS, 7),
  ]);
  return { generatedAt: new Date(now).toISOString(), hours, days };
}
