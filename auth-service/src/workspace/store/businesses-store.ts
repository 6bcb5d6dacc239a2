// Every query about businesses themselves.
import { sql, type Selectable } from "kysely";
import { lookupByKey, type Db } from "../../db/database.ts";
import type { BusinessesTable } from "../../db/schema.ts";

export type BusinessRow = Selectable<BusinessesTable>;

export async function insertBusiness(db: Db, business: BusinessRow): Promise<void> {
  await db.insertInto("businesses").values(business).execute();
}

const BUSINESS_COLUMNS = ["id", "application_id", "legal_name", "trade_name", "mode", "created_at"] as const;

/** Read on every business page's first request: compiled once, and on PostgreSQL prepared and batched by key. */
export const findBusiness = lookupByKey(
  (db, businessId) => db.selectFrom("businesses").select(BUSINESS_COLUMNS).where("id", "=", businessId),
  {
    build: (db, businessIds) =>
      db
        .selectFrom("businesses")
        .select(BUSINESS_COLUMNS)
        .where("id", "=", sql<string>`any(${businessIds})`),
    keyOf: (row) => row.id,
  },
);

/**
 * Locks the business's row until the transaction ends (PostgreSQL; SQLite's IMMEDIATE transactions already take
 * turns): every change to its team takes this lock first, so two changes to one team never interleave.
 */
export async function lockBusiness(db: Db, businessId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom("businesses").selectAll().where("id", "=", businessId).forUpdate().executeTakeFirst();
}

export async function findBusinessOfApplication(db: Db, applicationId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom("businesses").selectAll().where("application_id", "=", applicationId).executeTakeFirst();
}

/** The businesses a person belongs to, with their place in each and when they joined, by name. */
export async function listBusinessesOfUser(db: Db, userId: string) {
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
