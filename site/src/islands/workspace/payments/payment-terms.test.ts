import { describe, expect, it } from "vitest";
import { DEFAULT_APPROVAL_RULES } from "@bank/contracts";
import { approvalsFor, feeAndTotal, otherApprovers, sumOf } from "./payment-terms.ts";

const defaults = DEFAULT_APPROVAL_RULES.map((rule) => ({ ...rule }));

describe("a new payment's fee and total", () => {
  it("are free by ACH and wire: the total is the amount, in the currency's full decimals", () => {
    expect(feeAndTotal("ach", "15000", "USD")).toEqual({ fee: "0.00", total: "15000.00" });
    expect(feeAndTotal("wire", "0.01", "USD")).toEqual({ fee: "0.00", total: "0.01" });
  });

  it("is 1.73% of a USDC amount, rounded up to the micro-USDC exactly as the service rounds it", () => {
    // The service's own case (auth-service/test/payments.test.ts): 1.73% of 1,000.000001 is 17.30000001730.
    expect(feeAndTotal("usdc", "1000.000001", "USDC")).toEqual({ fee: "17.300001", total: "1017.300002" });
    expect(feeAndTotal("usdc", "100", "USDC")).toEqual({ fee: "1.730000", total: "101.730000" });
    // The smallest amount still pays a micro-USDC: ceil(1 * 173 / 10000) = 1.
    expect(feeAndTotal("usdc", "0.000001", "USDC")).toEqual({ fee: "0.000001", total: "0.000002" });
    // Exact at a whole micro-USDC: 10,000 micro-USDC pays exactly 173.
    expect(feeAndTotal("usdc", "0.01", "USDC")).toEqual({ fee: "0.000173", total: "0.010173" });
  });

  it("stays exact far beyond a float's 15 digits", () => {
    expect(feeAndTotal("usdc", "999999999.999999", "USDC")).toEqual({
      fee: "17300000.000000",
      total: "1017299999.999999",
    });
  });

  it("sums a payment's amount and fee as the service wrote them", () => {
    expect(sumOf("1000.000001", "17.300001", "USDC")).toBe("1017.300002");
    expect(sumOf("15000.00", "0.00", "USD")).toBe("15000.00");
  });
});

describe("the approvals a new payment needs", () => {
  it("under the default rules: one from 10,000.00 in USD or USDC, none below", () => {
    expect(approvalsFor(defaults, "USD", "15000.00")).toBe(1);
    expect(approvalsFor(defaults, "USD", "10000")).toBe(1);
    expect(approvalsFor(defaults, "USD", "9999.99")).toBe(0);
    expect(approvalsFor(defaults, "USDC", "10000.000000")).toBe(1);
    expect(approvalsFor(defaults, "USDC", "9999.999999")).toBe(0);
  });

  it("takes the highest rule the amount reaches in its own currency, whatever the order of the rules", () => {
    const rules = [
      { atLeast: "50000.00", currency: "USD" as const, approvals: 3 },
      { atLeast: "1000.00", currency: "USD" as const, approvals: 1 },
      { atLeast: "10000.00", currency: "USD" as const, approvals: 2 },
      { atLeast: "1.000000", currency: "USDC" as const, approvals: 3 },
    ];
    expect(approvalsFor(rules, "USD", "999.99")).toBe(0);
    expect(approvalsFor(rules, "USD", "1000.00")).toBe(1);
    expect(approvalsFor(rules, "USD", "49999.99")).toBe(2);
    expect(approvalsFor(rules, "USD", "50000.00")).toBe(3);
    expect(approvalsFor(rules, "USDC", "5")).toBe(3);
  });

  it("is none without rules, or for an amount that is not one", () => {
    expect(approvalsFor([], "USD", "1000000.00")).toBe(0);
    expect(approvalsFor(defaults, "USD", "lots")).toBe(0);
  });

  it("counts the people who may approve other than the maker, who never approves their own payment", () => {
    expect(otherApprovers(2, true)).toBe(1);
    expect(otherApprovers(2, false)).toBe(2);
    expect(otherApprovers(0, true)).toBe(0);
  });
});
