// The password asked for again before a protection change (step-up).

/** The password asked for again, in place, before a change to how the account is protected (step-up). */
export const STEP_UP_TEXTS = {
  heading: "Confirm it is you",
  /** While a prompt's code is fetched (the first time a page asks): this one, or the staff console's second factor. */
  loading: "Loading…",
  password: "Your password",
  passwordRequired: "Enter your password",
  confirm: "Confirm and continue",
  confirming: "Checking…",
  cancel: "Cancel",
  failedTitle: "Not confirmed",
  failedText: "Please try again.",
} as const;
