import { describe, expect, it } from "vitest";
import { ANALYTICS_PAGE_TEXTS as T, type Analytics } from "@bank/contracts";
import {
  balanceRows,
  balanceSummary,
  flowRows,
  flowSummary,
  hasActivity,
  monthLong,
  monthShort,
} from "./chart-data.ts";

/** Twelve months to March 2026, all zero but what `changes` sets. */
function analytics(
  currency: "USD" | "USDC",
  changes: Record<string, Partial<Analytics["months"][number]>> = {},
): Analytics {
  const zero = currency === "USD" ? "0.00" : "0.000000";
  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 3 + index, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
    return { month, moneyIn: zero, moneyOut: zero, net: zero, closingBalance: zero, ...changes[month] };
  });
  return { currency, months, runway: { monthlyNetBurn: zero, months: null } };
}

describe("the analytics' words and tables", () => {
  it("names months in UTC, short on the axis and in full in the table", () => {
    expect(monthShort("2026-03")).toBe("Mar");
    expect(monthLong("2026-01")).toBe("January 2026");
    expect(monthLong("2025-12")).toBe("December 2025");
  });

  it("an empty business: zeros and no activity, said honestly", () => {
    const empty = analytics("USD");
    expect(hasActivity(empty)).toBe(false);
    const rows = flowRows(empty);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      month: "2025-04",
      label: "April 2025",
      moneyIn: "$0.00",
      moneyOut: "$0.00",
      net: "$0.00",
    });
    expect(rows[11]!.label).toBe(T.monthSoFar("March 2026"));
    expect(flowSummary(empty)).toBe(T.flowSummary("April 2025", "March 2026", "$0.00", "$0.00"));
  });

  it("a deposit shows as money in for its month, every figure exact", () => {
    const funded = analytics("USD", {
      "2026-03": { moneyIn: "1000000.00", net: "1000000.00", closingBalance: "1000000.00" },
    });
    expect(hasActivity(funded)).toBe(true);
    expect(flowRows(funded)[11]).toMatchObject({ moneyIn: "$1,000,000.00", moneyOut: "$0.00", net: "+$1,000,000.00" });
    expect(balanceRows(funded)[11]!.closingBalance).toBe("$1,000,000.00");
    expect(flowSummary(funded)).toBe(T.flowSummary("April 2025", "March 2026", "$1,000,000.00", "$0.00"));
    expect(balanceSummary(funded)).toBe(
      T.balanceSummary("April 2025", "March 2026", "$0.00", "$1,000,000.00", "$1,000,000.00"),
    );
  });

  it("sums past 2^53 minor units without losing a digit, and shows USDC's decimals", () => {
    const big = analytics("USDC", {
      "2026-02": { moneyIn: "9007199254.740993" },
      "2026-03": { moneyIn: "9007199254.740993", moneyOut: "0.000001", net: "9007199254.740992" },
    });
    expect(flowSummary(big)).toBe(
      T.flowSummary("April 2025", "March 2026", "18,014,398,509.481986 USDC", "0.000001 USDC"),
    );
    expect(flowRows(big)[11]!.net).toBe("+9,007,199,254.740992 USDC");
  });
});
