// Every query about attempt counters: the abuse limits and lockouts that every service instance sees alike.
import { sql, type Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { FailureCountersTable } from "./schema.ts";

export type FailureCounterRow = Selectable<FailureCountersTable>;

export async function findFailureCounter(db: Db, key: string): Promise<FailureCounterRow | undefined> {
  return db.selectFrom("failure_counters").selectAll().where("key", "=", key).executeTakeFirst();
}

/**
 * The counters of `keys`, locked until the transaction ends, so concurrent attempts (on any instance) charge them
 * one after another. A key with no counter gets an empty one first (no failures, forgettable at once), because
 * only a row can be locked: two first attempts racing on a new key would otherwise both count from zero. Rows are
 * created and locked in key order, so transactions locking overlapping keys cannot deadlock.
 */
export async function lockFailureCounters(
  db: Db,
  keys: readonly string[],
  now: number,
): Promise<Map<string, FailureCounterRow>> {
  const sorted = [...new Set(keys)].sort();
  await db
    .insertInto("failure_counters")
    .values(
      sorted.map((key) => ({
        key,
        failures: 0,
        window_start: now,
        last_failure_at: now,
        blocked_until: 0,
        forget_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const rows = await lockExisting(db, sorted);
  return new Map(rows.map((row) => [row.key, row]));
}

/** The counters of `keys` that exist, locked until the transaction ends. */
export async function lockExistingFailureCounters(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, FailureCounterRow>> {
  const rows = await lockExisting(db, [...new Set(keys)].sort());
  return new Map(rows.map((row) => [row.key, row]));
}

async function lockExisting(db: Db, sortedKeys: string[]): Promise<FailureCounterRow[]> {
  if (sortedKeys.length === 0) return [];
  return db
    .selectFrom("failure_counters")
    .selectAll()
    .where("key", "in", sortedKeys)
    .orderBy("key")
    .forUpdate()
    .execute();
}

export async function saveFailureCounter(db: Db, row: FailureCounterRow): Promise<void> {
  await db
    .insertInto("failure_counters")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((excluded) => ({
        failures: excluded.ref("excluded.failures"),
        window_start: excluded.ref("excluded.window_start"),
        last_failure_at: excluded.ref("excluded.last_failure_at"),
        blocked_until: excluded.ref("excluded.blocked_until"),
        forget_at: excluded.ref("excluded.forget_at"),
      })),
    )
    .execute();
}

export async function deleteFailureCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom("failure_counters").where("key", "=", key).execute();
}

/** Deletes every counter whose key starts with `prefix` (all of one account's device classes, say). */
export async function deleteFailureCountersByPrefix(db: Db, prefix: string): Promise<number> {
  const result = await db
    .deleteFrom("failure_counters")
    .where(sql<string>`substr(${sql.ref("key")}, 1, ${prefix.length})`, "=", prefix)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every counter whose key starts with `prefix` (all of one account's device classes, say). */
export async function listFailureCountersByPrefix(db: Db, prefix: string): Promise<FailureCounterRow[]> {
  return db
    .selectFrom("failure_counters")
    .selectAll()
    .where(sql<string>`substr(${sql.ref("key")}, 1, ${prefix.length})`, "=", prefix)
    .execute();
}

/** The keys starting with `prefix` whose block lasts past `now`: the locked accounts, for a page of customers. */
export async function listBlockedKeysByPrefix(db: Db, prefix: string, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom("failure_counters")
    .select("key")
    .where(sql<string>`substr(${sql.ref("key")}, 1, ${prefix.length})`, "=", prefix)
    .where("blocked_until", ">", now)
    .execute();
  return rows.map((row) => row.key);
}

/** Forgets counters whose policy lets them go by now; lockout counts (forget_at null) stay. */
export async function deleteForgettableFailureCounters(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom("failure_counters")
    .where("forget_at", "is not", null)
    .where("forget_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
