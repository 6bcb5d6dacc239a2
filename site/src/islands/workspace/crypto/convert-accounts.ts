// Which accounts a conversion goes between: any account of the business, into any of its accounts in another
// currency (USD, USDC, BTC, ETH; the service prices every pair).
import type { Account, Currency } from "@bank/contracts";

export function accountsIn(accounts: readonly Account[], currency: Currency): Account[] {
  return accounts.filter((account) => account.currency === currency);
}

/** The accounts a conversion may pay into from an account in `from`: those in any other currency. */
export function receivingAccounts(accounts: readonly Account[], from: Currency | undefined): Account[] {
  return accounts.filter((account) => account.currency !== from);
}

/** The paying account first offered: the first US dollar account, else the first account. */
export function firstPaying(accounts: readonly Account[]): string {
  return (accounts.find((account) => account.currency === "USD") ?? accounts[0])?.id ?? "";
}

/** The id kept when it is still offered, else the first offered (or "" when none is). */
export function keptOrFirst(id: string, offered: readonly Account[]): string {
  return offered.some((account) => account.id === id) ? id : (offered[0]?.id ?? "");
}

/** True when the business has two accounts in different currencies: something to convert between. */
export function canConvert(accounts: readonly Account[]): boolean {
  return new Set(accounts.map((account) => account.currency)).size > 1;
}
