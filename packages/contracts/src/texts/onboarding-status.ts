// The words of an application's state on /identity-verification once it is out of the customer's hands (or sent
// back to them).
export const APPLICATION_STATUS_TEXTS = {
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
