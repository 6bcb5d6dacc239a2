// The tables as TypeScript sees them, on both engines: times are milliseconds since the epoch (INTEGER in SQLite,
// BIGINT in PostgreSQL, numbers here), flags are 0 or 1.
import type { ColumnType, Generated } from "kysely";

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  password_hash: string;
  email_verified_at: number | null;
  terms_accepted_at: number;
  /** Encrypted (AES-256-GCM) active TOTP secret, or null when 2FA is off. */
  totp_secret: string | null;
  /** Encrypted secret of an enrolment that has not been confirmed with a code yet. */
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  /** Raised by every change of password or second factor; a sign-in checked against an older one opens no session. */
  credential_version: Generated<number>;
  /**
   * 1 once the address was first proven on an account opened before that proof: the owner is asked to confirm the
   * name, which whoever opened the account chose.
   */
  name_confirmation_due: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  remember_me: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  ended_at: number | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** When the user last proved it was them (a sign-in or a re-authentication), for step-up. */
  reauthenticated_at: number;
  /** The factors the sign-in proved, comma-separated (see SessionFactor in auth/session-proof.ts). */
  sign_in_factors: Generated<string>;
  /** The factor of the last step-up (re-authentication), and when; null before the first. */
  step_up_factor: string | null;
  step_up_at: number | null;
  /** When the session last proved a second factor, at sign-in or in a step-up; null: a password-only session. */
  second_factor_at: number | null;
}

export interface FailureCountersTable {
  key: string;
  /** Attempts charged and not refunded: failures, and checks still under way. */
  failures: number;
  window_start: number;
  last_failure_at: number;
  blocked_until: number;
  /** When housekeeping may delete the row; null keeps it until a success or a password reset forgets it. */
  forget_at: number | null;
}

export interface KnownDevicesTable {
  user_id: string;
  device_id: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** email_change tokens carry the new address in `email`; the others, the address they were mailed to. */
export type TokenPurpose = "password_reset" | "email_verification" | "email_change";

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: TokenPurpose;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  at: number;
  event: string;
  user_id: string | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
  /** The browser's User-Agent header (at most 300 characters), shown to the customer as "Chrome on macOS". */
  user_agent: string | null;
  /** The staff member who did it, for an action taken in the staff console. */
  actor_id: string | null;
  /** The business it concerns, for a workspace event (its team page's and the staff console's audit). */
  business_id: Generated<string | null>;
}

/** A user's recovery codes: only keyed hashes are kept; a used code keeps its row with used_at set. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** A WebAuthn credential: its id and COSE public key (base64url), and what the authenticator last reported. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  public_key: string;
  /** The signature counter last seen; an assertion whose counter does not rise (when non-zero) is refused. */
  counter: number;
  /** JSON array of the authenticator's transports, as the browser reported them. */
  transports: string | null;
  /** "singleDevice" or "multiDevice" (a synced passkey). */
  device_type: string;
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
}

export type ChallengePurpose = "registration" | "authentication" | "signing";

/** A WebAuthn challenge handed out, spent once; registration ones belong to the user they were made for. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  user_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** A signing challenge's binding: the hash of the payment's terms it was issued for (auth/transaction-signing.ts). */
  bound_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One staff permission of one person ("view", "approve" or "manage"); no row, no staff access. */
export interface StaffPermissionsTable {
  user_id: string;
  permission: string;
  granted_at: number;
  /** The staff member who granted it; null when granted on the server with `staff:grant`. */
  granted_by: string | null;
}

export interface ServiceMetaTable {
  key: string;
  value: string;
}

/** A customer's business application (one each): its sections as JSON text, as the draft schemas accept them. */
export interface ApplicationsTable {
  id: string;
  user_id: string;
  /** draft, submitted, needs_info, approved or rejected. */
  status: string;
  /** JSON of the business section (businessDraftSchema). */
  business: string;
  /** JSON array of the people (personDraftSchema each). */
  people: string;
  /** The reviewer's note the customer reads (needs_info, rejected); null otherwise. */
  note: string | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  decision_due_at: number | null;
  decided_at: number | null;
}

