// The words of the business's team (/dashboard/team) and of an invitation's page (/invitations); what the service
// answers is in workspace-messages.ts.
import type { MemberPermission } from "../schemas/workspace.ts";

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

export const TEAM_TEXTS = {
  title: "Team",
  description: "The people of your business, their permissions, and invitations to join it.",
  loading: "Loading the team…",
  loadFailed: "We could not load the team. Reload the page to try again.",
  offline: "We could not reach the bank. Check your connection and reload the page.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, your team shows here.",
  lead: (business: string) => `Who can see and act for ${business}, and what each person may do.`,
  settingsLink: "Open Settings",
  readOnly: "You can see the team. Ask someone who manages it to invite people or change permissions.",

  membersHeading: "Members",
  membersCaption: "Members of the business",
  name: "Name",
  email: "Email",
  permissions: "Permissions",
  twoFactor: "Two-factor",
  joined: "Joined",
  actions: "Actions",
  you: "(you)",
  owner: "Owner",
  ownerWords: "Owner: every permission",
  twoFactorOn: "On",
  twoFactorOff: "Off",

  changePermissions: "Change permissions",
  changePermissionsOf: (name: string) => `Change permissions of ${name}`,
  permissionsLegend: (name: string) => `Permissions of ${name}`,
  ownerLabel: "Owner",
  ownerHint: "holds every permission, and can add or remove owners",
  viewAlways: "View is always included.",
  save: "Save permissions",
  saving: "Saving…",
  cancel: "Cancel",

  remove: "Remove",
  removeOf: (name: string) => `Remove ${name}`,
  removeQuestion: (name: string, business: string) => `Remove ${name} from ${business}?`,
  removeWarning: "They lose access at once, and their cards are frozen.",
  removeConfirm: "Remove from the business",
  removing: "Removing…",

  leave: "Leave business",
  leaveHeading: "Leave the business",
  leaveLead: "You stop seeing this business and acting for it. Someone who manages it can invite you again.",
  leaveQuestion: (business: string) => `Leave ${business}?`,
  leaveConfirm: "Leave the business",
  leaving: "Leaving…",
  lastOwnerNote: "You are the only owner, so you cannot leave. Make someone else an owner first.",

  invitationsHeading: "Invitations",
  invitationsCaption: "Invitations waiting to be accepted",
  noInvitations: "No invitations are waiting.",
  invitedBy: "Invited by",
  expires: "Expires",
  revoke: "Revoke",
  revokeOf: (email: string) => `Revoke the invitation to ${email}`,
  revokeQuestion: (email: string) => `Revoke the invitation to ${email}?`,
  revokeWarning: "The link in their email stops working.",
  revokeConfirm: "Revoke invitation",
  revoking: "Revoking…",

  inviteHeading: "Invite someone",
  inviteOpen: "Invite someone",
  inviteLead:
    "We email them a link that works for 7 days. They sign in, or create an account, with that address to join.",
  inviteEmail: "Their work email",
  invitePermissions: "What they may do",
  invite: "Send invitation",
  inviting: "Sending…",

  doneTitle: "Done",
  failedTitle: "That did not work",
  failedText: "Please try again.",
} as const;

/** /invitations: an invitation's link, opened by the person invited. */
export const INVITATION_TEXTS = {
  title: "Invitation",
  description: "An invitation to join a business's team at Meridian Business.",
  heading: "You're invited",
  checking: "Checking your invitation…",
  invalidHeading: "This invitation is not valid",
  offline: "We could not reach the bank. Check your connection and reload the page.",
  lead: (inviter: string, business: string) => `${inviter} invites you to join ${business}.`,
  sentTo: "Sent to",
  permissions: "You may",
  expires: "Link works until",
  signedOutLead:
    "Sign in with the invited address to accept. New here? Create an account with it first: we bring you back here.",
  createAccount: "Create an account",
  signIn: "Sign in",
  accept: "Accept invitation",
  accepting: "Joining…",
  verifyFirst: "Verify your email address first: open the link we emailed you, then come back to this page.",
  anotherAddressAction: "Sign out and sign in with the invited address",
  signingOut: "Signing out…",
  goToDashboard: "Go to the dashboard",
  failedTitle: "Not accepted",
  failedText: "Please try again.",
} as const;

/** Shown once signed in (the dashboard's overview) while an invitation opened earlier waits to be accepted. */
export const PENDING_INVITATION_TEXTS = {
  notice: (business: string) => `You have an invitation to join ${business}`,
  action: "Review and accept",
} as const;
