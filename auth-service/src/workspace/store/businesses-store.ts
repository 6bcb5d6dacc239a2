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
 * turns): every change to its team, and each new numbered or one-of-a-kind thing of it (an invoice's number, a
 * wallet), takes this lock first, so two such changes never interleave.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a transaction has often already inserted a row that refers to the business (its
 * Idempotency-Key's claim), which takes the row's KEY SHARE lock. FOR UPDATE conflicts with KEY SHARE, so two such
 * transactions each waited for the other's KEY SHARE to go: a deadlock (seen with invoices created at once on two
 * instances). FOR NO KEY UPDATE conflicts with itself, not with KEY SHARE; the business's id never changes.
 */
export async function lockBusiness(db: Db, businessId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom("businesses").selectAll().where("id", "=", businessId).forNoKeyUpdate().executeTakeFirst();
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
