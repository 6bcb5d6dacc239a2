import { describe, expect, it } from "vitest";
import type { OverviewBucket } from "@bank/contracts";
import { barHeight, highest, looksLikeGuessing, niceCeiling, ticks, totals } from "./chart-scale.ts";

const bucket = (signIns: number, failures: number, lockouts = 0, newDevices = 0): OverviewBucket => ({
  start: "2026-11-23T10:00:00.000Z",
  signIns,
  failures,
  lockouts,
  newDevices,
});

describe("the value axis", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten, and never below 1", () => {
    expect([0, 0.5, 1, 2, 3, 7, 10, 11, 23, 99, 101, 4999].map(niceCeiling)).toEqual([
      1, 1, 1, 2, 5, 10, 10, 20, 50, 100, 200, 5000,
    ]);
  });

  it("ticks are whole numbers from 0 to the top", () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(2)).toEqual([0, 1, 2]);
    expect(ticks(10)).toEqual([0, 3, 6, 9, 10]);
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it("a bar is as high as its share of the top, zero for nothing, clipped at the top", () => {
    expect(barHeight(5, 10, 200)).toBe(100);
    expect(barHeight(0, 10, 200)).toBe(0);
    expect(barHeight(3, 0, 200)).toBe(0);
    expect(barHeight(20, 10, 200)).toBe(200);
  });

  it("the highest count is taken over every series", () => {
    expect(highest([bucket(3, 1), bucket(0, 0, 9)])).toBe(9);
    expect(highest([])).toBe(0);
  });
});

describe("totals and the wave of guessing", () => {
  it("sums each series over the window", () => {
    expect(totals([bucket(3, 1, 0, 2), bucket(4, 5, 1, 0)])).toEqual({
      signIns: 7,
      failures: 6,
      lockouts: 1,
      newDevices: 2,
    });
  });

  it("warns when failures outnumber sign-ins and are more than typos", () => {
    expect(looksLikeGuessing(totals([bucket(5, 40)]))).toBe(true);
    expect(looksLikeGuessing(totals([bucket(50, 40)]))).toBe(false);
    expect(looksLikeGuessing(totals([bucket(0, 3)]))).toBe(false);
  });
});
