// Every SQL statement about failure counters: the abuse limits that every service instance sees alike.
import { prepared, type Db } from "./database.ts";

export interface FailureCounterRow {
  key: string;
  failures: number;
  window_start: number;
  last_failure_at: number;
  blocked_until: number;
}

export function findFailureCounter(db: Db, key: string): FailureCounterRow | undefined {
  return prepared(db, `SELECT * FROM failure_counters WHERE key = ?`).get(key) as FailureCounterRow | undefined;
}

export function saveFailureCounter(db: Db, row: FailureCounterRow): void {
  prepared(
    db,
    `INSERT INTO failure_counters (key, failures, window_start, last_failure_at, blocked_until)
     VALUES (@key, @failures, @window_start, @last_failure_at, @blocked_until)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
       last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until`,
  ).run(row);
}

export function deleteFailureCounter(db: Db, key: string): void {
  prepared(db, `DELETE FROM failure_counters WHERE key = ?`).run(key);
}

/** Forgets counters with no failure since the cutoff and no block still running. */
export function deleteIdleFailureCounters(db: Db, cutoff: number, now: number): number {
  return prepared(db, `DELETE FROM failure_counters WHERE last_failure_at < ? AND blocked_until <= ?`).run(cutoff, now)
    .changes;
}
