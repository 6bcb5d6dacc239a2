// The partner rails' scheduled work: a job names a pending transaction and when to act on it; done once.
import type { Db } from "../../db/database.ts";

export async function scheduleRailsJob(
  db: Db,
  job: { id: string; action: string; transactionId: string; dueAt: number },
): Promise<void> {
  await db
    .insertInto("rails_jobs")
    .values({ id: job.id, action: job.action, transaction_id: job.transactionId, due_at: job.dueAt, done_at: null })
    .execute();
}

/** Jobs due by `now` and not done, oldest first. */
export async function dueRailsJobs(
  db: Db,
  now: number,
  limit: number,
): Promise<{ id: string; action: string; transactionId: string }[]> {
  const rows = await db
    .selectFrom("rails_jobs")
    .select(["id", "action", "transaction_id"])
    .where("done_at", "is", null)
    .where("due_at", "<=", now)
    .orderBy("due_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, action: row.action, transactionId: row.transaction_id }));
}

/** Marks the job done; false when another instance (or an earlier run) already did. */
export async function claimRailsJob(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("rails_jobs")
    .set({ done_at: now })
    .where("id", "=", id)
    .where("done_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
