import { describe, expect, it } from "vitest";
import type { OverviewBucket } from "@bank/contracts";
import { axisFor, barHeight, highest, looksLikeGuessing, niceCeiling, totals } from "./chart-scale.ts";

const bucket = (signIns: number, failures: number, lockouts = 0, newDevices = 0): OverviewBucket => ({
  start: "2026-11-23T10:00:00.000Z",
  signIns,
  failures,
  lockouts,
  newDevices,
});

describe("the value axis", () => {
  it("rounds a step up to 1, 2 or 5 times a power of ten, and never below 1", () => {
    expect([0, 0.5, 1, 2, 3, 7, 10, 11, 23, 99, 101, 4999].map(niceCeiling)).toEqual([
      1, 1, 1, 2, 5, 10, 10, 20, 50, 100, 200, 5000,
    ]);
  });

  it("the axis climbs in equal round whole steps to a top at or above the highest count", () => {
    expect(axisFor(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisFor(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisFor(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(axisFor(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(axisFor(23)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(axisFor(99)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(axisFor(1234).ticks.every((tick) => Number.isInteger(tick))).toBe(true);
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
