// The query behind what staff see of a business in the console besides its team: its newest audit events.
import type { Db } from "../../db/database.ts";

/**
 * A business's newest events (leaving out the names in `excluded`), newest first. The partial index
 * audit_events_by_business (business_id, id) serves it, read backwards; exported so a test can EXPLAIN it.
 */
export function businessEventsQuery(db: Db, businessId: string, excluded: readonly string[], limit: number) {
  let query = db
    .selectFrom("audit_events")
    .select(["id", "at", "event", "user_id", "actor_id", "ip", "detail"])
    .where("business_id", "=", businessId);
  if (excluded.length > 0) query = query.where("event", "not in", excluded);
  return query.orderBy("id", "desc").limit(limit);
}

export async function listBusinessEvents(db: Db, businessId: string, excluded: readonly string[], limit: number) {
  return businessEventsQuery(db, businessId, excluded, limit).execute();
}
