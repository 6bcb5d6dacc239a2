// The sandbox deposit form's values checked before they are sent: the amount against the account's currency and
// the sandbox's largest deposit, a sender, a method the account's currency arrives by. Field names are the form's.
import {
  DEPOSIT_METHODS,
  LEDGER_MESSAGES as M,
  MAX_SANDBOX_DEPOSIT,
  type Account,
  type DepositMethod,
  type DepositRequest,
} from "@bank/contracts";
import { checkAmount } from "./amount-check.ts";
import type { Checked } from "./use-money-form.ts";

export interface DepositValues {
  accountId: string;
  amount: string;
  method: DepositMethod;
  from: string;
  reference: string;
}

/** How money arrives in an account of each currency: ACH or wire into USD, USDC into a wallet. */
export function methodsFor(account: Pick<Account, "currency"> | undefined): DepositMethod[] {
  if (!account) return [...DEPOSIT_METHODS];
  return account.currency === "USD" ? ["ach", "wire"] : ["usdc"];
}

export function checkDeposit(values: DepositValues, accounts: readonly Account[]): Checked<DepositRequest> {
  const errors: Record<string, string> = {};
  const account = accounts.find((each) => each.id === values.accountId);
  if (!account) errors.accountId = M.accountNotFound;
  let amount = "";
  if (account) {
    const checked = checkAmount(values.amount, account.currency, {
      amount: MAX_SANDBOX_DEPOSIT,
      message: M.depositTooLarge,
    });
    if (checked.ok) amount = checked.amount;
    else errors.amount = checked.message;
    if (!methodsFor(account).includes(values.method)) errors.method = M.depositMethodCurrency;
  }
  const from = values.from.trim();
  if (from.length === 0 || from.length > 100) errors.from = M.depositFrom;
  const reference = values.reference.trim();
  if (reference.length > 140) errors.reference = M.depositReference;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      accountId: values.accountId,
      amount,
      method: values.method,
      from: { name: from },
      ...(reference ? { reference } : {}),
    },
  };
}

/** The service's field messages under the form's names ("from.name" is the form's "from"). */
export function formErrorsOf(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field.split(".")[0]!, message]));
}
