// Every query about staff permissions: who may use the staff console, and for what.
import type { Db } from "./database.ts";

export interface StaffRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  totp_secret_set: number;
  passkeys: number;
  permissions: string[];
}

export async function listUserPermissions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("staff_permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .orderBy("permission")
    .execute();
  return rows.map((row) => row.permission);
}

/**
 * Makes `permissions` the person's whole set, in the caller's transaction: the ones not in it are taken away, the
 * new ones granted by `grantedBy` (null from the server's command line). Returns the set it replaced.
 */
export async function replaceUserPermissions(
  db: Db,
  userId: string,
  permissions: readonly string[],
  grantedBy: string | null,
  now: number,
): Promise<string[]> {
  const before = await db
    .selectFrom("staff_permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .forUpdate()
    .execute();
  const previous = before.map((row) => row.permission).sort();
  const removed = previous.filter((permission) => !permissions.includes(permission));
  const added = permissions.filter((permission) => !previous.includes(permission));
  if (removed.length > 0)
    await db.deleteFrom("staff_permissions").where("user_id", "=", userId).where("permission", "in", removed).execute();
  if (added.length > 0)
    await db
      .insertInto("staff_permissions")
      .values(added.map((permission) => ({ user_id: userId, permission, granted_at: now, granted_by: grantedBy })))
      .onConflict((conflict) => conflict.columns(["user_id", "permission"]).doNothing())
      .execute();
  return previous;
}

/** Everyone with at least one permission, by email, with whether they use a second factor. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .selectFrom("staff_permissions")
    .innerJoin("users", "users.id", "staff_permissions.user_id")
    .select((row) => [
      "users.id as user_id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "staff_permissions.permission",
      row.case().when("users.totp_secret", "is not", null).then(1).else(0).end().as("totp_secret_set"),
      row
        .selectFrom("passkeys")
        .select((sub) => sub.fn.countAll<number | string>().as("n"))
        .whereRef("passkeys.user_id", "=", "users.id")
        .as("passkeys"),
    ])
    .orderBy("users.email")
    .orderBy("staff_permissions.permission")
    .execute();
  const byUser = new Map<string, StaffRow>();
  for (const row of rows) {
    const member = byUser.get(row.user_id) ?? {
      user_id: row.user_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      totp_secret_set: Number(row.totp_secret_set),
      passkeys: Number(row.passkeys ?? 0),
      permissions: [],
    };
    member.permissions.push(row.permission);
    byUser.set(row.user_id, member);
  }
  return [...byUser.values()];
}
