// Card spend by merchant category for the analytics, from the ledger: what card captures posted to the business's
// accounts over the analytics' twelve months (the current one included), largest first, each named by its
// authorisation's merchant category. Holds not yet captured are not spend yet; released ones never were.
import { ANALYTICS_MONTHS, formatAmount, type CardSpend, type MerchantCategory } from "@bank/contracts";
import type { Db } from "../../db/database.ts";
import { capturedSpendByCategory } from "../store/cards-store.ts";
import { monthOf, monthRange } from "./months.ts";

export async function cardSpendByCategory(db: Db, businessId: string, now: number): Promise<CardSpend> {
  let since = monthOf(now);
  for (let index = 1; index < ANALYTICS_MONTHS; index += 1) since = monthOf(monthRange(since).start - 1);
  const rows = await capturedSpendByCategory(db, businessId, monthRange(since).start);
  rows.sort((a, b) => (a.amount === b.amount ? a.category.localeCompare(b.category) : a.amount > b.amount ? -1 : 1));
  return {
    currency: "USD",
    since,
    categories: rows.map((row) => ({
      category: row.category as MerchantCategory,
      amount: formatAmount(row.amount, "USD"),
      count: row.count,
    })),
    total: formatAmount(
      rows.reduce((sum, row) => sum + row.amount, 0n),
      "USD",
    ),
  };
}
