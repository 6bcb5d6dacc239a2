// A new payment's terms as its review shows them before anything is sent, worked out as the service works them out
// when it makes the payment: the fee (auth-service/src/workspace/domain/payment-terms.ts, withdrawalFee) and the
// approvals it needs (auth-service/src/workspace/domain/approval-policy.ts, approvalsNeeded). Exact: BigInt minor
// units, never a float.
import {
  USDC_WITHDRAWAL_FEE_BPS,
  formatAmount,
  minorUnitsOf,
  parseAmount,
  type ApprovalPolicy,
  type Currency,
  type PaymentMethod,
} from "@bank/contracts";

/**
 * The fee a payment of `amount` (a checked amount string of `currency`) pays: USDC sent out pays 1.73%, rounded up to
 * the micro-USDC (ceil(amount * 173 / 10000)); ACH and wire are free. Both and their total as the service writes
 * amounts (the currency's full decimals).
 */
export function feeAndTotal(method: PaymentMethod, amount: string, currency: Currency): { fee: string; total: string } {
  const minor = parseAmount(amount, currency) ?? 0n;
  const fee = method === "usdc" ? (minor * USDC_WITHDRAWAL_FEE_BPS + 9_999n) / 10_000n : 0n;
  return { fee: formatAmount(fee, currency), total: formatAmount(minor + fee, currency) };
}

/**
 * How many approvals a payment of `amount` in `currency` needs: the rule with the highest amount it reaches in its
 * currency decides; none reached, none needed.
 */
export function approvalsNeeded(rules: ApprovalPolicy["rules"], currency: Currency, amount: string): number {
  const minor = parseAmount(amount, currency);
  if (minor === null) return 0;
  let needed = 0;
  let threshold = -1n;
  for (const rule of rules) {
    if (rule.currency !== currency) continue;
    const atLeast = parseAmount(rule.atLeast, currency);
    if (atLeast === null || minor < atLeast || atLeast <= threshold) continue;
    threshold = atLeast;
    needed = rule.approvals;
  }
  return needed;
}

/**
 * How many people other than the one making a payment may approve it: the business's approvers (the policy's count,
 * owners included) less the maker when they are one of them (a maker never approves their own payment).
 */
export function otherApprovers(approvers: number, makerMayApprove: boolean): number {
  return Math.max(0, approvers - (makerMayApprove ? 1 : 0));
}

/** The sum of two amounts the service wrote in `currency` (a payment's amount and its fee), as it writes amounts. */
export function sumOf(first: string, second: string, currency: Currency): string {
  return formatAmount(minorUnitsOf(first, currency) + minorUnitsOf(second, currency), currency);
}
