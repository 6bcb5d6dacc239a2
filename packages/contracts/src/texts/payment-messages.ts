// What the payment and approval routes answer with (docs/workspace.md, "Payments and approvals"): the service sends
// them, the site shows them beside the field or in a toast. The words of a payment's own fields are a module of their
// own (payment-field-messages.ts), spread in here: the new payment form checks its fields in them without loading
// these.
import { PAYMENT_FIELD_MESSAGES } from "./payment-field-messages.ts";

export const PAYMENT_MESSAGES = {
  ...PAYMENT_FIELD_MESSAGES,
  payeeNotFound: "We could not find that payee. It may have been removed.",
  insufficientFunds: "The account does not have enough available money for this payment and its fee.",
  dailyLimitExceeded:
    "This payment would take the business past its daily limit on money sent (250,000.00 USD a day, UTC). Send it on a later day, or send less.",
  notEnoughApprovers:
    "This payment needs more approvers than the business has. Someone who manages the team can give another member the approve permission, or change the approval rules.",
  paymentNotFound: "We could not find that payment.",
  ownPayment: "You created this payment, so someone else must approve it.",
  notAwaitingApproval: "This payment is not waiting for approval any more.",
  alreadyApproved: "You have approved this payment already.",
  wrongProof:
    "That confirmation did not work. Try your passkey again, or enter a new code from your authenticator app.",
  proofRequired: "Confirm with your passkey or enter the 6-digit code from your authenticator app.",
  throttled: "Too many attempts. Wait a few minutes, then try again.",
  noSigningFactor: "Add a passkey or an authenticator app in Settings to approve payments.",
  notCancelable: "Only a payment waiting for approval or scheduled for a later day can be canceled.",
  cancelNotAllowed: "Only the person who created this payment, or someone who manages the business, can cancel it.",
  notReturnable: "Only a payment that has been sent (processing or settled) can be returned.",
  rules: "Give 0 to 10 rules, each with an amount, a currency (USD or USDC) and 1 to 3 approvals.",
  ruleApprovals: "A rule needs 1 to 3 approvals.",
  duplicateRule: "Two rules have the same currency and amount. Keep one of them.",
  policySaved: "Approval rules saved.",
  payeeRemovedHint: "This payee has been removed; past payments still name it.",
} as const;
