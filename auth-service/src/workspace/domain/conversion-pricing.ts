// The price of a conversion, in integers only: what arrives is the amount at the rate, less the spread, rounded
// down to the receiving currency's smallest unit; the fee is what of the amount did not convert. USD and USDC trade
// at 1.0000 with the 0.10% spread: 1,000,000.00 USD receives exactly 999,000.000000 USDC and pays 1,000.00 USD.
import { CURRENCY_DECIMALS, type Currency } from "@bank/contracts";

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
