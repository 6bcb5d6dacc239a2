import { describe, expect, it } from "vitest";
import { axisFor, fractionOf, minorValues, niceCeiling, sumMinor, tickLabel, valueAxis, yOf } from "./chart-scale.ts";

describe("the value axis, in minor units", () => {
  it("rounds a step up to 1, 2 or 5 times a power of ten", () => {
    expect([0n, 1n, 2n, 3n, 7n, 10n, 11n, 23n, 99n, 101n, 4999n].map(niceCeiling)).toEqual([
      1n,
      1n,
      2n,
      5n,
      10n,
      10n,
      20n,
      50n,
      100n,
      200n,
      5000n,
    ]);
  });

  it("climbs from zero in round steps of at least one dollar to a top at or above the highest value", () => {
    const usd = (...amounts: string[]) => axisFor(minorValues(amounts, "USD"), "USD");
    expect(usd("0.00", "0.00")).toEqual({ low: 0n, high: 0n, ticks: [0n] });
    expect(usd("0.50")).toEqual({ low: 0n, high: 100n, ticks: [0n, 100n] });
    expect(usd("1000000.00", "250.00")).toEqual({
      low: 0n,
      high: 100_000_000n,
      ticks: [0n, 50_000_000n, 100_000_000n],
    });
    expect(usd("1234.56").ticks).toEqual([0n, 50_000n, 100_000n, 150_000n]);
  });

  it("reaches below zero when a value is negative, zero always on a tick", () => {
    const axis = valueAxis([-150n, 400n], 1n);
    expect(axis.low).toBeLessThanOrEqual(-150n);
    expect(axis.high).toBeGreaterThanOrEqual(400n);
    expect(axis.ticks).toContain(0n);
    expect(axis).toEqual({ low: -200n, high: 400n, ticks: [-200n, 0n, 200n, 400n] });
  });

  it("keeps exact values past 2^53 minor units, and places them to a millionth for pixels", () => {
    // 9,007,199,254,740,993 minor units of USDC (2^53 + 1): a float would read it as 2^53.
    const huge = "9007199254.740993";
    const [value] = minorValues([huge], "USDC");
    expect(value).toBe(2n ** 53n + 1n);
    const axis = axisFor([value!, 1n], "USDC");
    expect(axis.ticks.at(-1)! >= value!).toBe(true);
    expect(axis.high).toBe(10_000_000_000_000_000n);
    expect(fractionOf(value!, axis)).toBeCloseTo(0.900719, 6);
    expect(sumMinor([value!, value!])).toBe(2n ** 54n + 2n);
    // Larger still: a sum of many months near the most a balance can hold.
    const giant = 9_000_000_000_000_000_000n;
    const wide = valueAxis([giant], 1n);
    expect(wide.high).toBe(10_000_000_000_000_000_000n);
    expect(fractionOf(giant, wide)).toBe(0.9);
  });

  it("maps a value to its pixel row: zero at the bottom, the top value at the top, clamped", () => {
    const axis = valueAxis([400n], 1n);
    expect(yOf(0n, axis, 10, 200)).toBe(210);
    expect(yOf(400n, axis, 10, 200)).toBe(10);
    expect(yOf(200n, axis, 10, 200)).toBe(110);
    expect(yOf(800n, axis, 10, 200)).toBe(10);
    // An axis of zero alone: everything on the baseline.
    expect(yOf(0n, valueAxis([0n], 1n), 10, 200)).toBe(210);
  });

  it("labels a tick short and exact", () => {
    expect(tickLabel(0n, "USD")).toBe("$0");
    expect(tickLabel(150_000_000n, "USD")).toBe("$1.5M");
    expect(tickLabel(25_000n, "USD")).toBe("$250");
    expect(tickLabel(250_000_000_000n, "USDC")).toBe("250K");
    expect(tickLabel(-20_000n, "USD")).toBe("-$200");
  });
});
