// The words of an application's state as the customer reads it: on /identity-verification once it is out of their
// hands (or sent back to them), and on the dashboard's card.
export const APPLICATION_STATUS_TEXTS = {
  statusLabel: "Status:",
  submittedTitle: "Your application is with our review team",
  submittedText: "We will decide by",
  submittedEmail: "We will email you as soon as it is decided.",
  needsInfoTitle: "We need more information",
  needsInfoLead: "Our reviewer wrote:",
  needsInfoAction: "Update your application",
  needsInfoHint: "Change what the note asks for, then send the application again from the last step.",
  approvedTitle: "Your business is approved",
  approvedText: "Your business account is ready to use.",
  rejectedTitle: "We could not approve your application",
  rejectedLead: "Our reviewer wrote:",
  rejectedHelp: "Questions? Contact our support team.",
} as const;

export const APPLICATION_CARD_TEXTS = {
  heading: "Business application",
  loading: "Loading your application…",
  failed: "We could not load your application.",
  draftText: "Finish your application so we can open your business account.",
  draftAction: "Continue your application",
  submittedText: "We will decide by",
  needsInfoText: "Our reviewer needs more information:",
  needsInfoAction: "Update your application",
  approvedText: "Your business is approved.",
  rejectedText: "We could not approve your application.",
  viewAction: "View your application",
} as const;
