// The customer's account activity: their newest security events from the audit trail, each as a public type, a
// time, an address and a browser in words. Never an event's detail, and never another user's events.
import { ACTIVITY_LIMIT, type ActivityEvent, type ActivityType } from "@bank/contracts";
import { listRecentUserEvents } from "../db/audit-store.ts";
import type { AuditEventName } from "../core/audit.ts";
import type { ServiceDeps } from "../core/deps.ts";
import { deviceName } from "../core/user-agent.ts";

/**
 * What each audit event is called in the activity view. Every event recorded with a user id has a public type;
 * a new audit event name fails the type check here until it is given one (or null, to keep it from customers).
 */
const PUBLIC_TYPE: Readonly<Record<AuditEventName, ActivityType | null>> = {
  signup: "account_created",
  signup_existing_email: "signup_attempt_with_your_email",
  signin_ok: "signed_in",
  signin_failed: "signin_failed",
  twofa_failed: "two_factor_code_failed",
  reauthenticated: "identity_confirmed",
  reauth_failed: "identity_confirmation_failed",
  lockout: "account_locked",
  session_ended_new_device: "signed_out_new_device",
  signout: "signed_out",
  twofa_enabled: "two_factor_enabled",
  twofa_disabled: "two_factor_disabled",
  password_reset_requested: "password_reset_requested",
  password_reset: "password_reset",
  email_verified: "email_verified",
  address_first_proven: "address_first_proven",
  name_confirmed: "name_confirmed",
  recovery_codes_generated: "recovery_codes_generated",
  recovery_code_used: "recovery_code_used",
  passkey_added: "passkey_added",
  passkey_renamed: "passkey_renamed",
  passkey_removed: "passkey_removed",
  passkey_signin: "passkey_signin",
  password_changed: "password_changed",
  email_change_requested: "email_change_requested",
  email_changed: "email_changed",
  staff_unlocked: "unlocked_by_support",
  staff_sessions_ended: "signed_out_by_support",
  staff_two_factor_reset: "two_factor_reset_by_support",
  // About the staff member's own access, not something done to a customer's account.
  staff_permissions_changed: null,
  // The business application has its own page and mails; account activity lists what touches the account's safety.
  application_submitted: null,
  application_approved: null,
  application_rejected: null,
  application_info_requested: null,
  application_document_viewed: null,
  // Staff's internal notes stay with staff: the customer's activity never mentions one.
  application_note_added: null,
  // Team changes are the business's story, told on its team page and in the staff console, not the account's.
  business_created: null,
  member_added: null,
  member_permissions_changed: null,
  member_removed: null,
  member_left: null,
  invitation_sent: null,
  invitation_revoked: null,
  invitation_accepted: null,
  payee_added: null,
  payee_removed: null,
  account_opened: null,
  account_renamed: null,
  transfer_made: null,
  conversion_made: null,
  deposit_received: null,
  payment_created: null,
  payment_approved: null,
  payment_rejected: null,
  payment_canceled: null,
  payment_sent: null,
  payment_settled: null,
  payment_failed: null,
  payment_returned: null,
  approval_policy_changed: null,
  invoice_created: null,
  invoice_sent: null,
  invoice_voided: null,
  invoice_payment_received: null,
  payment_signing_failed: "identity_confirmation_failed",
  card_issued: null,
  card_changed: null,
  card_revealed: null,
  // Staff reading a business in the console: the audit log's, never the customer's.
  business_viewed: null,
};

const SHOWN_EVENTS = Object.entries(PUBLIC_TYPE)
  .filter(([, type]) => type !== null)
  .map(([event]) => event);

/** The user's last ACTIVITY_LIMIT events a customer may see, newest first. */
export async function listActivity(deps: ServiceDeps, userId: string): Promise<ActivityEvent[]> {
  const rows = await listRecentUserEvents(deps.db, userId, SHOWN_EVENTS, ACTIVITY_LIMIT);
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    type: PUBLIC_TYPE[row.event as AuditEventName]!,
    ip: row.ip,
    device: deviceName(row.user_agent),
  }));
}
