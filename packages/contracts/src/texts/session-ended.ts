// The session-ended dialog: why a session ended, and what the dialog says for each reason.

/** Reasons a session ends, as the service reports them (GET /api/auth/session-status, docs/api.md). */
export const SESSION_END_REASONS = [
  "new_device",
  "expired",
  "signed_out",
  "no_session",
  "password_changed",
  "email_changed",
  "ended_by_staff",
  "address_verified",
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
