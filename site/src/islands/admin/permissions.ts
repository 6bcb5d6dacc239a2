// What a staff member's permissions let the console show: the service decides, this only hides what it would refuse.
import type { AdminMe, StaffPermission } from "@bank/contracts";

/** True when the member holds the permission; manage implies view, as on the service. */
export function can(me: Pick<AdminMe, "permissions">, permission: StaffPermission): boolean {
  if (me.permissions.includes(permission)) return true;
  return permission === "view" && me.permissions.includes("manage");
}
