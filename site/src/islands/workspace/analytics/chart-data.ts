// What the analytics page says in words and tables: month names, each month's figures formatted exactly
// (formatMoney on the ledger's strings, or on a BigInt sum written back with formatAmount), totals and summaries.
import { ANALYTICS_PAGE_TEXTS as T, formatAmount, type Analytics } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import { minorValues, sumMinor } from "./chart-scale.ts";

export type AnalyticsMonth = Analytics["months"][number];

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

function dateOf(month: string): Date {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1));
}

/** "2026-03" as an axis writes it: "Mar". */
export function monthShort(month: string): string {
  return shortMonth.format(dateOf(month));
}

/** "2026-03" in full: "March 2026". */
export function monthLong(month: string): string {
  return longMonth.format(dateOf(month));
}

/** A month's name in a table: the last one is the current month, still under way. */
function monthInTable(months: readonly AnalyticsMonth[], index: number): string {
  const name = monthLong(months[index]!.month);
  return index === months.length - 1 ? T.monthSoFar(name) : name;
}

export interface FlowRow {
  month: string;
  label: string;
  moneyIn: string;
  moneyOut: string;
  net: string;
}

export function flowRows(analytics: Analytics): FlowRow[] {
  const currency = analytics.currency;
  return analytics.months.map((month, index) => ({
    month: month.month,
    label: monthInTable(analytics.months, index),
    moneyIn: formatMoney(month.moneyIn, currency),
    moneyOut: formatMoney(month.moneyOut, currency),
    net: formatMoney(month.net, currency, { signed: true }),
  }));
}

export interface BalanceRow {
  month: string;
  label: string;
  closingBalance: string;
}

export function balanceRows(analytics: Analytics): BalanceRow[] {
  const currency = analytics.currency;
  return analytics.months.map((month, index) => ({
    month: month.month,
    label: monthInTable(analytics.months, index),
    closingBalance: formatMoney(month.closingBalance, currency),
  }));
}

/** Whether anything moved or was held in the months shown. */
export function hasActivity(analytics: Analytics): boolean {
  const currency = analytics.currency;
  return analytics.months.some((month) =>
    minorValues([month.moneyIn, month.moneyOut, month.closingBalance], currency).some((value) => value !== 0n),
  );
}

/** The span the charts cover, in words: ["April 2025", "March 2026"]; empty when no month came. */
function span(analytics: Analytics): [string, string] | null {
  const first = analytics.months[0];
  const last = analytics.months.at(-1);
  return first && last ? [monthLong(first.month), monthLong(last.month)] : null;
}

/** The money-in-and-out chart in one sentence: its span and the totals in and out, exact. */
export function flowSummary(analytics: Analytics): string {
  const currency = analytics.currency;
  const months = span(analytics);
  if (!months) return T.noActivity;
  const total = (key: "moneyIn" | "moneyOut") =>
    formatMoney(
      formatAmount(
        sumMinor(
          minorValues(
            analytics.months.map((month) => month[key]),
            currency,
          ),
        ),
        currency,
      ),
      currency,
    );
  return T.flowSummary(months[0], months[1], total("moneyIn"), total("moneyOut"));
}

/** The balance chart in one sentence: its span, the first and last balance, and the highest. */
export function balanceSummary(analytics: Analytics): string {
  const currency = analytics.currency;
  const months = span(analytics);
  if (!months) return T.noActivity;
  const balances = analytics.months.map((month) => month.closingBalance);
  const values = minorValues(balances, currency);
  const highestAt = values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);
  return T.balanceSummary(
    months[0],
    months[1],
    formatMoney(balances[0]!, currency),
    formatMoney(balances.at(-1)!, currency),
    formatMoney(balances[highestAt]!, currency),
  );
}
