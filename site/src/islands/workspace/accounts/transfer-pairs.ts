// Which accounts money may move between: two of the business's accounts that hold the same currency.
import type { Account } from "@bank/contracts";

/** The accounts money may move to from `from`: the others of its currency. */
export function destinationsFor(from: Account | undefined, accounts: readonly Account[]): Account[] {
  return from ? accounts.filter((each) => each.id !== from.id && each.currency === from.currency) : [];
}

/** Whether any two accounts hold the same currency (else there is nothing to move money between). */
export function hasTransferPair(accounts: readonly Account[]): boolean {
  return accounts.some((account) => destinationsFor(account, accounts).length > 0);
}
