// The statement's words, amounts and dates as a person reads them. Amounts are built without a floating-point number:
// Intl formats the decimal string itself (ECMA-402 reads a string exactly), so every digit printed is the ledger's.
import { CURRENCY_DECIMALS, minorUnitsOf, type Currency } from "@bank/contracts";

/** On the first page under the bank's name, and in every page's footer, when the partner bank is simulated. */
export const SANDBOX_NOTICE = "Sandbox: simulated partner bank, not real money";

const groupings = new Map<Currency, Intl.NumberFormat>();

function groupingOf(currency: Currency): Intl.NumberFormat {
  let format = groupings.get(currency);
  if (!format) {
    const digits = CURRENCY_DECIMALS[currency];
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    groupings.set(currency, format);
  }
  return format;
}

/**
 * "1250.00" USD -> "1,250.00 USD"; "-999000.000001" USDC -> "-999,000.000001 USDC". Throws on a string that is not
 * a signed amount with at most the currency's decimals: Intl would round extra decimals, and a statement must not.
 */
export function displayAmount(amount: string, currency: Currency): string {
  minorUnitsOf(amount, currency);
  return `${groupingOf(currency).format(amount as Intl.StringNumericLiteral)} ${currency}`;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const monthDayYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** "2026-11" -> "November 1 – November 30, 2026": the first to the last day of the month, in UTC. */
export function statementPeriod(month: string): string {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`not a statement month (YYYY-MM): ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const first = new Date(Date.UTC(year, index, 1));
  const last = new Date(Date.UTC(year, index + 1, 0));
  return `${monthDay.format(first)} – ${monthDayYear.format(last)}`;
}

/** A transaction's UTC day: "Nov 3". Throws on a string that is not a date. */
export function statementDay(iso: string): string {
  return shortDay.format(new Date(iso));
}

/** When the statement was made: "December 1, 2026 at 9:05 AM UTC". */
export function statementMoment(iso: string): string {
  return `${moment.format(new Date(iso))} UTC`;
}
