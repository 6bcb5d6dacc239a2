// The audit log in words for staff: each event type's name ("Signed in", not signin_ok) and each detail the service
// records as a sentence ("2 other sessions ended."), never raw JSON. The console's audit log and a customer's last
// events read them (site/src/islands/admin/audit/event-words.ts).
import type { AuditEventType } from "../schemas/audit-events.ts";

export const AUDIT_EVENT_WORDS: Readonly<Record<AuditEventType, string>> = {
  signup: "Signed up",
  signup_existing_email: "Sign-up tried with an address already in use",
  signin_ok: "Signed in",
  reauthenticated: "Confirmed identity before a change",
  reauth_failed: "Failed to confirm identity",
  signin_failed: "Failed sign-in",
  twofa_failed: "Wrong two-factor code",
  lockout: "Account locked after failed attempts",
  session_ended_new_device: "Session ended by a sign-in elsewhere",
  signout: "Signed out",
  twofa_enabled: "Two-factor turned on",
  twofa_disabled: "Two-factor turned off",
  password_reset_requested: "Password reset requested",
  password_reset: "Password reset by emailed link",
  email_verified: "Email address verified",
  address_first_proven: "Email address proven for the first time",
  name_confirmed: "Name confirmed",
  recovery_codes_generated: "New recovery codes made",
  recovery_code_used: "Recovery code used",
  passkey_added: "Passkey added",
  passkey_renamed: "Passkey renamed",
  passkey_removed: "Passkey removed",
  passkey_signin: "Signed in with a passkey",
  password_changed: "Password changed",
  email_change_requested: "Email change requested",
  email_changed: "Email address changed",
  staff_unlocked: "Unlocked by staff",
  staff_sessions_ended: "Sessions ended by staff",
  staff_two_factor_reset: "Two-factor reset by staff",
  staff_permissions_changed: "Staff permissions changed",
  application_submitted: "Application submitted",
  application_approved: "Application approved",
  application_rejected: "Application rejected",
  application_info_requested: "More information asked for",
  application_document_viewed: "Application document opened by staff",
  application_note_added: "Internal note added to an application",
  business_created: "Business opened",
  member_added: "Team member added",
  member_permissions_changed: "Team member's permissions changed",
  member_removed: "Team member removed",
  member_left: "Team member left",
  invitation_sent: "Invitation sent",
  invitation_revoked: "Invitation revoked",
  invitation_accepted: "Invitation accepted",
  payee_added: "Payee added",
  payee_removed: "Payee removed",
  account_opened: "Business account opened",
  account_renamed: "Business account renamed",
  transfer_made: "Transfer between accounts",
  conversion_made: "Currency converted",
  deposit_received: "Deposit received",
  payment_created: "Payment created",
  payment_approved: "Payment approved",
  payment_rejected: "Payment rejected",
  payment_canceled: "Payment canceled",
  payment_sent: "Payment sent",
  payment_settled: "Payment settled",
  payment_failed: "Payment failed",
  payment_returned: "Payment returned",
  approval_policy_changed: "Payment approval rules changed",
  invoice_created: "Invoice created",
  invoice_sent: "Invoice sent",
  invoice_voided: "Invoice voided",
  invoice_payment_received: "Invoice payment received",
  payment_signing_failed: "Failed to sign a payment",
  card_issued: "Card issued",
  card_changed: "Card changed",
  card_revealed: "Card number revealed",
  business_viewed: "Business page opened by staff",
};

