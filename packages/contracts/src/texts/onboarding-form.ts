// The words of the customer's application (/identity-verification): its steps, and the labels, hints and buttons of
// the business's fields. The people's step, the documents step, the review and the status views have theirs apart
// (onboarding-people.ts, -documents.ts, -review.ts, -status.ts), so the page loads each with its screen.
// What fields say about their input is in texts/onboarding.ts.

/** The application's steps, in order, as the URL (?step=) and the step list name them. */
export const APPLICATION_STEPS = [
  { id: "business", label: "Business", intro: "As on the business's formation documents and IRS records." },
  {
    id: "owners",
    label: "Owners and controlling person",
    intro:
      "List each person who owns 25% or more of the business, and one person who controls it (a CEO, managing member or similar). One person can be both.",
  },
  {
    id: "documents",
    label: "Documents",
    intro: "PDF, PNG or JPEG files of at most 10 MB each. We store them encrypted.",
  },
  { id: "review", label: "Review and submit", intro: "Check each section. You can change anything until you submit." },
] as const;
export type ApplicationStepId = (typeof APPLICATION_STEPS)[number]["id"];

/** The page's heading and lead, written into its HTML (no script carries them). */
export const ONBOARDING_PAGE_TEXTS = {
  title: "Your business application",
  lead: "Tell us about the business and the people behind it. Your answers save as you go, so you can finish later on any device.",
} as const;

/** The steps' frame and the fields of the business. */
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

  business: {
    heading: "Business",
    legalName: "Legal name",
    tradeName: "Trade name (DBA)",
    entityType: "Entity type",
    ein: "Employer Identification Number (EIN)",
    einHint: "9 digits, written NN-NNNNNNN.",
    formationState: "State of formation",
    formationDate: "Date of formation",
    addressLegend: "Business address",
    addressHint: "A street address in the US, not a P.O. box.",
    website: "Website",
    websiteHint: "Starting with https:// or http://.",
    industry: "Industry",
    description: "What the business does",
    descriptionHint: "At least 20 characters: its products or services and its customers.",
    monthlyVolume: "Expected money moved each month",
    cryptoLegend: "Will the business use crypto or stablecoins?",
    cryptoDescription: "How the business will use crypto or stablecoins",
  },

  address: {
    line1: "Street address",
    line2: "Apartment, suite or floor",
    city: "City",
    state: "State",
    zip: "ZIP code",
  },
} as const;
