// A new payment's terms as its review shows them before anything is sent, by the contract's own rules that the
// service applies when it makes the payment (packages/contracts/src/money/payment-terms.ts): the fee and the
// approvals it needs. Exact: BigInt minor units, never a float.
import {
  approvalsNeeded,
  formatAmount,
  minorUnitsOf,
  parseAmount,
  withdrawalFee,
  type ApprovalPolicy,
  type Currency,
  type PaymentMethod,
} from "@bank/contracts";

/** The fee a payment of `amount` (a checked amount string of `currency`) pays, and the total, as the service writes amounts. */
export function feeAndTotal(method: PaymentMethod, amount: string, currency: Currency): { fee: string; total: string } {
  const minor = parseAmount(amount, currency) ?? 0n;
  const fee = withdrawalFee(method, minor);
  return { fee: formatAmount(fee, currency), total: formatAmount(minor + fee, currency) };
}

/** How many approvals a payment of `amount` needs under the policy's rules as the service sends them. */
export function approvalsFor(rules: ApprovalPolicy["rules"], currency: Currency, amount: string): number {
  const minor = parseAmount(amount, currency);
  if (minor === null) return 0;
  const thresholds = rules.flatMap((rule) => {
    const atLeast = parseAmount(rule.atLeast, rule.currency);
    return atLeast === null ? [] : [{ currency: rule.currency, atLeast, approvals: rule.approvals }];
  });
  return approvalsNeeded(thresholds, currency, minor);
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
