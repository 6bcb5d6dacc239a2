// A second factor asked for in place of the password (the staff console), apart from the password prompt's texts so
// the account pages that show only that prompt do not load these.

/**
 * A second factor asked for in place, never the password (the staff console: a session signed in with the password
 * alone, or a change whose last second-factor proof is over 10 minutes old). The code field shows when the person
 * has an authenticator app, the passkey button when they have a passkey.
 */
export const SECOND_FACTOR_TEXTS = {
  heading: "Confirm with your second factor",
  /** While the prompt's code loads (it is fetched the first time one is asked for). */
  loading: "Loading…",
  codeLabel: "Code from your authenticator app",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  confirm: "Confirm with the code",
  confirming: "Checking…",
  or: "or",
  usePasskey: "Use a passkey",
  passkeyPending: "Waiting for your passkey…",
  passkeyCancelledTitle: "Passkey not used",
  passkeyCancelledText: "The passkey prompt was closed before it finished. You can try again when you are ready.",
  passkeyUnsupported: "This browser can't use passkeys. Open this page in a current browser to confirm with one.",
  cancel: "Cancel",
  failedTitle: "Not confirmed",
  failedText: "Please try again.",
} as const;
