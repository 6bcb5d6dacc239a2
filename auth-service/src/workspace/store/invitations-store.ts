// Every query about invitations to a business. A link's token is found by its SHA-256, never the token itself.
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BusinessInvitationsTable } from "../../db/schema.ts";

export type InvitationRow = Selectable<BusinessInvitationsTable>;

export async function insertInvitation(db: Db, invitation: InvitationRow): Promise<void> {
  await db.insertInto("business_invitations").values(invitation).execute();
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom("business_invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

export async function findInvitation(
  db: Db,
  businessId: string,
  invitationId: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom("business_invitations")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("id", "=", invitationId)
    .executeTakeFirst();
}

/** Pending ones (whatever their age) and the others created since `since`, newest first. */
export async function listInvitations(db: Db, businessId: string, since: number): Promise<InvitationRow[]> {
  return db
    .selectFrom("business_invitations")
    .selectAll()
    .where("business_id", "=", businessId)
    .where((eb) =>
      eb.or([eb.and([eb("accepted_at", "is", null), eb("revoked_at", "is", null)]), eb("created_at", ">=", since)]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
}

export async function countPendingInvitations(db: Db, businessId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom("business_invitations")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("pending"))
    .where("business_id", "=", businessId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** Marks a usable invitation accepted by `userId`; false when it was used, revoked or expired meanwhile. */
export async function markInvitationAccepted(db: Db, id: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("business_invitations")
    .set({ accepted_at: now, accepted_by: userId })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes a pending invitation; false when it was not pending. */
export async function markInvitationRevoked(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("business_invitations")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
