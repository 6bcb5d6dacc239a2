// The overview charts' arithmetic, apart from the drawing: a round top for the value axis, its ticks, the totals of
// a window and whether its failures look like a wave of guessing.
import type { OverviewBucket } from "@bank/contracts";

/** The counts each chart draws, in drawing order. */
export const SERIES = ["signIns", "failures", "lockouts", "newDevices"] as const;
export type Series = (typeof SERIES)[number];

/** The smallest 1, 2 or 5 times a power of ten at or above the value (at least 1), so the axis reads in round steps. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The axis values from 0 to the top, in `count` equal steps, whole numbers only (a top of 1 has just 0 and 1). */
export function ticks(top: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(top / count));
  const values: number[] = [];
  for (let value = 0; value <= top; value += step) values.push(value);
  if (values[values.length - 1] !== top) values.push(top);
  return values;
}

/** The largest count of any series in any bucket. */
export function highest(buckets: readonly OverviewBucket[]): number {
  return Math.max(0, ...buckets.flatMap((bucket) => SERIES.map((series) => bucket[series])));
}

/** A count's bar height in a chart `height` high whose top value is `top`. */
export function barHeight(value: number, top: number, height: number): number {
  if (top <= 0 || value <= 0) return 0;
  return (Math.min(value, top) / top) * height;
}

export type Totals = Record<Series, number>;

export function totals(buckets: readonly OverviewBucket[]): Totals {
  const sum: Totals = { signIns: 0, failures: 0, lockouts: 0, newDevices: 0 };
  for (const bucket of buckets) for (const series of SERIES) sum[series] += bucket[series];
  return sum;
}

/** Fewer failures than this in a window are everyday typos, whatever the sign-ins. */
export const GUESSING_MIN_FAILURES = 20;

/** Failures that outnumber sign-ins, and are more than typos: someone may be guessing passwords. */
export function looksLikeGuessing(sum: Totals): boolean {
  return sum.failures >= GUESSING_MIN_FAILURES && sum.failures > sum.signIns;
}
