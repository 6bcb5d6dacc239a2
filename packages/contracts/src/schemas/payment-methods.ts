// How a business pays someone: by ACH or wire from a USD account, USDC from a wallet. Apart from the payees' schemas
// (payees.ts), which a payment's schemas (payments.ts) do not need: a page that lists payments loads none of those.

export const PAYMENT_METHODS = ["ach", "wire", "usdc"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
