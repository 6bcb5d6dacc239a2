// Every query about the members of businesses. Permissions are kept as one comma-separated list in a fixed order.
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BusinessMembersTable } from "../../db/schema.ts";

export type MemberRow = Selectable<BusinessMembersTable>;

export async function insertMember(db: Db, member: MemberRow): Promise<void> {
  await db.insertInto("business_members").values(member).execute();
}

/** Adds the member unless they are one already; true when added. */
export async function insertMemberIfAbsent(db: Db, member: MemberRow): Promise<boolean> {
  const result = await db
    .insertInto("business_members")
    .values(member)
    .onConflict((conflict) => conflict.columns(["business_id", "user_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findMember(db: Db, businessId: string, userId: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom("business_members")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function listMembers(db: Db, businessId: string): Promise<MemberRow[]> {
  return db
    .selectFrom("business_members")
    .selectAll()
    .where("business_id", "=", businessId)
    .orderBy("joined_at")
    .orderBy("user_id")
    .execute();
}

export async function countOwners(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom("business_members")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("owners"))
    .where("business_id", "=", businessId)
    .where("owner", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

export async function updateMember(
  db: Db,
  businessId: string,
  userId: string,
  change: { permissions: string; owner: number },
): Promise<void> {
  await db
    .updateTable("business_members")
    .set(change)
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .execute();
}

/** True when the member was there to remove. */
export async function deleteMember(db: Db, businessId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("business_members")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
