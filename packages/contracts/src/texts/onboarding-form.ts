// The words of the customer's application (/identity-verification): its steps and what they share. Each step, the
// status view and the dashboard's card have theirs apart (onboarding-business.ts, -people.ts, -documents.ts,
// -review.ts, -status.ts, -card.ts), so the page loads each screen's words with it.
// What fields say about their input is in texts/onboarding.ts.

/** The application's steps, in order, as the URL (?step=) and the step list name them; each says what it asks in its own texts. */
export const APPLICATION_STEPS = [
  { id: "business", label: "Business" },
  { id: "owners", label: "Owners and controlling person" },
  { id: "documents", label: "Documents" },
  { id: "review", label: "Review and submit" },
] as const;
export type ApplicationStepId = (typeof APPLICATION_STEPS)[number]["id"];

/** The page's heading and lead, written into its HTML (no script carries them). */
export const ONBOARDING_PAGE_TEXTS = {
  title: "Your business application",
  lead: "Tell us about the business and the people behind it. Your answers save as you go, so you can finish later on any device.",
} as const;

/** The steps' frame: the way between them, saving, and what is missing. */
export const ONBOARDING_FORM_TEXTS = {
  stepsLabel: "Application steps",
  stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
  loading: "Loading your application…",
  loadingStep: "Loading this step…",
  loadStepFailed: "This step could not be loaded. Check your connection and reload the page.",
  loadFailed: "We could not load your application. Check your connection and try again.",
  retry: "Try again",
  notEditableReloaded: "The application was sent for review meanwhile, so it cannot be changed now.",
  reviewerNote: "Our reviewer wrote:",
  saving: "Saving…",
  saveFailed: "Not saved: we could not reach the bank. Your answers are still here; change a field to try again.",
  notSavedInvalid: "Fields with a message are not saved until they are corrected.",
  continue: "Continue",
  back: "Back",
  missingTitle: "Before you continue, add:",
  optional: "(optional)",
  yes: "Yes",
  no: "No",
  choose: "Choose…",
  unnamedPerson: (index: number) => `Person ${index + 1}`,
} as const;

/**
 * What the page says to a customer whose address is not verified yet: the application waits for it. Proving an
 * address the first time ends the account's sessions (the verification page says to sign in again).
 */
export const ONBOARDING_VERIFY_TEXTS = {
  title: "Verify your email address to start your application",
  lead: "We write to you about your application at your email address, so it needs to be verified first.",
  openLink: "Open the link we sent to",
  openLinkEnd: "then sign in again: your application opens here.",
  openLinkNoAddress: "Open the link in the message we sent you, then sign in again: your application opens here.",
  resendHint: "No message? Check your spam folder, or send yourself a new link.",
} as const;
