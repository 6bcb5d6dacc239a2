import { describe, expect, it } from "vitest";
import { CRYPTO_PAGE_TEXTS as T, LEDGER_MESSAGES as M } from "@bank/contracts";
import { amountProblem, amountText } from "./convert-amount.ts";

describe("the amount to convert", () => {
  it("takes digits with at most the from currency's decimals", () => {
    expect(amountProblem("1000000.00", "USD")).toBeNull();
    expect(amountProblem(" 25 ", "USD")).toBeNull();
    expect(amountText(" 25 ")).toBe("25");
    expect(amountProblem("0.01", "USD")).toBeNull();
    expect(amountProblem("0.000001", "USDC")).toBeNull();
    expect(amountProblem("999000.123456", "USDC")).toBeNull();
  });

  it("says why it refuses the rest, before any request", () => {
    expect(amountProblem("0.001", "USD")).toBe(M.amountDecimals("USD", 2));
    expect(amountProblem("1.0000001", "USDC")).toBe(M.amountDecimals("USDC", 6));
    expect(amountProblem("0", "USD")).toBe(T.amountZero);
    expect(amountProblem("0.00", "USDC")).toBe(T.amountZero);
    expect(amountProblem("10000000000000.01", "USD")).toBe(M.amountTooLarge);
    for (const typed of ["", "1,000.00", "1,5", "-5", "+5", "1e3", "$5", ".5", "5.", "NaN", "007", "1 000"])
      expect(amountProblem(typed, "USD"), typed).toBe(M.amount);
  });
});
