// GET /api/businesses/:businessId/holdings (view): what each wallet is worth in US dollars at the exchange's current
// price. In sandbox the prices are simulated (`source: "sandbox"`) and every page that shows them says so.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { currencyField, moneyText } from "./money-fields.ts";

export const holdingsSchema = lazySchema(() =>
  z.object({
    /** Where the prices come from: only the sandbox exchange is implemented. */
    source: z.literal("sandbox"),
    /** The moment the prices hold for (ISO 8601, UTC). */
    pricedAt: z.string(),
    /** US dollars per one BTC and per one ETH ("65000.00"). */
    prices: z.array(z.object({ currency: currencyField(), usd: moneyText() })),
    /** Each wallet's posted balance and its worth in US dollars, rounded down to the cent (USDC at 1.00). */
    holdings: z.array(
      z.object({ accountId: z.string(), currency: currencyField(), amount: moneyText(), usdValue: moneyText() }),
    ),
    /** The sum of the holdings' US dollar values. */
    totalUsd: moneyText(),
  }),
);
export type Holdings = z.infer<typeof holdingsSchema>;
