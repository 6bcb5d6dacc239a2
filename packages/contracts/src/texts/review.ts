// The reviewers' texts of the application queue.

/** The reviewers' texts: the application queue's answers and the decision form's messages (the staff console only). */
export const REVIEW_MESSAGES = {
  ownApplication: "You cannot decide on your own application. Ask another reviewer.",
  applicationNotFound: "No application has that id.",
  decisionRequired: "Choose approve, reject or ask for information.",
  decisionNoteRequired: "Write a note of at least 5 characters: the customer reads it.",
  decisionNoteTooLong: "Keep the note under 2,000 characters.",
  notAwaitingDecision: "This application is not waiting for a decision.",
  noteRequired: "Write the note first.",
  noteTooLong: "Keep the note under 2,000 characters.",
  noteIdInvalid: "That note could not be saved. Reload the page and try again.",
  /** A note id sent again with other words or on another application: never two notes under one id. */
  noteIdTaken: "That note could not be saved. Reload the page and try again.",
  noteAdded: "Note added.",
  decided: {
    approve: "Application approved. We have emailed the customer.",
    reject: "Application rejected. We have emailed the customer.",
    request_info: "We have asked the customer for more information and emailed them.",
  },
} as const;