/** The words of an event type, or the type itself (its underscores as spaces) for one this console does not know. */
export function auditEventWords(type: string): string {
  const words = (AUDIT_EVENT_WORDS as Readonly<Record<string, string>>)[type];
  if (words) return words;
  const plain = type.replaceAll("_", " ");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

type DetailValue = string | number | boolean;

/** A code value in words: "wrong_recovery_code" -> "wrong recovery code". */
const plain = (value: DetailValue) => String(value).replaceAll("_", " ").replaceAll(",", ", ");
const plural = (count: DetailValue, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;
const FACTORS: Readonly<Record<string, string>> = {
  password: "password",
  code: "authenticator code",
  recovery_code: "recovery code",
  passkey: "passkey",
};
const factorWords = (value: DetailValue) =>
  String(value)
    .split(",")
    .map((factor) => FACTORS[factor] ?? plain(factor))
    .join(" and ");
const id = (label: string) => (value: DetailValue) => `${label} ${value}.`;

/**
 * Each detail the service records, as a sentence (null: nothing worth saying, as "remember me" left unticked).
 * Ids of records with no page of their own in the console are named; a business and an application are linked
 * by the console itself.
 */
export const AUDIT_DETAIL_WORDS: Readonly<Record<string, (value: DetailValue) => string | null>> = {
  reason: (value) => `Reason: “${value}”`,
  wasLocked: (value) => (value ? "The account was locked." : "The account was not locked."),
  sessionsEnded: (value) => `${plural(value, "session", "sessions")} ended.`,
  by: (value) => `Changed by ${value}.`,
  before: (value) => `Permissions before: ${plain(value)}.`,
  after: (value) => `Permissions after: ${plain(value)}.`,
  method: (value) => `Method: ${plain(value)}.`,
  factors: (value) => `Proven with ${factorWords(value)}.`,
  with: (value) => `Confirmed with ${factorWords(value)}.`,
  rememberMe: (value) => (value ? "“Remember me” was ticked." : null),
  newDevice: (value) =>
    value ? "From a browser new to this account: the owner was emailed." : "From a browser that signed in before.",
  cause: (value) => `Why: ${plain(value)}.`,
  count: (value) => `${plural(value, "code", "codes")} made.`,
  remaining: (value) => `${plural(value, "recovery code", "recovery codes")} left.`,
  changed: (value) => (value ? "The name was changed." : "The name was kept as it was."),
  passkeysRemoved: (value) => `${plural(Number(value), "passkey", "passkeys")} removed.`,
  recoveryCodesRemoved: (value) =>
    typeof value === "boolean"
      ? value
        ? "Recovery codes removed."
        : null
      : `${plural(value, "recovery code", "recovery codes")} removed.`,
  name: (value) => `Name: “${value}”`,
  newEmail: (value) => `New address: ${value}.`,
  previousEmail: (value) => `Previous address: ${value}.`,
  legalName: (value) => `Business: ${value}.`,
  amount: (value) => `Amount: ${value}.`,
  currency: (value) => `Currency: ${value}.`,
  fee: (value) => `Fee: ${value}.`,
  total: (value) => `Total: ${value}.`,
  receive: (value) => `Received: ${value}.`,
  fromCurrency: (value) => `From ${value}.`,
  toCurrency: (value) => `To ${value}.`,
  dailyLimit: (value) => `Daily limit: ${value}.`,
  last4: (value) => `Card ending ${value}.`,
  status: (value) => `Status: ${plain(value)}.`,
  from: (value) => `Canceled while ${plain(value)}.`,
  kind: (value) => `Kind: ${plain(value)}.`,
  number: (value) => `Invoice number ${value}.`,
  permissions: (value) => `Permissions: ${plain(value)}.`,
  previous: (value) => `Permissions before: ${plain(value)}.`,
  owner: (value) => (value ? "Owner of the business." : null),
  wasOwner: (value) => (value ? "Was the business's owner." : null),
  approvals: (value) => `${plural(value, "approval", "approvals")} so far.`,
  rules: (value) => `Rules: ${plain(value)}.`,
  sandbox: (value) => (value ? "In the sandbox (no real money)." : null),
  applicationId: id("Application"),
  documentId: id("Document"),
  noteId: id("Note"),
  businessId: id("Business"),
  paymentId: id("Payment"),
  payeeId: id("Payee"),
  cardId: id("Card"),
  holderId: id("Card holder"),
  invitationId: id("Invitation"),
  invitedBy: id("Invited by person"),
  invoiceId: id("Invoice"),
  quoteId: id("Quote"),
  transactionId: id("Transaction"),
  accountId: id("Account"),
  fromAccountId: id("From account"),
  toAccountId: id("To account"),
  passkeyId: id("Passkey"),
};

/** A detail this console has no words for: its name in words ("someCount: 3" -> "Some count: 3."). */
export function auditDetailFallback(key: string, value: DetailValue): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${plain(value)}.`;
}
