// Who may do what on the team page, from the signed-in person's place in the business; the service decides again.
import { permissionsInWords, TEAM_TEXTS as T, type BusinessSummary, type Member } from "@bank/contracts";

export const nameOf = (member: Pick<Member, "firstName" | "lastName">) => `${member.firstName} ${member.lastName}`;

/** A member's permissions in plain words: an owner's as such, anyone else's as a phrase ("View and pay"). */
export function permissionsOf(member: Pick<Member, "permissions" | "owner">): string {
  return member.owner ? T.ownerWords : permissionsInWords(member.permissions);
}

/** Whether the signed-in person is offered changing or removing `member`: never themselves, an owner only by an owner. */
export function mayChange(me: Pick<BusinessSummary, "permissions" | "owner">, myId: string, member: Member): boolean {
  if (member.userId === myId || !me.permissions.includes("manage")) return false;
  return !member.owner || me.owner;
}

/** Whether the signed-in person may leave: anyone but the business's last owner. */
export function mayLeave(myId: string, members: readonly Member[]): boolean {
  const mine = members.find((member) => member.userId === myId);
  if (!mine?.owner) return true;
  return members.filter((member) => member.owner).length > 1;
}
