// Which accounts a conversion goes between: USD accounts and USDC wallets of the business, one way or the other.
import type { Account, AccountCurrency } from "@bank/contracts";

export const DIRECTIONS = ["toUsdc", "toUsd"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_CURRENCIES: Readonly<Record<Direction, { from: AccountCurrency; to: AccountCurrency }>> = {
  toUsdc: { from: "USD", to: "USDC" },
  toUsd: { from: "USDC", to: "USD" },
};

export function accountsIn(accounts: readonly Account[], currency: AccountCurrency): Account[] {
  return accounts.filter((account) => account.currency === currency);
}

/** The accounts a direction offers on each side; a side may be empty (the business lacks that currency). */
export function sidesOf(accounts: readonly Account[], direction: Direction): { from: Account[]; to: Account[] } {
  const { from, to } = DIRECTION_CURRENCIES[direction];
  return { from: accountsIn(accounts, from), to: accountsIn(accounts, to) };
}

/** The id kept when it is still offered, else the first offered (or "" when none is). */
export function keptOrFirst(id: string, offered: readonly Account[]): string {
  return offered.some((account) => account.id === id) ? id : (offered[0]?.id ?? "");
}
