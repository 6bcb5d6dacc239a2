// The words of the application's last step: the summary, what is still missing, and submitting.
export const ONBOARDING_REVIEW_TEXTS = {
  intro: "Check each section. You can change anything until you submit.",
  missingHeading: "Still to add",
  complete: "Everything we need is here. Submit the application when you are ready.",
  edit: (section: string) => `Change ${section}`,
  notGiven: "Not given",
  submit: "Submit application",
  resubmit: "Send the updated application",
  submitting: "Submitting…",
  submitFailed: "We could not send the application. Check your connection and try again.",
} as const;
