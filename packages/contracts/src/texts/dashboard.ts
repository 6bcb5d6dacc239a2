// The signed-in screens' shared words, and the settings pages' names.

/** Texts of the signed-in screens: the dashboard and settings (docs/product.md, "Customers"). */
export const DASHBOARD_TEXTS = {
  checkingSession: "Checking your session…",
  sessionCheckFailed: "We could not check your session. Check your connection and try again.",
  retry: "Try again",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  signingOut: "Signing out…",
  signOutFailed: "Sign out failed",
  signOutFailedText: "We could not reach the bank to end your session. Check your connection and try again.",
} as const;

/** The settings pages, split by subject so each keeps to the account pages' JavaScript budget. */
export const SETTINGS_PAGES = [
  { href: "/dashboard/settings", label: "Settings", title: "Settings" },
  { href: "/dashboard/settings/sign-in", label: "Email and password", title: "Email and password" },
  { href: "/dashboard/settings/passkeys", label: "Passkeys", title: "Passkeys" },
  { href: "/dashboard/settings/activity", label: "Security activity", title: "Security activity" },
] as const;
