// Every query about payees. A removed payee keeps its row, marked removed: payments will name it.
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { PayeesTable } from "../../db/schema.ts";

export type PayeeRow = Selectable<PayeesTable>;

export async function insertPayee(db: Db, payee: PayeeRow): Promise<void> {
  await db.insertInto("payees").values(payee).execute();
}

/** The business's payees still in use, by name. */
export async function listPayees(db: Db, businessId: string): Promise<PayeeRow[]> {
  return db
    .selectFrom("payees")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("removed_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function countPayees(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom("payees")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("payees"))
    .where("business_id", "=", businessId)
    .where("removed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.payees);
}

export async function findPayee(db: Db, businessId: string, payeeId: string): Promise<PayeeRow | undefined> {
  return db
    .selectFrom("payees")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", payeeId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
}

/** Marks the payee removed; false when it was not there (or removed already). */
export async function markPayeeRemoved(db: Db, businessId: string, payeeId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("payees")
    .set({ removed_at: now })
    .where("business_id", "=", businessId)
    .where("id", "=", payeeId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payee, removed or not: a payment made to it still goes where it said. */
export async function findPayeeEvenRemoved(db: Db, businessId: string, payeeId: string): Promise<PayeeRow | undefined> {
  return db
    .selectFrom("payees")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", payeeId)
    .executeTakeFirst();
}
