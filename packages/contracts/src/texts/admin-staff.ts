// The staff console's staff list and permissions (/admin/staff).
// Apart from the other console pages' texts, so that a page loads only its own (ADMIN_TEXTS joins them all).

export const ADMIN_STAFF_TEXTS = {
  staffTitle: "Staff",
  staffCaption: "Staff members",
  permissionNames: { view: "View", approve: "Approve", manage: "Manage" },
  permissionHints: {
    view: "find customers and read their security state",
    approve: "decide business applications",
    manage: "unlock, end sessions, reset 2FA, grant staff permissions",
  },
  editPermissions: (name: string) => `Change permissions of ${name}`,
  /** In one's own row of the staff list, where no change is offered: the service refuses it. */
  ownPermissionsNote: "Yours: another manager changes them",
  permissionsLegend: (name: string) => `Permissions of ${name}`,
  changeColumn: "Change",
  savePermissions: "Save permissions",
  saving: "Saving…",
  noStaff: "No staff yet.",
  addMember: "Add a staff member",
  addMemberLead: "Find the person's customer account by email, then choose their permissions.",
  findByEmail: "Their email address",
  find: "Find",
  notFoundByEmail: "No customer has that email address.",
  chooseMember: (name: string, email: string) => `Grant permissions to ${name} (${email})`,
} as const;
