// What people are mailed about a business's team: an invitation to its invited address, and every change to the
// person it concerns. Names in them are verified members' names and the business's legal or trade name.
import type { MemberPermission } from "@bank/contracts";
import { compose, greeting, type Recipient } from "./messages.ts";
import type { MailMessage } from "./mailer.ts";

const PERMISSION_WORDS: Readonly<Record<MemberPermission, string>> = {
  view: "view balances, transactions, payments, cards and the team",
  pay: "add payees, send payments, move money between accounts and convert currencies",
  approve: "approve or reject other people's payments",
  manage: "manage the team, invitations, accounts, cards and the approval policy",
};

/** "view balances ...; add payees ..." for the permissions held (an owner holds them all). */
export function permissionsInWords(permissions: readonly MemberPermission[]): string {
  return permissions.map((permission) => PERMISSION_WORDS[permission]).join("; ");
}

export interface InvitationMail {
  to: string;
  inviter: { firstName: string; lastName: string };
  businessName: string;
  permissions: readonly MemberPermission[];
  link: string;
  expiresAt: Date;
}

export function invitationMessage(invitation: InvitationMail): MailMessage {
  const inviter = `${invitation.inviter.firstName} ${invitation.inviter.lastName}`;
  return compose(invitation.to, `${inviter} invites you to ${invitation.businessName}`, {
    greeting: "Hello,",
    paragraphs: [
      `${inviter} invites you to join ${invitation.businessName}'s business banking team.`,
      `You will be able to: ${permissionsInWords(invitation.permissions)}.`,
      `The link works once, until ${invitation.expiresAt.toUTCString()}. If you have no account with us yet, you can open one from it with this address.`,
    ],
    action: { label: "See the invitation", url: invitation.link },
    closing: "If you were not expecting this, ignore this message: nothing happens unless you accept.",
  });
}

export function joinedBusinessMessage(to: Recipient, businessName: string, dashboardLink: string): MailMessage {
  return compose(to.email, `you joined ${businessName}`, {
    greeting: greeting(to),
    paragraphs: [`You are now a member of ${businessName}'s team.`],
    action: { label: "Open your dashboard", url: dashboardLink },
    closing: "If this was not you, change your password and tell us at once.",
  });
}

export function invitationAcceptedMessage(
  to: Recipient,
  member: { firstName: string; lastName: string; email: string },
  businessName: string,
): MailMessage {
  return compose(to.email, `${member.firstName} ${member.lastName} joined ${businessName}`, {
    greeting: greeting(to),
    paragraphs: [
      `${member.firstName} ${member.lastName} (${member.email}) accepted your invitation to ${businessName}.`,
    ],
    closing: "You can change their permissions or remove them on the team page.",
  });
}

export function permissionsChangedMessage(
  to: Recipient,
  businessName: string,
  change: { permissions: readonly MemberPermission[]; owner: boolean; by: string },
): MailMessage {
  return compose(to.email, `your permissions in ${businessName} changed`, {
    greeting: greeting(to),
    paragraphs: [
      `${change.by} changed your permissions in ${businessName}.`,
      change.owner
        ? "You are an owner: you can do everything in the business, including adding or removing owners."
        : `You can now: ${permissionsInWords(change.permissions)}.`,
    ],
    closing: "If you did not expect this, ask the people who manage the team.",
  });
}

export function removedFromBusinessMessage(to: Recipient, businessName: string, by: string): MailMessage {
  return compose(to.email, `you were removed from ${businessName}`, {
    greeting: greeting(to),
    paragraphs: [`${by} removed you from ${businessName}'s team. You no longer have access to the business.`],
    closing: "If you did not expect this, ask the people who manage the team.",
  });
}

export function leftBusinessMessage(to: Recipient, businessName: string): MailMessage {
  return compose(to.email, `you left ${businessName}`, {
    greeting: greeting(to),
    paragraphs: [`You left ${businessName}'s team. You no longer have access to the business.`],
    closing: "If this was not you, change your password and tell us at once.",
  });
}
