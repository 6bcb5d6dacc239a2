// How a business pays someone: by ACH or wire from a USD account, USDC, BTC or ETH from the wallet of that coin. Apart from the payees' schemas
// (payees.ts), which a payment's schemas (payments.ts) do not need: a page that lists payments loads none of those.

export const PAYMENT_METHODS = ["ach", "wire", "usdc", "btc", "eth"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods that send coins to an outside address (and pay the withdrawal fee). */
export const WALLET_METHODS = ["usdc", "btc", "eth"] as const;

/** The currency each method's money leaves in. */
export const METHOD_CURRENCIES = { ach: "USD", wire: "USD", usdc: "USDC", btc: "BTC", eth: "ETH" } as const;

export function isWalletMethod(method: PaymentMethod): method is (typeof WALLET_METHODS)[number] {
  return method === "usdc" || method === "btc" || method === "eth";
}
