import { describe, expect, it } from "vitest";
import { LEDGER_MESSAGES as M, type Account } from "@bank/contracts";
import { checkAmount } from "./amount-check.ts";
import { totalsOf } from "./balances.ts";
import { isNonZero } from "./money-business.ts";
import { monthLabel } from "./month.ts";

function account(
  id: string,
  currency: "USD" | "USDC",
  available: string,
  posted = available,
  pending = "0.00",
): Account {
  return {
    id,
    name: id,
    kind: currency === "USD" ? "checking" : "wallet",
    currency,
    accountNumber: null,
    routingNumber: null,
    depositAddress: null,
    balance: { available, posted, pending },
    openedAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("an amount typed in a form", () => {
  it("is taken as the service takes it, with thousands commas, spaces and a dollar sign dropped", () => {
    expect(checkAmount("1250", "USD")).toEqual({ ok: true, amount: "1250" });
    expect(checkAmount(" $1,250.50 ", "USD")).toEqual({ ok: true, amount: "1250.50" });
    expect(checkAmount("0.000001", "USDC")).toEqual({ ok: true, amount: "0.000001" });
  });

  it("says why it is refused, in the service's words", () => {
    expect(checkAmount("", "USD")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("ten", "USD")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("-5", "USD")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("1e3", "USD")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("0", "USD")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("0.00", "USDC")).toEqual({ ok: false, message: M.amount });
    expect(checkAmount("1.005", "USD")).toEqual({ ok: false, message: M.amountDecimals("USD", 2) });
    expect(checkAmount("1.0000001", "USDC")).toEqual({ ok: false, message: M.amountDecimals("USDC", 6) });
    expect(checkAmount("10000000000000.01", "USD")).toEqual({ ok: false, message: M.amountTooLarge });
  });

  it("keeps to a largest amount when one is given", () => {
    const max = { amount: "10000000", message: M.depositTooLarge };
    expect(checkAmount("10000000.00", "USD", max)).toEqual({ ok: true, amount: "10000000.00" });
    expect(checkAmount("10000000.01", "USD", max)).toEqual({ ok: false, message: M.depositTooLarge });
    expect(checkAmount("10000000.000001", "USDC", max)).toEqual({ ok: false, message: M.depositTooLarge });
  });
});

describe("balances", () => {
  it("adds one currency's accounts exactly, without a float", () => {
    const accounts = [
      account("a", "USD", "0.10", "0.20", "0.10"),
      account("b", "USD", "0.20", "0.10", "-0.30"),
      account("c", "USDC", "5.000000"),
      account("d", "USD", "9007199254740993.00"),
    ];
    expect(totalsOf(accounts, "USD")).toEqual({
      available: "9007199254740993.30",
      posted: "9007199254740993.30",
      pending: "-0.20",
    });
    expect(totalsOf(accounts, "USDC")).toEqual({ available: "5.000000", posted: "5.000000", pending: "0.000000" });
    expect(totalsOf([], "USD")).toEqual({ available: "0.00", posted: "0.00", pending: "0.00" });
  });

  it("tells a zero balance from another", () => {
    expect(isNonZero("0.00")).toBe(false);
    expect(isNonZero("-0.000000")).toBe(false);
    expect(isNonZero("0.000001")).toBe(true);
    expect(isNonZero("-10.00")).toBe(true);
  });

  it("names a statement's month", () => {
    expect(monthLabel("2026-03")).toBe("March 2026");
    expect(monthLabel("2026-12")).toBe("December 2026");
    expect(monthLabel("soon")).toBe("soon");
  });
});
