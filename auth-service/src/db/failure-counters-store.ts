// Every SQL statement about attempt counters: the abuse limits and lockouts that every service instance sees alike.
import { prepared, type Db } from "./database.ts";

export interface FailureCounterRow {
  key: string;
  /** Attempts charged and not refunded: failures, and checks still under way. */
  failures: number;
  window_start: number;
  last_failure_at: number;
  blocked_until: number;
  /** When housekeeping may delete the row; null keeps it until a success or a password reset forgets it. */
  forget_at: number | null;
}

export function findFailureCounter(db: Db, key: string): FailureCounterRow | undefined {
  return prepared(db, `SELECT * FROM failure_counters WHERE key = ?`).get(key) as FailureCounterRow | undefined;
}

export function saveFailureCounter(db: Db, row: FailureCounterRow): void {
  prepared(
    db,
    `INSERT INTO failure_counters (key, failures, window_start, last_failure_at, blocked_until, forget_at)
     VALUES (@key, @failures, @window_start, @last_failure_at, @blocked_until, @forget_at)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
       last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until,
       forget_at = excluded.forget_at`,
  ).run(row);
}

export function deleteFailureCounter(db: Db, key: string): void {
  prepared(db, `DELETE FROM failure_counters WHERE key = ?`).run(key);
}

/** Deletes every counter whose key starts with `prefix` (all of one account's device classes, say). */
export function deleteFailureCountersByPrefix(db: Db, prefix: string): number {
  return prepared(db, `DELETE FROM failure_counters WHERE substr(key, 1, length(@prefix)) = @prefix`).run({ prefix })
    .changes;
}

/** Forgets counters whose policy lets them go by now; lockout counts (forget_at null) stay. */
export function deleteForgettableFailureCounters(db: Db, now: number): number {
  return prepared(db, `DELETE FROM failure_counters WHERE forget_at IS NOT NULL AND forget_at <= ?`).run(now).changes;
}
