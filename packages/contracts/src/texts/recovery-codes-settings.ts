// Recovery codes in settings: texts of one settings page, in a module of their own so other pages do not load them.

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
