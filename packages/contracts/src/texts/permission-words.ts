// A business member's permissions in words: the team page and an invitation's page both show them.
import type { MemberPermission } from "../schemas/businesses.ts";

/** Each permission's name, and what it allows in plain words (the invite form and the permissions form show both). */
export const PERMISSION_NAMES: Record<MemberPermission, string> = {
  view: "View",
  pay: "Pay",
  approve: "Approve",
  manage: "Manage",
};

export const PERMISSION_DESCRIPTIONS: Record<MemberPermission, string> = {
  view: "see balances, transactions, statements, payments, cards and the team. Everyone has it",
  pay: "add payees, send payments, move money between accounts and convert currencies",
  approve: "approve or reject payments that other people start",
  manage: "invite and remove people, change their permissions, and manage accounts, cards and approval rules",
};

/** "View", "View and pay", "View, pay and approve": a member's permissions in one phrase. */
export function permissionsInWords(permissions: readonly MemberPermission[]): string {
  const words = permissions.map((permission, index) =>
    index === 0 ? PERMISSION_NAMES[permission] : PERMISSION_NAMES[permission].toLowerCase(),
  );
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
