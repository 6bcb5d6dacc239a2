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
  /** Per month: money in and out, and everything posted in it (internal movements too), for the balances. */
  const flows = new Map(months.map((month) => [month, { moneyIn: 0n, moneyOut: 0n, posted: 0n }]));
  for (const posting of postings) {
    const flow = flows.get(monthOf(posting.postedAt));
    if (!flow) continue;
    flow.posted += posting.amount;
    if (INTERNAL_KINDS.has(posting.kind)) continue;
    if (posting.amount > 0n) flow.moneyIn += posting.amount;
    else flow.moneyOut -= posting.amount;
  }
  // A month closes at the total now less what posted in the months after it: walk back from this month.
  let closing = total;
  const rows = [...months].reverse().map((month) => {
    const flow = flows.get(month)!;
    const row = {
      month,
      moneyIn: formatAmount(flow.moneyIn, currency),
      moneyOut: formatAmount(flow.moneyOut, currency),
      net: formatAmount(flow.moneyIn - flow.moneyOut, currency),
      closingBalance: formatAmount(closing, currency),
    };
    closing -= flow.posted;
    return row;
  });
  rows.reverse();
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
