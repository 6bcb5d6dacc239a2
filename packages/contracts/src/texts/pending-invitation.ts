// The overview's offer of an invitation kept in this browser, apart from the invitation page's words
// (invitations.ts), so the overview loads only these two.

/** Shown once signed in (the dashboard's overview) while an invitation opened earlier waits to be accepted. */
export const PENDING_INVITATION_TEXTS = {
  notice: (business: string) => `You have an invitation to join ${business}`,
  action: "Review and accept",
} as const;
