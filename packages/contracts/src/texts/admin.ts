// The staff console's texts: what /api/admin answers and what a form of the console says about its input.

/** Every text the service answers /api/admin with, and the console's field messages. */
export const ADMIN_MESSAGES = {
  /** A customer (or no one) opening the console or its API: nothing more is said. */
  noAccess: "You do not have access",
  missingPermission: "Your staff permissions do not allow this.",
  twoFactorRequired:
    "Staff must use two-factor authentication. Turn on an authenticator app or add a passkey in settings first.",
  userNotFound: "No customer has that id.",
  reasonRequired: "Say why, in at least 5 characters: it is kept in the audit log.",
  reasonTooLong: "Keep the reason under 500 characters.",
  searchRequired: "Enter an email address or a name to search for.",
  searchTooLong: "Search for at most 100 characters.",
  badAuditType: "An event type is lower-case letters, digits and underscores.",
  badCursor: "That page cursor is not valid.",
  badAuditEmail: "An email address is at most 254 characters.",
  badTime: "Give the time as a date (2026-11-23) or an ISO-8601 time.",
  badLimit: "A page holds 1 to 100 events.",
  unlocked: "The account is unlocked. The customer can sign in again.",
  notLocked: "The account was not locked. Nothing changed.",
  sessionsEnded: (count: number) =>
    count === 0 ? "The customer had no open session. Nothing changed." : "The customer's session was ended.",
  twoFactorReset:
    "Two-factor authentication is off for this customer, their recovery codes are gone and their session has ended. We have emailed them.",
  twoFactorNotOn: "This customer does not use two-factor authentication. Nothing changed.",
  staffUpdated: "Staff permissions saved.",
  /** A staff member never changes their own permissions: another manager grants or takes them. */
  ownPermissions: "You cannot change your own staff permissions. Ask another manager.",
  /** Staff access goes only to an address its owner has proven (a stranger may have opened the account first). */
  unverifiedStaff: "This person has not verified their email address yet. Staff access needs a verified address.",
  /** A staff member signed in with the password alone: the console asks for the second factor in place. */
  secondFactorRequired:
    "The staff console needs your second factor. Confirm it is you with your authenticator code or a passkey.",
  /** A change in the console needs a second factor no older than 10 minutes; the password is not asked again. */
  secondFactorStepUp:
    "For your security, confirm it is you with your authenticator code or a passkey to make this change.",
  businessNotFound: "No business has that id.",
} as const;

/** The session-end reason a customer's session gets when staff end it (their open page then asks them to sign in). */
export const STAFF_SESSION_END_REASON = "ended_by_staff";

/** The console's pages, in the order its navigation lists them. */
export const ADMIN_PAGES = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/applications", label: "Applications" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/staff", label: "Staff" },
] as const;
