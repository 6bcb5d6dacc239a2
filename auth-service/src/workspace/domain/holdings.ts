// What a business's wallets are worth in US dollars at the exchange's current price: each wallet's posted balance
// times the price, rounded down to the cent (USDC counts as a dollar), in integers only.
import { CRYPTO_CURRENCIES, CURRENCY_DECIMALS, formatAmount, type Currency, type Holdings } from "@bank/contracts";
import type { Db } from "../../db/database.ts";
import type { Exchange } from "../exchange/exchange.ts";
import { listAccounts } from "../store/accounts-store.ts";
import { usdCentsPer } from "./conversion-pricing.ts";

/** The worth in US cents of `amount` minor units of `currency` at `centsPerUnit`, rounded down. */
export function usdValueOf(amount: bigint, currency: Currency, centsPerUnit: bigint): bigint {
  return (amount * centsPerUnit) / 10n ** BigInt(CURRENCY_DECIMALS[currency]);
}

export async function holdingsOf(db: Db, businessId: string, exchange: Exchange, now: number): Promise<Holdings> {
  const wallets = (await listAccounts(db, businessId)).filter((account) => account.kind === "wallet");
  let total = 0n;
  const holdings = wallets.map((wallet) => {
    const currency = wallet.currency as Currency;
    const value = usdValueOf(wallet.posted, currency, usdCentsPer(currency, exchange, now));
    total += value;
    return {
      accountId: wallet.id,
      currency,
      amount: formatAmount(wallet.posted, currency),
      usdValue: formatAmount(value, "USD"),
    };
  });
  return {
    source: exchange.source,
    pricedAt: new Date(now).toISOString(),
    prices: CRYPTO_CURRENCIES.map((currency) => ({
      currency,
      usd: formatAmount(exchange.usdCentsPer(currency, now), "USD"),
    })),
    holdings,
    totalUsd: formatAmount(total, "USD"),
  };
}
