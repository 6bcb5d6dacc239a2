// The words of the dashboard's card for the business application (and the status line the status view shares).
export const APPLICATION_CARD_TEXTS = {
  statusLabel: "Status:",
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
