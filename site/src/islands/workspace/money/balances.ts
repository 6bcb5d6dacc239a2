// The overview's totals of several accounts' balances, added without a float.
import { formatAmount, minorUnitsOf, type Account, type Currency } from "@bank/contracts";

export interface Totals {
  available: string;
  posted: string;
  pending: string;
}

/** The balances of every account in `currency`, added in minor units (wire form: "1250.00"). */
export function totalsOf(accounts: readonly Account[], currency: Currency): Totals {
  let available = 0n;
  let posted = 0n;
  let pending = 0n;
  for (const account of accounts) {
    if (account.currency !== currency) continue;
    available += minorUnitsOf(account.balance.available, currency);
    posted += minorUnitsOf(account.balance.posted, currency);
    pending += minorUnitsOf(account.balance.pending, currency);
  }
  return {
    available: formatAmount(available, currency),
    posted: formatAmount(posted, currency),
    pending: formatAmount(pending, currency),
  };
}
