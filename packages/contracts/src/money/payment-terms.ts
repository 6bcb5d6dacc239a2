// A payment's terms that the service fixes when it makes the payment and the site shows on its review before
// anything is sent: the fee and the approvals it needs. One implementation for both, in minor units, never a float.
import type { Currency } from "./currencies.ts";

/** Coins sent out (USDC, BTC, ETH) pay the spec's 1.73% withdrawal fee: 173 basis points, rounded up to the unit. */
export const USDC_WITHDRAWAL_FEE_BPS = 173n;
const BASIS_POINTS = 10_000n;

/** The fee, in the payment's minor units: ceil(amount * 173 / 10000) for coins sent out; ACH and wire are free. */
export function withdrawalFee(method: "ach" | "wire" | "usdc" | "btc" | "eth", amount: bigint): bigint {
  if (method === "ach" || method === "wire") return 0n;
  return (amount * USDC_WITHDRAWAL_FEE_BPS + BASIS_POINTS - 1n) / BASIS_POINTS;
}

/** An approval rule with its threshold in minor units of its currency. */
export interface ApprovalThreshold {
  currency: Currency | string;
  atLeast: bigint;
  approvals: number;
}

/**
 * How many approvals a payment of `amount` (minor units of `currency`) needs: the rule with the highest threshold it
 * reaches in its currency decides; none reached, none needed.
 */
export function approvalsNeeded(rules: readonly ApprovalThreshold[], currency: Currency, amount: bigint): number {
  let needed = 0;
  let threshold = -1n;
  for (const rule of rules) {
    if (rule.currency !== currency || amount < rule.atLeast || rule.atLeast <= threshold) continue;
    threshold = rule.atLeast;
    needed = rule.approvals;
  }
  return needed;
}
