// Amounts between their two forms: the decimal string of the wire ("1250.00") and the BigInt of minor units (125000n).
// Nothing here ever makes a floating-point number: parsing reads digits, formatting places a decimal point.
import { CURRENCY_DECIMALS, minorPerMajor, type Currency } from "./currencies.ts";

/**
 * The largest amount one request may carry, in minor units of any currency: 10^15 (ten trillion dollars, a billion
 * USDC). Balances are BIGINT (up to about 9.2 * 10^18), so no sum of accepted amounts a business can make overflows.
 */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

/** Digits, then at most one point followed by digits; no sign, exponent, spaces or leading zeros ("007"). */
const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/**
 * The minor units a request's amount string names, or null when it is not a plain positive decimal with at most
 * the currency's decimals and at most MAX_AMOUNT_MINOR (a sign, an exponent, "1.", ".5", "NaN", zero, too many
 * decimals: all null).
 */
export function parseAmount(text: unknown, currency: Currency): bigint | null {
  if (typeof text !== "string" || text.length > 40) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const decimals = CURRENCY_DECIMALS[currency];
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  const minor = BigInt(match[1]!) * minorPerMajor(currency) + BigInt(fraction.padEnd(decimals, "0") || "0");
  if (minor <= 0n || minor > MAX_AMOUNT_MINOR) return null;
  return minor;
}

/** True when `text` is an amount string with at most `decimals` decimals (the currency is not known yet). */
export function isAmountText(text: unknown, decimals = 9): boolean {
  if (typeof text !== "string" || text.length > 40) return false;
  const match = DECIMAL.exec(text);
  return match !== null && (match[2] ?? "").length <= decimals;
}

/** The wire form of an amount in minor units, always with the currency's full decimals: -12345n USD is "-123.45". */
export function formatAmount(minor: bigint, currency: Currency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const sign = minor < 0n ? "-" : "";
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, "0");
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Reads an amount string the service sent (signed, full decimals) back into minor units; throws on anything else. */
export function minorUnitsOf(text: string, currency: Currency): bigint {
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1) : text;
  const match = DECIMAL.exec(unsigned);
  const decimals = CURRENCY_DECIMALS[currency];
  if (!match || (match[2] ?? "").length > decimals) throw new Error(`not an amount of ${currency}: ${text}`);
  const minor = BigInt(match[1]!) * minorPerMajor(currency) + BigInt((match[2] ?? "").padEnd(decimals, "0") || "0");
  return negative ? -minor : minor;
}

/** Why an amount string is refused: not a plain decimal, more decimals than the currency has, zero, too large. */
export type AmountProblem = "notDecimal" | "tooManyDecimals" | "zero" | "tooLarge";

/** What parseAmount finds wrong with `text` for `currency`; null when it is an amount. One rule for form and service. */
export function amountProblemOf(text: unknown, currency: Currency): AmountProblem | null {
  if (parseAmount(text, currency) !== null) return null;
  if (!isAmountText(text, Number.MAX_SAFE_INTEGER)) return "notDecimal";
  if (!isAmountText(text, CURRENCY_DECIMALS[currency])) return "tooManyDecimals";
  if (!/[1-9]/.test(text as string)) return "zero";
  return "tooLarge";
}
