// The accounts page's forms checked before they are sent (the service checks again): moving money between two
// accounts of one currency, opening an account, renaming one. Field names are the forms' (and the service's).
import {
  LEDGER_MESSAGES as M,
  type Account,
  type AccountKind,
  type AccountRequest,
  type TransferRequest,
} from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { checkAmount } from "../money/amount-check.ts";
import type { Checked } from "../money/use-money-form.ts";

export interface TransferValues {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  memo: string;
}

export function checkTransfer(values: TransferValues, accounts: readonly Account[]): Checked<TransferRequest> {
  const errors: Record<string, string> = {};
  const from = accounts.find((each) => each.id === values.fromAccountId);
  const to = accounts.find((each) => each.id === values.toAccountId);
  if (!from) errors.fromAccountId = M.accountNotFound;
  if (!to) errors.toAccountId = M.accountNotFound;
  else if (from && to.id === from.id) errors.toAccountId = M.sameAccount;
  else if (from && to.currency !== from.currency) errors.toAccountId = M.currencyMismatch;
  let amount = "";
  if (from) {
    const checked = checkAmount(values.amount, from.currency);
    if (checked.ok) amount = checked.amount;
    else errors.amount = checked.message;
  }
  const memo = values.memo.trim();
  if (memo.length > 140) errors.memo = M.memo;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: { fromAccountId: from!.id, toAccountId: to!.id, amount, ...(memo ? { memo } : {}) },
  };
}

/** Where a refusal of a transfer is shown: beside the field it is about, else above the form's button. */
export function transferRefusal(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.kind !== "refused") return null;
  if (Object.keys(error.fieldErrors).length > 0) return { ...error.fieldErrors };
  const message = error.serverMessage;
  if (!message) return null;
  switch (error.code) {
    case "insufficientFunds":
    case "balanceLimit":
      return { amount: message };
    case "sameAccount":
    case "currencyMismatch":
      return { toAccountId: message };
    case "accountNotFound":
      return { form: message };
    default:
      return error.status === 400 || error.status === 409 || error.status === 422 ? { form: message } : null;
  }
}

/** The kinds of account one may open, each with its currency. */
export const ACCOUNT_TYPES = ["checking", "savings", "wallet"] as const satisfies readonly AccountKind[];

export interface OpenAccountValues {
  name: string;
  kind: AccountKind;
}

export function checkAccountName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= 50
    ? { ok: true, name: trimmed }
    : { ok: false, message: M.accountName };
}

export function checkOpenAccount(values: OpenAccountValues): Checked<AccountRequest> {
  const name = checkAccountName(values.name);
  if (!name.ok) return { ok: false, errors: { name: name.message } };
  const currency = values.kind === "wallet" ? "USDC" : "USD";
  return { ok: true, request: { name: name.name, kind: values.kind, currency } };
}
