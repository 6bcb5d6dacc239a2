// The business's money over time, from the ledger alone: money in and out by month (movements between its own
// accounts and conversions between its currencies are neither), each month's closing balance, and the runway at
// the last three whole months' average net burn.
import { ANALYTICS_MONTHS, formatAmount, type AccountCurrency, type Analytics } from "@bank/contracts";
import type { Db } from "../../db/database.ts";
import { businessPostedTotal, businessPostingsSince } from "../store/postings-store.ts";
import { monthOf, monthRange } from "./months.ts";

/** Movements that stay within the business: they change no total of money in or out. */
const INTERNAL_KINDS = new Set(["transfer", "conversion"]);
const BURN_MONTHS = 3n;

export async function businessAnalytics(
  db: Db,
  businessId: string,
  currency: AccountCurrency,
  now: number,
): Promise<Analytics> {
  const months: string[] = [];
  for (let month = monthOf(now), index = 0; index < ANALYTICS_MONTHS; index += 1) {
    months.unshift(month);
    month = monthOf(monthRange(month).start - 1);
  }
  const since = monthRange(months[0]!).start;
  const postings = await businessPostingsSince(db, businessId, currency, since);
  const total = await businessPostedTotal(db, businessId, currency);
  const flows = new Map(months.map((month) => [month, { moneyIn: 0n, moneyOut: 0n, after: 0n }]));
  for (const posting of postings) {
    const month = monthOf(posting.postedAt);
    const flow = flows.get(month);
    // What posted after a month's end takes the month's closing balance from the total now.
    for (const [other, otherFlow] of flows) if (other < month) otherFlow.after += posting.amount;
    if (!flow || INTERNAL_KINDS.has(posting.kind)) continue;
    if (posting.amount > 0n) flow.moneyIn += posting.amount;
    else flow.moneyOut -= posting.amount;
  }
  const rows = months.map((month) => {
    const flow = flows.get(month)!;
    return {
      month,
      moneyIn: formatAmount(flow.moneyIn, currency),
      moneyOut: formatAmount(flow.moneyOut, currency),
      net: formatAmount(flow.moneyIn - flow.moneyOut, currency),
      closingBalance: formatAmount(total - flow.after, currency),
    };
  });
  // The three whole months before this one.
  const burned = months
    .slice(-1 - Number(BURN_MONTHS), -1)
    .reduce((sum, month) => sum + flows.get(month)!.moneyOut - flows.get(month)!.moneyIn, 0n);
  const monthlyNetBurn = burned / BURN_MONTHS;
  return {
    currency,
    months: rows,
    runway: {
      monthlyNetBurn: formatAmount(monthlyNetBurn, currency),
      months: monthlyNetBurn > 0n ? Number(total / monthlyNetBurn) : null,
    },
  };
}
