// An application's state in a word, wherever it is shown (the dashboard's card, the application, the console).

/** What a person reads for each state of an application. */
export const APPLICATION_STATUS_LABELS = {
  draft: "Draft",
  submitted: "Submitted",
  needs_info: "Needs more information",
  approved: "Approved",
  rejected: "Rejected",
} as const;
