// The currencies the bank holds, and how many decimals each keeps: an amount is a whole number of the currency's
// smallest unit (a cent, a micro-USDC, a satoshi, a gwei), a BigInt in code, a BIGINT in SQL, a decimal string on
// the wire (docs/ledger.md, "Amounts").
export const CURRENCIES = ["USD", "USDC", "BTC", "ETH"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals of each currency's major unit: USD to the cent, USDC as its token, BTC to the satoshi, ETH to the gwei. */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { USD: 2, USDC: 6, BTC: 8, ETH: 9 };

/** The currencies analytics reports on (BTC and ETH wallets open too; see CRYPTO_CURRENCIES). */
export const ACCOUNT_CURRENCIES = ["USD", "USDC"] as const;
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

/** 10^decimals: how many minor units make one major unit. */
/** The crypto-currencies the exchange prices in US dollars; a business holds at most one wallet of each. */
export const CRYPTO_CURRENCIES = ["BTC", "ETH"] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export function isCryptoCurrency(value: unknown): value is CryptoCurrency {
  return value === "BTC" || value === "ETH";
}

export function minorPerMajor(currency: Currency): bigint {
  return 10n ** BigInt(CURRENCY_DECIMALS[currency]);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
