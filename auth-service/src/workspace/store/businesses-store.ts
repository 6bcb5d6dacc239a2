// Every query about businesses themselves.
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BusinessesTable } from "../../db/schema.ts";

export type BusinessRow = Selectable<BusinessesTable>;

export async function insertBusiness(db: Db, business: BusinessRow): Promise<void> {
  await db.insertInto("businesses").values(business).execute();
}

export async function findBusiness(db: Db, businessId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom("businesses").selectAll().where("id", "=", businessId).executeTakeFirst();
}

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

/** The businesses a person belongs to, with their place in each, by name. */
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
    ])
    .where("business_members.user_id", "=", userId)
    .orderBy("businesses.legal_name")
    .orderBy("businesses.id")
    .execute();
}
