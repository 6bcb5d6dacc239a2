// How a business's facts read in the console: its page's address, a member's permissions in one phrase, and each of
// its events in words.
import { ADMIN_BUSINESS_TEXTS as B, type MemberPermission } from "@bank/contracts";

/** The business's page in the console: `/admin/business?id=...`. */
export function businessHref(id: string): string {
  return `/admin/business?${new URLSearchParams({ id }).toString()}`;
}

/** The business id the page's address names ("" when none). */
export function businessIdOf(search: string): string {
  return (new URLSearchParams(search).get("id") ?? "").trim().slice(0, 100);
}

/** "View", "View and pay", "View, pay and approve": the permissions in their order, in one phrase. */
export function permissionsInWords(permissions: readonly MemberPermission[]): string {
  const words = permissions.map((permission, index) =>
    index === 0 ? B.permissionNames[permission] : B.permissionNames[permission].toLowerCase(),
  );
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** What an event of the business is, in words; undefined for a type without words (its code is shown alone). */
export function eventInWords(type: string): string | undefined {
  return Object.hasOwn(B.eventNames, type) ? B.eventNames[type] : undefined;
}
