// Who the staff are, and granting or taking their permissions: in the console by a manager (audited with their
// reason) or on the server with `./run staff:grant` and `./run staff:revoke` (audited as done on the server).
import type { StaffMember, StaffPermission } from "@bank/contracts";
import { inTransaction, type Db } from "../../db/database.ts";
import { listStaff, replaceUserPermissions } from "../../db/staff-store.ts";
import { findUserByEmail, lockUserById, type UserRow } from "../../db/users-store.ts";
import { recordAuditEvent } from "../audit.ts";
import type { ClientInfo } from "../deps.ts";
import { grantedPermissions, hasSecondFactor, knownPermissions } from "./permissions.ts";

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
  { kind: "saved"; member: StaffMember; previous: StaffPermission[] } | { kind: "not-found" } | { kind: "own-manage" };

/**
 * Makes `permissions` the person's whole set, with one audit row naming who did it, why, and the sets before and
 * after. A manager cannot take manage from themselves, so the console always keeps someone who can grant it back.
 */
export async function setStaffPermissions(
  db: Db,
  userId: string,
  permissions: readonly StaffPermission[],
  granter: Granter,
  now: number,
): Promise<GrantOutcome> {
  const wanted = [...new Set(permissions)].sort();
  if ("staff" in granter && granter.staff.id === userId && !wanted.includes("manage")) return { kind: "own-manage" };
  const outcome = await inTransaction(db, async (trx) => {
    const user = await lockUserById(trx, userId);
    if (!user) return { kind: "not-found" as const };
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
      twoFactorEnabled: await hasSecondFactor(db, user),
    },
  };
}

/** The command line's way in: by email address. */
export async function setStaffPermissionsByEmail(
  db: Db,
  email: string,
  change: (current: StaffPermission[]) => StaffPermission[],
  now: number,
): Promise<{ kind: "saved"; permissions: StaffPermission[] } | { kind: "not-found" }> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return { kind: "not-found" };
  const next = change(await grantedPermissions(db, user.id));
  const outcome = await setStaffPermissions(db, user.id, next, { commandLine: true }, now);
  if (outcome.kind !== "saved") return { kind: "not-found" };
  return { kind: "saved", permissions: outcome.member.permissions };
}
