// Every user-visible text of SPEC.md sections 2, 4, 5 and 8, verbatim. Components and the service import these.
import { API_MESSAGES } from "./api-messages.ts";
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

export const SIGNIN_FAILED: FailureCopy = {
  title: "Signin Failed",
  fallbackText: "Please check your credentials and try again.",
  fallbackError: "Failed to sign in",
};

export const TWO_FACTOR_FAILED: FailureCopy = {
  title: "2FA Verification Failed",
  fallbackText: "Invalid verification code.",
  fallbackError: "Failed to verify 2FA code",
};

export const SIGNUP_FAILED: FailureCopy = {
  title: "Signup Failed",
  fallbackText: "Please try again later.",
  fallbackError: "Signup failed",
};

/** Thrown when the code step has lost the credentials it kept; no toast (SPEC.md section 8). */
export const LOGIN_DATA_NOT_FOUND = "Login data not found";

export const WELCOME_BACK = {
  title: "Welcome Back!",
  text: (email: string) => `Successfully signed in as ${email}`,
} as const;

export const TWO_FACTOR_REQUIRED = {
  title: "2FA Required",
  text: "Please enter your authenticator code to complete signin.",
} as const;

/** The sign-in's recovery-code step, in place of the authenticator code when the authenticator is lost. */
export const RECOVERY_CODE_STEP_TEXTS = {
  useRecoveryCode: "Use a recovery code",
  title: "Use a recovery code",
  lead: "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.",
  label: "Recovery code",
  useAuthenticator: "Use your authenticator app instead",
} as const;

export const RECOVERY_CODE_FAILED: FailureCopy = {
  title: "Recovery Code Not Accepted",
  fallbackText: "That recovery code was not accepted.",
  fallbackError: "Failed to verify recovery code",
};

export const ACCOUNT_CREATED = {
  title: "Account Created Successfully!",
  text: "You can now sign in to your account.",
} as const;

export const TOAST_DEFAULT_LABEL = "Notification";
/** The toast region's name, which tells screen-reader users the key that reaches it (SPEC.md section 9). */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
export const TOAST_CLOSE_LABEL = "Close";

/** Texts of the sign-in and sign-up screens (SPEC.md sections 2 and 4). */
export const SIGNIN_TEXTS = {
  rememberMe: "Remember me",
  forgotPassword: "Forgot password?",
  submit: "Sign In",
  pending: "Signing in...",
  signUpLink: "Sign up now",
  twoFactorTitle: "Two-Factor Authentication",
  codeLabel: "Authenticator Code",
  verify: "Verify & Sign In",
  backToLogin: "Back to Login",
  encryptionNotice: "military-grade encryption",
} as const;

export const SIGNUP_TEXTS = {
  title: "Create Your Account",
  pending: "Creating Account...",
  success: "Account Created Successfully!",
  signInLink: "Sign In",
} as const;

export const CTA_WELCOME = "Welcome... Redirecting you to complete your account setup...";

export const HERO_HIGHLIGHT_PHRASES = [
  "Real-time crypto conversions",
  "FDIC insured up to $250K",
  "24/7 customer support",
  "Zero monthly fees",
] as const;

export const HERO_SLIDE_TITLES = [
  "Modern Business Banking",
  "Cryptocurrency Integration",
  "Secure Transactions",
  "Real-time Analytics",
  "Global Connectivity",
  "Mobile Banking",
  "Investment Portfolio",
  "AI-Powered Insights",
  "Team Collaboration",
  "Future Ready",
] as const;

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

