// The bank's own ledger accounts, one of each per currency, opened by schema 11 (USD, USDC) and the crypto desk's
// schema (BTC, ETH) under these fixed ids: settlement (money at the partner bank, or the bank's on-chain wallet), the
// conversion desk, and fees.
import type { Currency } from "@bank/contracts";

export const BANK_ACCOUNTS = {
  settlement: {
    USD: "bank-settlement-usd",
    USDC: "bank-settlement-usdc",
    BTC: "bank-settlement-btc",
    ETH: "bank-settlement-eth",
  },
  conversion: {
    USD: "bank-conversion-usd",
    USDC: "bank-conversion-usdc",
    BTC: "bank-conversion-btc",
    ETH: "bank-conversion-eth",
  },
  fees: { USD: "bank-fees-usd", USDC: "bank-fees-usdc", BTC: "bank-fees-btc", ETH: "bank-fees-eth" },
} as const satisfies Record<string, Record<Currency, string>>;
