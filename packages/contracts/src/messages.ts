// Every user-visible text of SPEC.md sections 2, 4, 5 and 8, verbatim. Components and the service import these.
import { TOAST_HOTKEY } from "./constants.ts";

export const VALIDATION_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters",
  firstNameTooShort: "First name must be at least 2 characters",
  lastNameTooShort: "Last name must be at least 2 characters",
  confirmPassword: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  invalidUsPhone: "Please enter a valid US phone number (e.g., (555) 123-4567)",
  mustAgreeToTerms: "You must agree to the terms and conditions",
  // DESIGN.md's rules, which SPEC.md does not word:
  passwordTooLong: "Password must be at most 128 characters",
  firstNameTooLong: "First name must be at most 50 characters",
  lastNameTooLong: "Last name must be at most 50 characters",
  firstNameCharacters: "First name can use letters, spaces, hyphens, apostrophes and periods only",
  lastNameCharacters: "Last name can use letters, spaces, hyphens, apostrophes and periods only",
  invalidTwoFactorCode: "Enter the 6-digit code from your authenticator app",
  invalidRecoveryCode: "Enter one of your recovery codes (12 letters and digits)",
  oneSecondFactor: "Send an authenticator code or a recovery code, not both",
  currentPasswordRequired: "Enter your current password",
  newPasswordSameAsCurrent: "Your new password must be different from your current one",
} as const;

/** A toast of SPEC.md section 8: its title, its text when the server gives none, and the error when nothing answers. */
export interface FailureCopy {
  readonly title: string;
  readonly fallbackText: string;
  readonly fallbackError: string;
}

export const TOAST_DEFAULT_LABEL = "Notification";
/** The toast region's name, which tells screen-reader users the key that reaches it (SPEC.md section 9). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
export const TOAST_CLOSE_LABEL = "Close";

/** Reasons a session ends, as the service reports them (DESIGN.md contract). */
export const SESSION_END_REASONS = [
  "new_device",
  "expired",
  "signed_out",
  "no_session",
  "password_changed",
  "email_changed",
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export interface SessionEndedCopy {
  readonly title: string;
  readonly text: string;
  readonly button: string;
}

const CONTINUE_TO_LOGIN = "Continue to Login";

const SESSION_ENDED_BY_REASON: Readonly<Record<string, SessionEndedCopy>> = {
  new_device: {
    title: "Logged in from another device",
    text: "Your account has been accessed from a different device or browser. For security reasons, you have been logged out from this session.",
    button: CONTINUE_TO_LOGIN,
  },
  expired: {
    title: "Session expired",
    text: "Your session has expired. Please log in again to continue using the application.",
    button: CONTINUE_TO_LOGIN,
  },
};

const SESSION_ENDED_GENERIC: SessionEndedCopy = {
  title: "Session ended",
  text: "Your session has been terminated. Please log in again to continue.",
  button: CONTINUE_TO_LOGIN,
};

/** The dialog copy for a logged-out reason; new_device and expired are recognised, anything else is generic. */
export function sessionEndedCopy(loggedOutReason: string | undefined): SessionEndedCopy {
  if (loggedOutReason !== undefined && Object.hasOwn(SESSION_ENDED_BY_REASON, loggedOutReason)) {
    return SESSION_ENDED_BY_REASON[loggedOutReason] ?? SESSION_ENDED_GENERIC;
  }
  return SESSION_ENDED_GENERIC;
}

/** SPEC.md section 8, generic: "status: body text", or the status text when the body is empty. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Texts of the signed-in screens, which SPEC.md does not word (DESIGN.md: dashboard and settings). */
export const DASHBOARD_TEXTS = {
  checkingSession: "Checking your session…",
  sessionCheckFailed: "We could not check your session. Check your connection and try again.",
  retry: "Try again",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  signingOut: "Signing out…",
  signOutFailed: "Sign out failed",
  signOutFailedText: "We could not reach the bank to end your session. Check your connection and try again.",
  sampleNotice: "Sample figures for illustration only. Nothing on this page moves money.",
} as const;

/** The settings pages, split by subject so each keeps to the account pages' JavaScript budget. */
export const SETTINGS_PAGES = [
  { href: "/dashboard/settings", label: "Settings", title: "Settings" },
  { href: "/dashboard/settings/sign-in", label: "Email and password", title: "Email and password" },
  { href: "/dashboard/settings/passkeys", label: "Passkeys", title: "Passkeys" },
  { href: "/dashboard/settings/activity", label: "Security activity", title: "Security activity" },
] as const;

export const TWO_FACTOR_SETTINGS_TEXTS = {
  heading: "Two-factor authentication",
  offStatus: "Two-factor authentication is off. Add a second step to every sign-in with an authenticator app.",
  onStatus: "Two-factor authentication is on. Every sign-in asks for a code from your authenticator app.",
  start: "Set up two-factor authentication",
  starting: "Preparing…",
  scanStep: "Scan this QR code with your authenticator app, or enter the key by hand.",
  qrAlt: "QR code to add this account to an authenticator app",
  manualKey: "Manual key",
  confirmCode: "Code from your app",
  enable: "Turn on two-factor authentication",
  enabling: "Turning on…",
  cancel: "Cancel",
  enabledTitle: "Two-factor authentication is on",
  enabledText: "You will be asked for a code from your authenticator app at every sign-in.",
  disableHeading: "Turn off two-factor authentication",
  disablePassword: "Current password",
  disable: "Turn off two-factor authentication",
  disabling: "Turning off…",
  disabledTitle: "Two-factor authentication is off",
  disabledText: "Sign-ins now ask only for your password.",
  failedTitle: "Two-factor settings not changed",
  failedText: "Please try again.",
} as const;

/** The password asked for again, in place, before a change to how the account is protected (step-up). */
export const STEP_UP_TEXTS = {
  heading: "Confirm it is you",
  password: "Your password",
  passwordRequired: "Enter your password",
  confirm: "Confirm and continue",
  confirming: "Checking…",
  cancel: "Cancel",
  failedTitle: "Not confirmed",
  failedText: "Please try again.",
} as const;

/** Texts of the password-reset and email-verification screens (/forgot-password, /email-verification). */
export const RECOVERY_TEXTS = {
  forgotTitle: "Reset your password",
  forgotLead: "Enter the email address of your account. We will send you a link to choose a new password.",
  sendLink: "Send reset link",
  sendingLink: "Sending…",
  linkSentTitle: "Check your email",
  backToSignIn: "Back to Sign In",
  newPasswordTitle: "Choose a new password",
  newPasswordLead: "Use at least 8 characters. A long phrase that is not used elsewhere is best.",
  newPassword: "New password",
  confirmNewPassword: "Confirm new password",
  savePassword: "Save new password",
  savingPassword: "Saving…",
  passwordChangedTitle: "Password changed",
  requestAnotherLink: "Request a new link",
  resetFailedTitle: "Password not changed",
  requestFailedTitle: "Reset link not sent",
  verifyTitle: "Email verification",
  verifying: "Verifying your email address…",
  verifiedTitle: "Email address verified",
  verifyFailedTitle: "We could not verify your email address",
  noToken: "This page needs the link from your verification email. Open the link in the message we sent you.",
  resend: "Send a new verification link",
  resending: "Sending…",
  resentTitle: "Verification link sent",
  resendFailedTitle: "Verification link not sent",
  continueToDashboard: "Continue to your dashboard",
  unverifiedBanner: "Please verify your email address. We sent a link to",
  unverifiedBannerEnd: "when you opened your account.",
  offline: "We could not reach the bank. Check your connection and try again.",
} as const;
