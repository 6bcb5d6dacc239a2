// Two-factor authentication in settings.

export const TWO_FACTOR_SETTINGS_TEXTS = {
  heading: "Two-factor authentication",
  offStatus: "Two-factor authentication is off. Add a second step to every sign-in with an authenticator app.",
  onStatus: "Two-factor authentication is on. Every sign-in asks for a code from your authenticator app.",
  /** An unverified account may not add a second factor (the service answers emailNotVerified). */
  verifyFirst:
    "Verify your email address before you turn on two-factor authentication: open the link we sent you, or ask for a new one.",
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
