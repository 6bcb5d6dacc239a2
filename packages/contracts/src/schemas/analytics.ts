// The business's money over time, from the ledger alone: money in and out by month, the balance at each month's
// end, and a runway at the last three whole months' average net burn. One currency at a time (USD by default).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { currencyField, moneyText } from "./money-fields.ts";
import { ACCOUNT_CURRENCIES } from "../money/currencies.ts";

/** Months the analytics look back over, the current one included. */
export const ANALYTICS_MONTHS = 12;

export const analyticsQuerySchema = lazySchema(() => z.object({ currency: z.optional(z.enum(ACCOUNT_CURRENCIES)) }));

export const analyticsSchema = lazySchema(() =>
  z.object({
    currency: currencyField(),
    months: z.array(
      z.object({
        /** YYYY-MM, UTC. */
        month: z.string(),
        moneyIn: moneyText(),
        /** Positive: what left the business's accounts (transfers between its own accounts are not counted). */
        moneyOut: moneyText(),
        net: moneyText(),
        /** The posted balance of all the business's accounts in the currency at the month's end (or now). */
        closingBalance: moneyText(),
      }),
    ),
    runway: z.object({
      /** The last three whole months' average of money out less money in; zero or less is no burn. */
      monthlyNetBurn: moneyText(),
      /** Whole months of cash left at that burn; null when nothing burns. */
      months: z.nullable(z.number()),
    }),
  }),
);
export type Analytics = z.infer<typeof analyticsSchema>;
