// Who the staff are, and granting or taking their permissions: in the console by a manager (audited with their
// reason) or on the server with `./run staff:grant` and `./run staff:revoke` (audited as done on the server).
import type { StaffMember, StaffPermission } from "@bank/contracts";
import { inTransaction, type Db } from "../../db/database.ts";
import { listStaff, replaceUserPermissions } from "../../db/staff-store.ts";
import { findUserByEmail, lockUserById, type UserRow } from "../../db/users-store.ts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { ClientInfo } from "../../core/deps.ts";
import { grantedPermissions, knownPermissions, secondFactorsOf } from "./permissions.ts";

export async function listStaffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await listStaff(db);
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    permissions: knownPermissions(row.permissions),
    twoFactorEnabled: row.totp_secret_set === 1 || row.passkeys > 0,
  }));
}

/** Who changes the permissions: a manager in the console, or the server's operator on the command line. */
export type Granter = { staff: UserRow; client: ClientInfo; reason: string } | { commandLine: true };

export type GrantOutcome =
  | { kind: "saved"; member: StaffMember; previous: StaffPermission[] }
  | { kind: "not-found" }
  | { kind: "own-permissions" }
  | { kind: "unverified" };

/**
 * Makes `permissions` the person's whole set, with one audit row naming who did it, why, and the sets before and
 * after. Nobody changes their own set in the console: one person never both grants a right and uses it (and a
 * manager cannot lock the console out of its last manager). A permission is added only to an account whose address
 * is verified: an unverified account may have been opened by a stranger, to wait for staff rights.
 */
export async function setStaffPermissions(
  db: Db,
  userId: string,
  permissions: readonly StaffPermission[],
  granter: Granter,
  now: number,
): Promise<GrantOutcome> {
  const wanted = [...new Set(permissions)].sort();
  if ("staff" in granter && granter.staff.id === userId) return { kind: "own-permissions" };
  const outcome = await inTransaction(db, async (trx) => {
    const user = await lockUserById(trx, userId);
    if (!user) return { kind: "not-found" as const };
    const held = await grantedPermissions(trx, user.id);
    const adds = wanted.some((permission) => !held.includes(permission));
    if (adds && user.email_verified_at === null) return { kind: "unverified" as const };
    const previous = await replaceUserPermissions(
      trx,
      user.id,
      wanted,
      "staff" in granter ? granter.staff.id : null,
      now,
    );
    await recordAuditEvent(
      trx,
      "staff_permissions_changed",
      {
        userId: user.id,
        email: user.email,
        ...("staff" in granter
          ? { ip: granter.client.ip, userAgent: granter.client.userAgent, actorId: granter.staff.id }
          : {}),
      },
      now,
      {
        reason: "staff" in granter ? granter.reason : "granted on the server (staff command)",
        by: "staff" in granter ? granter.staff.email : "the server's staff command",
        before: previous.join(",") || "none",
        after: wanted.join(",") || "none",
      },
    );
    return { kind: "saved" as const, previous, user };
  });
  if (outcome.kind !== "saved") return outcome;
  const { user } = outcome;
  return {
    kind: "saved",
    previous: knownPermissions(outcome.previous),
    member: {
      userId: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      permissions: knownPermissions(wanted),
      twoFactorEnabled: (await secondFactorsOf(db, user)).length > 0,
    },
  };
}

/** The command line's way in: by email address. */
export async function setStaffPermissionsByEmail(
  db: Db,
  email: string,
  change: (current: StaffPermission[]) => StaffPermission[],
  now: number,
): Promise<{ kind: "saved"; permissions: StaffPermission[] } | { kind: "not-found" } | { kind: "unverified" }> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return { kind: "not-found" };
  const next = change(await grantedPermissions(db, user.id));
  const outcome = await setStaffPermissions(db, user.id, next, { commandLine: true }, now);
  if (outcome.kind === "unverified") return outcome;
  if (outcome.kind !== "saved") return { kind: "not-found" };
  return { kind: "saved", permissions: outcome.member.permissions };
}
