import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_MINOR } from "./amounts.ts";
import { USDC_WITHDRAWAL_FEE_BPS, approvalsNeeded, withdrawalFee } from "./payment-terms.ts";

describe("a payment's fee", () => {
  it("is the smallest whole number of micro-USDC at or above 1.73% of the amount, for every amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }), (amount) => {
        const fee = withdrawalFee("usdc", amount);
        expect(fee * 10_000n >= amount * USDC_WITHDRAWAL_FEE_BPS).toBe(true);
        expect((fee - 1n) * 10_000n < amount * USDC_WITHDRAWAL_FEE_BPS).toBe(true);
      }),
    );
    expect(withdrawalFee("usdc", 1n)).toBe(1n);
    expect(withdrawalFee("usdc", 100_000_000n)).toBe(1_730_000n);
  });

  it("is nothing for ACH and wire", () => {
    expect(withdrawalFee("ach", 1_500_000n)).toBe(0n);
    expect(withdrawalFee("wire", MAX_AMOUNT_MINOR)).toBe(0n);
  });
});

describe("the approvals a payment needs", () => {
  const rules = [
    { currency: "USD", atLeast: 100_000n, approvals: 1 },
    { currency: "USD", atLeast: 5_000_000n, approvals: 3 },
    { currency: "USD", atLeast: 1_000_000n, approvals: 2 },
    { currency: "USDC", atLeast: 1n, approvals: 2 },
  ];

  it("are the highest threshold's the payment reaches in its currency, in whatever order the rules come", () => {
    expect(approvalsNeeded(rules, "USD", 99_999n)).toBe(0);
    expect(approvalsNeeded(rules, "USD", 100_000n)).toBe(1);
    expect(approvalsNeeded(rules, "USD", 4_999_999n)).toBe(2);
    expect(approvalsNeeded(rules, "USD", 5_000_000n)).toBe(3);
    expect(approvalsNeeded([...rules].reverse(), "USD", 5_000_000n)).toBe(3);
    expect(approvalsNeeded(rules, "USDC", 1n)).toBe(2);
  });

  it("are none without rules, or with rules of another currency only", () => {
    expect(approvalsNeeded([], "USD", MAX_AMOUNT_MINOR)).toBe(0);
    expect(approvalsNeeded(rules.slice(3), "USD", MAX_AMOUNT_MINOR)).toBe(0);
  });
});
