// The words of an invitation's page (/invitations) and of the overview's offer of a kept invitation. Apart from the
// team page's texts (team.ts), so each page loads only its own.

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
