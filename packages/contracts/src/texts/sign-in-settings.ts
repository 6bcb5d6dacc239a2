// Email and password in settings: texts of one settings page, in a module of their own so other pages do not load them.

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
  toSignIn: "Go to sign in",
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
