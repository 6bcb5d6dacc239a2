// The price of a conversion, in integers only: what arrives is the amount at the rate, less the spread, rounded
// down to the receiving currency's smallest unit; the fee is what of the amount did not convert. USD and USDC trade
// at 1.0000 with the 0.10% spread: 1,000,000.00 USD receives exactly 999,000.000000 USDC and pays 1,000.00 USD.
// BTC and ETH trade at the exchange's US dollar price (USDC counting as a dollar) with their own spread, BTC 0.25%
// and ETH 0.20%; BTC and ETH between themselves at the cross of their two prices with both spreads added (0.45%).
import { CURRENCY_DECIMALS, isCryptoCurrency, type CryptoCurrency, type Currency } from "@bank/contracts";
import type { Exchange } from "../exchange/exchange.ts";

/** A rate as an exact fraction: `numerator / denominator` of the receiving currency per one of the paying one. */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
  /** As it is shown: "1.0000". */
  text: string;
}

/** USD and USDC: one for one. */
export const STABLECOIN_RATE: Rate = { numerator: 1n, denominator: 1n, text: "1.0000" };
/** The spread of USD and USDC conversions, in basis points: 0.10%. */
export const STABLECOIN_SPREAD_BPS = 10;

/** Each crypto-currency's spread, in basis points: BTC 0.25%, ETH 0.20%. */
export const CRYPTO_SPREAD_BPS: Readonly<Record<CryptoCurrency, number>> = { BTC: 25, ETH: 20 };

/** US cents per one whole unit of the currency at `at`: 100 for USD and USDC, the exchange's price for BTC and ETH. */
export function usdCentsPer(currency: Currency, exchange: Exchange, at: number): bigint {
  return isCryptoCurrency(currency) ? exchange.usdCentsPer(currency, at) : 100n;
}

/** The rate and spread of converting `from` into `to` at `at`; null for a currency into itself. */
export function termsOf(
  from: Currency,
  to: Currency,
  exchange: Exchange,
  at: number,
): { rate: Rate; spreadBps: number } | null {
  if (from === to) return null;
  const numerator = usdCentsPer(from, exchange, at);
  const denominator = usdCentsPer(to, exchange, at);
  const cryptoSpreads = [from, to].filter(isCryptoCurrency).map((currency) => CRYPTO_SPREAD_BPS[currency]);
  const spreadBps =
    cryptoSpreads.length === 0 ? STABLECOIN_SPREAD_BPS : cryptoSpreads.reduce((sum, bps) => sum + bps, 0);
  return { rate: { numerator, denominator, text: rateText(numerator, denominator) }, spreadBps };
}

/** A rate as it is shown, truncated: 4 decimals from 1 up ("65000.0000"), 10 below ("0.0000153846"). */
export function rateText(numerator: bigint, denominator: bigint): string {
  const decimals = numerator >= denominator ? 4 : 10;
  const scaled = (numerator * 10n ** BigInt(decimals)) / denominator;
  const digits = scaled.toString().padStart(decimals + 1, "0");
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export interface Price {
  /** What arrives, in the receiving currency's minor units. */
  receive: bigint;
  /** The part of the amount the spread kept, in the paying currency's minor units. */
  fee: bigint;
  /** The part of the amount that converted (amount - fee). */
  converted: bigint;
}

const BPS = 10_000n;

export function priceOf(amount: bigint, from: Currency, to: Currency, rate: Rate, spreadBps: number): Price {
  const fromUnit = 10n ** BigInt(CURRENCY_DECIMALS[from]);
  const toUnit = 10n ** BigInt(CURRENCY_DECIMALS[to]);
  const receive = (amount * rate.numerator * (BPS - BigInt(spreadBps)) * toUnit) / (rate.denominator * BPS * fromUnit);
  // What of the amount buys `receive` at the rate, rounded up: the bank never gives more than it was paid for.
  const numerator = receive * rate.denominator * fromUnit;
  const denominator = rate.numerator * toUnit;
  let converted = (numerator + denominator - 1n) / denominator;
  if (converted > amount) converted = amount;
  return { receive, fee: amount - converted, converted };
}

/** "0.10" for 10 basis points. */
export function spreadPercentText(spreadBps: number): string {
  return `${Math.trunc(spreadBps / 100)}.${String(spreadBps % 100).padStart(2, "0")}`;
}