/** Recovery codes on the settings page: a new set shown once, how many are left, and a new set on request. */
export const RECOVERY_CODES_SETTINGS_TEXTS = {
  heading: "Recovery codes",
  remaining: (left: number, of: number) => `Recovery codes: ${left} of ${of} left`,
  loadingRemaining: "Counting your recovery codes…",
  lowWarningLabel: "Warning:",
  lowWarning: (left: number) =>
    left === 0
      ? "You have no recovery codes left. Generate new codes so you can still sign in if you lose your authenticator app."
      : `Only ${left} recovery ${left === 1 ? "code is" : "codes are"} left. Generate new codes so you can still sign in if you lose your authenticator app.`,
  shownHeading: "Save your recovery codes",
  shownLead:
    "Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a password manager. They will not be shown again.",
  listLabel: "Your recovery codes",
  copy: "Copy codes",
  copiedTitle: "Codes copied",
  copiedText: "Your recovery codes are on the clipboard. Paste them somewhere safe.",
  copyFailedTitle: "Codes not copied",
  copyFailedText: "Your browser did not allow copying. Download the codes or write them down instead.",
  download: "Download codes",
  fileName: "meridian-recovery-codes.txt",
  fileIntro: (brand: string, email: string) =>
    `${brand} recovery codes for ${email}. Each code signs you in once if you lose your authenticator app.`,
  fileDate: (date: string) => `Generated on ${date}. Generating new codes makes these stop working.`,
  done: "I have saved my codes",
  generate: "Generate new codes",
  confirmHeading: "Generate new recovery codes?",
  confirmText: "Your current recovery codes will stop working as soon as the new ones are made.",
  confirmGenerate: "Yes, generate new codes",
  generating: "Generating…",
  cancel: "Cancel",
  generatedTitle: "New recovery codes made",
  generatedText: "Your previous recovery codes no longer work.",
  failedTitle: "Recovery codes not changed",
  failedText: "Please try again.",
  countFailed: "We could not count your recovery codes. Reload the page to try again.",
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

/** Settings, "Email address" section: the sign-in address, and moving it by a link mailed to the new one. */
export const EMAIL_CHANGE_TEXTS = {
  heading: "Email address",
  current: "Current address",
  status: "Status",
  verified: "Verified",
  notVerified: "Not verified yet",
  change: "Change email",
  opening: "Opening…",
  formHeading: "Change your email address",
  formLead: "We will send a link to the new address. Your address changes only when that link is opened.",
  newEmail: "New email address",
  send: "Send confirmation link",
  sending: "Sending…",
  cancel: "Cancel",
  sentHeading: "Check your new inbox",
  nextSteps: (email: string) =>
    `Open the link we sent to ${email} within 30 minutes to finish the change. Every session then ends, and you sign in with the new address.`,
  done: "Done",
  failedTitle: "Email address not changed",
  failedText: "Please try again.",
  // /email-verification?change=…: confirming the new address from the mailed link.
  confirmTitle: "Confirming your new email address",
  confirming: "Confirming your new email address…",
  confirmedTitle: "Email address changed",
  confirmedNext: "For your security, every session has ended, on this device too.",
  signIn: "Sign in with your new address",
  confirmFailedTitle: "We could not change your email address",
  confirmFailedNext: "Your address has not changed: you still sign in with your current one.",
  toSignIn: "Go to Sign In",
} as const;

/** Settings, "Password" section. */
export const PASSWORD_CHANGE_TEXTS = {
  heading: "Password",
  lead: "Use at least 8 characters. A long phrase that is not used elsewhere is best. Other sessions are signed out.",
  open: "Change password",
  opening: "Opening…",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  save: "Save new password",
  saving: "Saving…",
  cancel: "Cancel",
  changedTitle: "Password changed",
  changedText: "Your password has been changed. Any other session was signed out; you stay signed in here.",
  failedTitle: "Password not changed",
  failedText: "Please try again.",
} as const;

/** Settings, "Recent security activity" section. */
export const ACTIVITY_SECTION_TEXTS = {
  heading: "Recent security activity",
  lead: "Sign-ins and changes to how your account is protected, newest first. Something you do not recognise? Change your password.",
  event: "Event",
  time: "Time",
  address: "Address",
  unknownAddress: "Unknown",
  loading: "Loading your recent activity…",
  empty: "No security activity yet.",
  failed: "We could not load your recent activity.",
  refresh: "Refresh",
  refreshing: "Refreshing…",
} as const;
/** The settings page's Passkeys section (DESIGN.md "Account security"). */
export const PASSKEY_SETTINGS_TEXTS = {
  heading: "Passkeys",
  lead: "Sign in with your fingerprint, face or screen lock instead of your password and code.",
  none: "You have no passkeys yet.",
  listLabel: "Your passkeys",
  added: "Added",
  lastUsed: "Last used",
  neverUsed: "Never used",
  add: "Add a passkey",
  nameLabel: "Passkey name",
  nameHint: "A name that tells you which device holds it, such as Work laptop.",
  create: "Create passkey",
  creating: "Waiting for your device…",
  cancel: "Cancel",
  unsupported: "This browser cannot create passkeys. Open this page in a current browser to add one.",
  addedTitle: "Passkey added",
  cancelledTitle: "No passkey added",
  cancelledText: "The passkey prompt was closed before it finished. You can try again when you are ready.",
  rename: "Rename",
  renameLabel: "New name",
  save: "Save",
  saving: "Saving…",
  renamedTitle: "Passkey renamed",
  remove: "Remove",
  removeConfirm: (name: string) => `Remove the passkey “${name}”? It will no longer sign in to your account.`,
  removeYes: "Remove passkey",
  removing: "Removing…",
  removedTitle: "Passkey removed",
  loading: "Loading your passkeys…",
  failedTitle: "Passkeys not changed",
  failedText: "Please try again.",
  loadFailed: "We could not load your passkeys. Check your connection and try again.",
  retry: "Try again",
} as const;

/** "Sign in with a passkey" on the sign-in screen's credentials step. */
export const PASSKEY_SIGNIN_TEXTS = {
  button: "Sign in with a passkey",
  pending: "Waiting for your passkey…",
  or: "or",
  cancelledTitle: "Passkey sign-in cancelled",
  cancelledText: "You can try again, or sign in with your email and password.",
} as const;

export const PASSKEY_SIGNIN_FAILED: FailureCopy = {
  title: "Signin Failed",
  fallbackText: API_MESSAGES.passkeyFailed,
  fallbackError: "Failed to sign in",
};
