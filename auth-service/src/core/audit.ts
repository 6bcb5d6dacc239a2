// The audit trail: one row per security event, never a password, code, token or secret.
import type { Db } from "../db/database.ts";
import { insertAuditEvent } from "../db/audit-store.ts";

export type AuditEventName =
  | "signup"
  | "signup_existing_email"
  | "signin_ok"
  | "reauthenticated"
  | "reauth_failed"
  | "signin_failed"
  | "twofa_failed"
  | "lockout"
  | "session_ended_new_device"
  | "signout"
  | "twofa_enabled"
  | "twofa_disabled"
  | "password_reset_requested"
  | "password_reset"
  | "email_verified"
  | "address_first_proven"
  | "name_confirmed"
  | "recovery_codes_generated"
  | "recovery_code_used"
  | "passkey_added"
  | "passkey_renamed"
  | "passkey_removed"
  | "passkey_signin"
  | "password_changed"
  | "email_change_requested"
  | "email_changed"
  | "staff_unlocked"
  | "staff_sessions_ended"
  | "staff_two_factor_reset"
  | "staff_permissions_changed"
  | "application_submitted"
  | "application_approved"
  | "application_rejected"
  | "application_info_requested"
  | "application_document_viewed"
  // The business workspace (workspace/): the row's user_id is the person it concerns, actor_id who did it.
  | "business_created"
  | "member_added"
  | "member_permissions_changed"
  | "member_removed"
  | "member_left"
  | "invitation_sent"
  | "invitation_revoked"
  | "invitation_accepted"
  | "payee_added"
  | "payee_removed"
  // Money (workspace/): accounts opened and renamed, money moved by a member, deposits from the sandbox partner.
  | "account_opened"
  | "account_renamed"
  | "transfer_made"
  | "conversion_made"
  | "deposit_received"
  // Payments (workspace/): made, approved, rejected, canceled, sent, settled, failed, returned; the approval rules.
  | "payment_created"
  | "payment_approved"
  | "payment_rejected"
  | "payment_canceled"
  | "payment_sent"
  | "payment_settled"
  | "payment_failed"
  | "payment_returned"
  | "approval_policy_changed"
  // Invoices (workspace/): made, mailed to the customer, voided, and paid (wholly or in part) by a matched deposit.
  | "invoice_created"
  | "invoice_sent"
  | "invoice_voided"
  | "invoice_payment_received"
  // A second factor that failed to sign a payment: counted and shown like a failed confirmation of identity.
  | "payment_signing_failed"
  // Cards (workspace/): issued, changed (status, limit, name; frozen when their holder leaves), number revealed.
  | "card_issued"
  | "card_changed"
  | "card_revealed"
  // A staff member opened a business's page in the console (actor_id), under the business's id.
  | "business_viewed";

export interface AuditSubject {
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  /** The browser's User-Agent, for the customer's account activity ("Chrome on macOS"). */
  userAgent?: string | null;
  /** The staff member who acted on the customer's account, in the staff console. */
  actorId?: string | null;
  /** The business a workspace event concerns. */
  businessId?: string | null;
}

export async function recordAuditEvent(
  db: Db,
  event: AuditEventName,
  subject: AuditSubject,
  now: number,
  detail?: Record<string, string | number | boolean>,
): Promise<void> {
  await insertAuditEvent(db, {
    at: now,
    event,
    userId: subject.userId ?? null,
    email: subject.email ?? null,
    ip: subject.ip ?? null,
    userAgent: subject.userAgent ?? null,
    actorId: subject.actorId ?? null,
    businessId: subject.businessId ?? null,
    detail: detail ? JSON.stringify(detail) : null,
  });
}
