// What the business workspace's API answers with (docs/workspace.md), written once: the service sends them, the site
// and tests import them.

export const WORKSPACE_MESSAGES = {
  businessNotFound: "We could not find that business.",
  memberNotFound: "That person is not a member of this business.",
  missingPermission: "Your permissions in this business do not allow this. Ask someone who manages the team.",
  /** A member who may pay, approve or manage has no second factor yet. */
  twoFactorNeeded:
    "Your permissions in this business need two-factor authentication. Turn on an authenticator app or add a passkey in Settings, then try again.",
  /** The session proved only a password; the member has a second factor. */
  secondFactorRequired: "Confirm it is you with your authenticator code or a passkey to act for this business.",
  /** A team change, and the session's last second-factor proof is over 10 minutes old. */
  secondFactorStepUp: "For your security, confirm this change with your authenticator code or a passkey.",
  ownPermissions: "Nobody can change their own permissions. Ask another person who manages the team.",
  ownerOnly: "Only an owner can add or remove an owner.",
  lastOwner: "A business always keeps at least one owner. Make someone else an owner first.",
  permissionsRequired: "Choose at least one permission.",
  unknownPermission: "Permissions are view, pay, approve and manage.",
  ownerFlag: "owner is true or false.",
  unknownField: "This request has no such field. Check its name, or leave it out.",
  invalidId: "That address does not name a business, member or invitation. Check the link.",
  memberUpdated: "Permissions updated.",
  memberRemoved: "Removed from the business.",
  leftBusiness: "You have left the business.",
  tooManyInvitations: "This business has 20 invitations waiting. Revoke one before sending another.",
  alreadyMember: "That person is already a member of this business.",
  invitationSent: "Invitation sent.",
  invitationRevoked: "Invitation revoked.",
  invitationNotFound: "This invitation link is not valid. It may have been used, revoked, or have expired.",
  invitationForAnotherAddress:
    "This invitation was sent to another email address. Sign in with the address it was sent to.",
  invitationNeedsVerifiedAddress:
    "Verify your email address first: open the link we sent you (or ask for a new one), then accept the invitation.",
  invitationAccepted: "Welcome to the team.",
} as const;