/** An uploaded document: its bytes sealed (AES-256-GCM) under the documents key, bound to its id and owner. */
export interface ApplicationDocumentsTable {
  id: string;
  application_id: string;
  user_id: string;
  /** formation or identity. */
  kind: string;
  /** Whose ID (an index into the application's people); null for the formation document. */
  person_index: number | null;
  name: string;
  size: number;
  /** The type its bytes were recognised as: application/pdf, image/png or image/jpeg. */
  content_type: string;
  sealed: Buffer;
  created_at: number;
}

/** One reviewer's decision on an application, kept after the application moves on. */
export interface ApplicationDecisionsTable {
  id: string;
  application_id: string;
  /** The reviewer; null once their account is deleted. */
  actor_id: string | null;
  /** approve, reject or request_info. */
  decision: string;
  note: string | null;
  at: number;
}

/** A staff member's internal note on an application: read by staff only, never by the customer. */
export interface ApplicationNotesTable {
  /** Made by the console, so a retried send adds the note once. */
  id: string;
  application_id: string;
  /** The staff member who wrote it; null once their account is deleted. */
  author_id: string | null;
  body: string;
  at: number;
}

/** A business: made when staff approve its application; the workspace's root. */
export interface BusinessesTable {
  id: string;
  /** The application it was approved from (null if that application is ever deleted). */
  application_id: string | null;
  legal_name: string;
  trade_name: string | null;
  /** sandbox: the partner bank behind it is simulated (the only mode implemented). */
  mode: string;
  created_at: number;
}

/** A person's place in a business: their permissions (comma-separated, view first) and whether they own it. */
export interface BusinessMembersTable {
  business_id: string;
  user_id: string;
  permissions: string;
  owner: number;
  joined_at: number;
}

/** An invitation by mail: only the SHA-256 of its link's token is kept; it ends accepted, revoked or expired. */
export interface BusinessInvitationsTable {
  id: string;
  business_id: string;
  token_hash: string;
  /** The invited address, as the person types it at sign-in (trimmed, lower-cased). */
  email: string;
  permissions: string;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_by: string | null;
  revoked_at: number | null;
}

/** Whom a business pays: bank details for ACH and wires, a wallet address for USDC. */
export interface PayeesTable {
  id: string;
  business_id: string;
  name: string;
  /** ach, wire or usdc. */
  method: string;
  account_number: string | null;
  routing_number: string | null;
  /** checking or savings (ACH). */
  account_type: string | null;
  bank_name: string | null;
  address: string | null;
  /** The EIP-55 checksummed address (USDC). */
  wallet_address: string | null;
  created_by: string | null;
  created_at: number;
  /** Set when removed; the row stays for the payments that name it. */
  removed_at: number | null;
}

/**
 * A BIGINT of money (minor units) as the driver would hand it over: a float on SQLite, a float on PostgreSQL too (this
 * service parses BIGINT as a number for times and counts). It cannot be used: money is read with moneyText()
 * (workspace/store/money-sql.ts), cast to text in SQL and made a BigInt, and written as a BigInt.
 */
export interface UnreadMoney {
  readonly castMoneyToTextToReadIt: true;
}
export type MoneyColumn = ColumnType<UnreadMoney, bigint, bigint>;
export type MoneyColumnWithDefault = ColumnType<UnreadMoney, bigint | undefined, bigint>;

/** A ledger account: a business's (checking, savings, wallet) or the bank's own (internal, named by `code`). */
export interface LedgerAccountsTable {
  id: string;
  business_id: string | null;
  code: string | null;
  name: string;
  /** checking, savings, wallet, or internal. */
  kind: string;
  currency: string;
  account_number: string | null;
  routing_number: string | null;
  deposit_address: string | null;
  /** 1: the available balance (posted less pending out) never goes below zero. The bank's own accounts: 0. */
  no_overdraft: number;
  /** The sum of the account's posted entries. */
  posted: MoneyColumnWithDefault;
  /** The sum of its pending entries into it (not yet available). */
  pending_in: MoneyColumnWithDefault;
  /** The sum of its pending entries out of it, as a positive number (held: no longer available). */
  pending_out: MoneyColumnWithDefault;
  /** How many entries have posted to it: the next one's account_seq. */
  postings: ColumnType<number, number | undefined, number>;
  opened_at: number;
}

