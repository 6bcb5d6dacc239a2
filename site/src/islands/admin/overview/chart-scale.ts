// The overview charts' arithmetic, apart from the drawing: a round top for the value axis, its ticks, the totals of
// a window and whether its failures look like a wave of guessing.
import type { OverviewBucket } from "@bank/contracts";

/** The counts each chart draws, in drawing order. */
export const SERIES = ["signIns", "failures", "lockouts", "newDevices"] as const;
export type Series = (typeof SERIES)[number];

/** The smallest 1, 2 or 5 times a power of ten at or above the value (at least 1): a round step. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export interface Axis {
  /** The axis's top value: a whole number of steps at or above the highest count. */
  top: number;
  /** The values written on the axis, 0 to the top in equal round steps. */
  ticks: number[];
}

/** A value axis for counts up to `highest`, in about `steps` round whole steps (1, 2, 5, 10, 20…). */
export function axisFor(highest: number, steps = 4): Axis {
  const step = niceCeiling(highest / steps);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
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
