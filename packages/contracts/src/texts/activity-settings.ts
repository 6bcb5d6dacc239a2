// Security activity in settings: texts of one settings page, in a module of their own so other pages do not load them.

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
