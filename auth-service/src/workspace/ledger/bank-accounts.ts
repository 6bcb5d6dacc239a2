// The bank's own ledger accounts, one of each per currency, opened by schema 11 under these fixed ids:
// settlement (money at the partner bank, or the bank's on-chain wallet for USDC), the conversion desk, and fees.
import type { AccountCurrency } from "@bank/contracts";

export const BANK_ACCOUNTS = {
  settlement: { USD: "bank-settlement-usd", USDC: "bank-settlement-usdc" },
  conversion: { USD: "bank-conversion-usd", USDC: "bank-conversion-usdc" },
  fees: { USD: "bank-fees-usd", USDC: "bank-fees-usdc" },
} as const satisfies Record<string, Record<AccountCurrency, string>>;