/** One movement of money: its entries (ledger_entries) sum to zero per currency. Never changes. */
export interface LedgerTransactionsTable {
  id: string;
  business_id: string | null;
  /** deposit, payment, transfer, conversion, card, fee or return. */
  kind: string;
  description: string;
  counterparty: string | null;
  memo: string | null;
  reference: string | null;
  payment_id: string | null;
  created_by: string | null;
  created_at: number;
}

/** One side of a transaction on one account: positive into it, negative out of it. Pending may post or void once. */
export interface LedgerEntriesTable {
  id: string;
  transaction_id: string;
  account_id: string;
  /** The account's business (null for the bank's own accounts): the business's list reads this index. */
  business_id: string | null;
  currency: string;
  amount: MoneyColumn;
  /** pending, posted or void. */
  status: string;
  created_at: number;
  posted_at: number | null;
  /** The entry's place among the account's posted entries (1, 2, ...): balance_after follows from the one before. */
  account_seq: number | null;
  /** The account's posted balance once this entry posted. */
  balance_after: ColumnType<UnreadMoney, bigint | null, bigint | null>;
}

/** The partner rails' work to do later: post a pending deposit at due_at. done_at marks it done, once. */
export interface RailsJobsTable {
  id: string;
  /** post_deposit */
  action: string;
  transaction_id: string;
  due_at: number;
  done_at: number | null;
}

