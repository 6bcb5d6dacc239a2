// A new payment's values checked before its review is shown (the service checks again when it is sent): a payee, an
// account that can pay them (ACH and wire from USD, USDC from a wallet), the amount in the account's currency, and a
// send day from today (UTC) up to a year ahead; the memo is held to 140 characters by its field. A refusal of the
// service is placed beside the field it is about: the form's fields send the person back to change them, the review's
// stay on the review.
import {
  MAX_SEND_AHEAD_DAYS,
  METHOD_CURRENCIES,
  PAYMENT_FIELD_MESSAGES as M,
  PAYMENT_FORM_TEXTS as T,
  type Account,
  type Payee,
  type PaymentRequest,
} from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { checkAmount } from "../money/amount-check.ts";
import type { Checked } from "../money/use-money-form.ts";

export interface PaymentValues {
  payeeId: string;
  fromAccountId: string;
  amount: string;
  memo: string;
  /** YYYY-MM-DD as the date field gives it, or empty. */
  sendOn: string;
}

/** The fields of the form's first step, by name: a refusal about one of them goes back to that step. */
export const FORM_FIELDS = ["payeeId", "fromAccountId", "amount", "memo", "sendOn"] as const;

/**
 * The accounts a payee can be paid from: a USD account by ACH or wire, the wallet of the coin for USDC, BTC and ETH;
 * all, without a payee.
 */
export function accountsFor(payee: Pick<Payee, "method"> | undefined, accounts: readonly Account[]): Account[] {
  if (!payee) return [...accounts];
  return accounts.filter((account) => METHOD_CURRENCIES[payee.method] === account.currency);
}

/** The values once the payee changed: the account kept when it can pay them, else the first that can. */
export function withAccountFor(
  values: PaymentValues,
  accounts: readonly Account[],
  payees: readonly Payee[],
): PaymentValues {
  const options = accountsFor(
    payees.find((each) => each.id === values.payeeId),
    accounts,
  );
  return options.some((each) => each.id === values.fromAccountId)
    ? values
    : { ...values, fromAccountId: options[0]?.id ?? "" };
}

/** A new payment's first values: no payee chosen yet, the first account. */
export function emptyPayment(accounts: readonly Account[]): PaymentValues {
  return { payeeId: "", fromAccountId: accounts[0]?.id ?? "", amount: "", memo: "", sendOn: "" };
}

/** The UTC day of a moment, YYYY-MM-DD: the service's days (and the daily limit's) are UTC days. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The last day a payment may be sent on, counted from `today` (MAX_SEND_AHEAD_DAYS later). */
export function lastSendDay(today: string): string {
  return utcDay(Date.parse(`${today}T00:00:00Z`) + MAX_SEND_AHEAD_DAYS * 86_400_000);
}

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function checkPayment(
  values: PaymentValues,
  accounts: readonly Account[],
  payees: readonly Payee[],
  today: string,
): Checked<PaymentRequest> {
  const errors: Record<string, string> = {};
  const payee = payees.find((each) => each.id === values.payeeId);
  const account = accounts.find((each) => each.id === values.fromAccountId);
  if (!payee) errors.payeeId = T.payeeRequired;
  if (!account) errors.fromAccountId = M.accountNotFound;
  else if (payee && accountsFor(payee, [account]).length === 0) errors.fromAccountId = M.methodCurrency;
  let amount = "";
  if (account) {
    const checked = checkAmount(values.amount, account.currency);
    if (checked.ok) amount = checked.amount;
    else errors.amount = checked.message;
  }
  const memo = values.memo.trim();
  const sendOn = values.sendOn.trim();
  if (sendOn && (!isCalendarDay(sendOn) || sendOn < today || sendOn > lastSendDay(today))) errors.sendOn = M.sendOn;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      fromAccountId: account!.id,
      payeeId: payee!.id,
      amount,
      ...(memo ? { memo } : {}),
      // Today is the same as none: sent once approved.
      ...(sendOn && sendOn !== today ? { sendOn } : {}),
    },
  };
}

/**
 * Where a refusal of the payment is shown: the service's field messages under the form's names; too few approvers
 * beside the review's approvals; any other refusal with words above the review's buttons; else nowhere (the toast).
 */
export function paymentRefusal(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.kind !== "refused") return null;
  if (Object.keys(error.fieldErrors).length > 0) return { ...error.fieldErrors };
  const message = error.serverMessage;
  if (!message) return null;
  if (error.code === "notEnoughApprovers") return { approvals: message };
  if (error.code === "payeeNotFound") return { payeeId: message };
  if (error.code === "accountNotFound" || error.code === "methodCurrency") return { fromAccountId: message };
  return error.status === 400 || error.status === 404 || error.status === 409 || error.status === 422
    ? { form: message }
    : null;
}

/** Whether the refusal is about a field of the first step (the person goes back to change it). */
export function isAboutForm(errors: Record<string, string>): boolean {
  return FORM_FIELDS.some((field) => field in errors);
}
