// The queries behind what staff see of businesses in the console: a person's memberships with when they joined, and
// a business's newest audit events.
import type { Db } from "../../db/database.ts";

/** The businesses a person belongs to, with their place in each and when they joined, by legal name. */
export async function listMembershipsOfUser(db: Db, userId: string) {
  return db
    .selectFrom("business_members")
    .innerJoin("businesses", "businesses.id", "business_members.business_id")
    .select([
      "businesses.id",
      "businesses.legal_name",
      "businesses.trade_name",
      "business_members.permissions",
      "business_members.owner",
      "business_members.joined_at",
    ])
    .where("business_members.user_id", "=", userId)
    .orderBy("businesses.legal_name")
    .orderBy("businesses.id")
    .execute();
}

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
