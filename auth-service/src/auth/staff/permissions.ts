// Who is staff and what they may do: permissions granted per person, manage implying view, and the second factor
// every staff member must have before the console answers them.
import { STAFF_PERMISSIONS, type StaffPermission } from "@bank/contracts";
import { listUserPasskeys } from "../../db/passkeys-store.ts";
import { listUserPermissions } from "../../db/staff-store.ts";
import type { UserRow } from "../../db/users-store.ts";
import type { Db } from "../../db/database.ts";

/** The known permissions among `names`, in their canonical order (a name the service does not know is ignored). */
export function knownPermissions(names: readonly string[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => names.includes(permission));
}

/** The permissions a person holds, as granted. */
export async function grantedPermissions(db: Db, userId: string): Promise<StaffPermission[]> {
  return knownPermissions(await listUserPermissions(db, userId));
}

/** manage includes view: someone who unlocks accounts must be able to find them. */
export function allows(granted: readonly StaffPermission[], needed: StaffPermission): boolean {
  return granted.includes(needed) || (needed === "view" && granted.includes("manage"));
}

export type SecondFactorKind = "code" | "passkey";

/** The second factors the person has: staff with neither are refused by every admin route. */
export async function secondFactorsOf(db: Db, user: UserRow): Promise<SecondFactorKind[]> {
  const factors: SecondFactorKind[] = user.totp_secret !== null ? ["code"] : [];
  if ((await listUserPasskeys(db, user.id)).length > 0) factors.push("passkey");
  return factors;
}
