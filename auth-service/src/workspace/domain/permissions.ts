// A member's permissions as the database keeps them: one comma-separated list in the contract's order, view always in.
import { MEMBER_PERMISSIONS, normalizePermissions, type MemberPermission } from "@bank/contracts";

export function parsePermissions(stored: string): MemberPermission[] {
  const held = new Set(stored.split(","));
  return MEMBER_PERMISSIONS.filter((permission) => held.has(permission));
}

export function serializePermissions(permissions: readonly MemberPermission[]): string {
  return normalizePermissions(permissions).join(",");
}
