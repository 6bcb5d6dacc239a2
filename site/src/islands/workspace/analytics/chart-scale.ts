// The analytics charts' arithmetic, apart from the drawing. Values arrive as the ledger's decimal strings and are
// read into BigInt minor units (minorUnitsOf): the axis, its round ticks and every figure shown stay exact whatever
// their size (past 2^53 minor units too). Only a value's place on the axis, a fraction for pixels, becomes a number.
import { formatAmount, minorPerMajor, minorUnitsOf, type Currency } from "@bank/contracts";

/** The minor units of each amount string. */
export function minorValues(amounts: readonly string[], currency: Currency): bigint[] {
  return amounts.map((amount) => minorUnitsOf(amount, currency));
}

export function sumMinor(values: readonly bigint[]): bigint {
  return values.reduce((sum, value) => sum + value, 0n);
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (a positive BigInt): a round step. */
export function niceCeiling(value: bigint): bigint {
  if (value <= 1n) return 1n;
  for (let power = 1n; ; power *= 10n) {
    for (const step of [1n, 2n, 5n]) if (step * power >= value) return step * power;
  }
}

/** a / b rounded toward minus infinity, and toward plus infinity (b > 0). */
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

export interface ValueAxis {
  /** The axis's bottom and top, in minor units: whole steps, zero between them (or both zero). */
  low: bigint;
  high: bigint;
  /** The values written on the axis, low to high in equal round steps; only 0 when there is nothing to draw. */
  ticks: bigint[];
}

/**
 * An axis for the values in about `steps` round steps of at least `minStep` minor units (one major unit: "$1"),
 * from at most zero to at least zero. All zero: an axis of zero alone (an empty business draws its baseline).
 */
export function valueAxis(values: readonly bigint[], minStep: bigint, steps = 4): ValueAxis {
  const lowest = values.reduce((low, value) => (value < low ? value : low), 0n);
  const highest = values.reduce((high, value) => (value > high ? value : high), 0n);
  if (lowest === highest) return { low: 0n, high: 0n, ticks: [0n] };
  const raw = ceilDiv(highest - lowest, BigInt(steps));
  const step = niceCeiling(raw > minStep ? raw : minStep);
  const low = floorDiv(lowest, step) * step;
  const high = ceilDiv(highest, step) * step;
  const ticks: bigint[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { low, high, ticks };
}

/** The axis a currency's amounts get: steps of at least one major unit. */
export function axisFor(values: readonly bigint[], currency: Currency, steps = 4): ValueAxis {
  return valueAxis(values, minorPerMajor(currency), steps);
}

/** Where a value sits between the axis's bottom (0) and top (1), to a millionth; 0 on an axis of zero alone. */
export function fractionOf(value: bigint, axis: ValueAxis): number {
  const span = axis.high - axis.low;
  if (span <= 0n) return 0;
  const clamped = value < axis.low ? axis.low : value > axis.high ? axis.high : value;
  return Number(((clamped - axis.low) * 1_000_000n) / span) / 1_000_000;
}

/** The pixel row of a value in a plot `height` high whose top edge is at `top` (SVG's y grows downward). */
export function yOf(value: bigint, axis: ValueAxis, top: number, height: number): number {
  return top + height * (1 - fractionOf(value, axis));
}

const compact = new Map<Currency, Intl.NumberFormat>();

/**
 * A tick's label, short: "$1.5M", "250K". Ticks are round (1, 2 or 5 times a power of ten, times a few), so the
 * short form is exact; Intl reads the decimal string itself, never a float made from it.
 */
export function tickLabel(minor: bigint, currency: Currency): string {
  let format = compact.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      notation: "compact",
      ...(currency === "USD" ? { style: "currency", currency: "USD" } : {}),
    });
    compact.set(currency, format);
  }
  return format.format(formatAmount(minor, currency) as unknown as number);
}