/** A conversion's price, held 30 seconds and usable once. */
export interface ConversionQuotesTable {
  id: string;
  business_id: string;
  from_account_id: string;
  to_account_id: string;
  from_currency: string;
  to_currency: string;
  amount: MoneyColumn;
  fee: MoneyColumn;
  receive: MoneyColumn;
  /** The rate before the spread, as a decimal string ("1.0000"). */
  rate: string;
  spread_bps: number;
  created_by: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A money-moving request's key and, once answered, its answer: the same key and body answer the same again. */
export interface IdempotencyKeysTable {
  business_id: string;
  key: string;
  /** SHA-256 of the route and the canonical body. */
  request_hash: string;
  status_code: number | null;
  /** The answer's JSON body. */
  response: string | null;
  created_at: number;
}

/** A payment out of a business. Its terms never change; status moves along payment_events. */
export interface PaymentsTable {
  id: string;
  business_id: string;
  from_account_id: string;
  payee_id: string;
  /** The payee's name, method and destination in words, as they were when the payment was made. */
  payee_name: string;
  method: string;
  destination: string;
  currency: string;
  amount: MoneyColumn;
  fee: MoneyColumn;
  memo: string | null;
  /** YYYY-MM-DD, a later UTC day to send it on; null sends it once approved. */
  send_on: string | null;
  /** pending_approval, scheduled, processing, settled, returned, failed, rejected or canceled. */
  status: string;
  approvals_required: number;
  /** The pending movement holding the amount; its entries post when the payment settles, void when it ends unsent. */
  hold_transaction_id: string;
  /** The pending movement holding the withdrawal fee (USDC), or null (ACH and wire are free). */
  fee_transaction_id: string | null;
  /** The posted movement that credited a returned payment back. */
  return_transaction_id: string | null;
  /** The UTC day and the amount (in USD cents) the payment counts toward the daily limit. */
  limit_day: string;
  limit_amount: MoneyColumn;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One step of a payment's timeline. */
export interface PaymentEventsTable {
  payment_id: string;
  /** The step's place in the payment's timeline: 1, 2, ... (each step is taken under the payment's row lock). */
  seq: number;
  status: string;
  at: number;
  actor_id: string | null;
  note: string | null;
}

/** One person's signed approval of one payment, with what signed it. */
export interface PaymentApprovalsTable {
  payment_id: string;
  user_id: string;
  /** passkey or code */
  method: string;
  /** JSON: for a passkey, the assertion (credential id, clientDataJSON, authenticatorData, signature); for a code, its step. */
  evidence: string;
  at: number;
}

/** A business whose approval rules a manager has set; without a row the contract's defaults apply. */
export interface ApprovalPoliciesTable {
  business_id: string;
  updated_by: string;
  updated_at: number;
}

/** A payment of at_least or more in currency needs `approvals` approvals. */
export interface ApprovalRulesTable {
  business_id: string;
  currency: string;
  at_least: MoneyColumn;
  approvals: number;
}

/** What a business sent on one UTC day, in USD cents: the daily limit's counter. */
export interface PaymentDailyTotalsTable {
  business_id: string;
  day: string;
  sent: MoneyColumn;
}

/** A business's virtual card: its number and CVC sealed with the service key (core/secret-box.ts), bound to its id. */
export interface CardsTable {
  id: string;
  business_id: string;
  holder_id: string;
  account_id: string;
  name: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  sealed_number: string;
  sealed_cvc: string;
  /** active, frozen or closed (closed never changes again). */
  status: string;
  /** USD cents, at most 50,000.00. */
  daily_limit: MoneyColumn;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One authorisation the sandbox card network asked for: approved (held), declined (with its reason), captured, released. */
export interface CardAuthorizationsTable {
  id: string;
  card_id: string;
  business_id: string;
  amount: MoneyColumn;
  merchant_name: string;
  merchant_category: string;
  status: string;
  decline_reason: string | null;
  /** The pending movement holding the amount (null when declined). */
  hold_transaction_id: string | null;
  /** The movement that posted: the hold itself for a whole capture, a new one for a smaller capture. */
  capture_transaction_id: string | null;
  captured_amount: ColumnType<UnreadMoney | null, bigint | null, bigint | null>;
  /** The UTC day the amount counts toward the card's daily limit. */
  limit_day: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** What a card's approved authorisations took on one UTC day, in USD cents: its daily limit's counter. */
export interface CardDailyTotalsTable {
  card_id: string;
  day: string;
  spent: MoneyColumn;
}

/** A business's invoice: its terms never change once made; status moves draft, sent, partly_paid, paid, or void. */
export interface InvoicesTable {
  id: string;
  business_id: string;
  /** The business's sequence: 1, 2, ... gap-free (shown as INV-0001). */
  number: number;
  /** The account the customer pays into; its currency is the invoice's. */
  account_id: string;
  currency: string;
  customer_name: string;
  customer_email: string;
  memo: string | null;
  /** YYYY-MM-DD, a UTC day. */
  due_on: string;
  total: MoneyColumn;
  /** What matched deposits brought. */
  paid: MoneyColumnWithDefault;
  status: string;
  created_by: string;
  created_at: number;
  sent_at: number | null;
  paid_at: number | null;
  voided_at: number | null;
}

/** One line of an invoice: quantity in ten-thousandths, unit price and amount in minor units. */
export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  description: string;
  quantity: MoneyColumn;
  unit_price: MoneyColumn;
  amount: MoneyColumn;
}

/** A posted deposit counted toward an invoice; each deposit once. */
export interface InvoicePaymentsTable {
  transaction_id: string;
  invoice_id: string;
  amount: MoneyColumn;
  at: number;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  failure_counters: FailureCountersTable;
  known_devices: KnownDevicesTable;
  one_time_tokens: OneTimeTokensTable;
  audit_events: AuditEventsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  staff_permissions: StaffPermissionsTable;
  service_meta: ServiceMetaTable;
  applications: ApplicationsTable;
  application_documents: ApplicationDocumentsTable;
  application_decisions: ApplicationDecisionsTable;
  application_notes: ApplicationNotesTable;
  businesses: BusinessesTable;
  business_members: BusinessMembersTable;
  business_invitations: BusinessInvitationsTable;
  payees: PayeesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  rails_jobs: RailsJobsTable;
  conversion_quotes: ConversionQuotesTable;
  idempotency_keys: IdempotencyKeysTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_approvals: PaymentApprovalsTable;
  approval_policies: ApprovalPoliciesTable;
  approval_rules: ApprovalRulesTable;
  payment_daily_totals: PaymentDailyTotalsTable;
  cards: CardsTable;
  card_authorizations: CardAuthorizationsTable;
  card_daily_totals: CardDailyTotalsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_payments: InvoicePaymentsTable;
}
