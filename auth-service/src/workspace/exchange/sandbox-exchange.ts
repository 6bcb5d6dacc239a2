// The sandbox exchange: prices around the configured ones (SANDBOX_BTC_USD, SANDBOX_ETH_USD) moving by a bounded
// random walk, the same on every instance at the same moment, without any shared state.
//
// Time is cut into windows of PRICE_WINDOW_MS. Each window n draws a step s(n) of -1, 0 or +1 from
// SHA-256(seed, currency, n), and the price in window n is the centre moved by the sum of the last WALK_STEPS steps,
// STEP_BPS basis points each. So the price depends only on the seed, the currency and the clock (two instances
// agree, a restart changes nothing), it moves by at most two steps (0.20%) from one window to the next, and it never
// strays more than WALK_STEPS * STEP_BPS (5.00%) from the centre. Integers throughout: the result is whole cents.
import crypto from "node:crypto";
import type { CryptoCurrency } from "@bank/contracts";
import type { SandboxPriceSettings } from "../../core/bank-settings.ts";
import type { Exchange } from "./exchange.ts";

/** How long one sandbox price holds. */
export const PRICE_WINDOW_MS = 10_000;
/** How many of the latest steps make the walk's offset. */
export const WALK_STEPS = 50;
/** One step of the walk, in basis points of the centre. */
export const STEP_BPS = 10n;
const BPS = 10_000n;

function stepOf(seed: string, currency: CryptoCurrency, window: number): bigint {
  const digest = crypto.createHash("sha256").update(`${seed}:${currency}:${window}`).digest();
  return BigInt((digest.readUInt32BE(0) % 3) - 1);
}

/** The walk's offset in window `window`, in steps: between -WALK_STEPS and +WALK_STEPS. */
export function walkOffset(seed: string, currency: CryptoCurrency, window: number): bigint {
  let offset = 0n;
  for (let back = 0; back < WALK_STEPS; back += 1) offset += stepOf(seed, currency, window - back);
  return offset;
}

export function sandboxExchange(settings: SandboxPriceSettings): Exchange {
  // The last window's price per currency: a quote and the holdings of one moment cost one walk, not one each.
  const latest = new Map<CryptoCurrency, { window: number; cents: bigint }>();
  return {
    source: "sandbox",
    usdCentsPer(currency, at) {
      const window = Math.floor(at / PRICE_WINDOW_MS);
      const known = latest.get(currency);
      if (known?.window === window) return known.cents;
      const offset = walkOffset(settings.seed, currency, window);
      const walked = (settings.centre[currency] * (BPS + offset * STEP_BPS)) / BPS;
      const cents = walked > 0n ? walked : 1n;
      latest.set(currency, { window, cents });
      return cents;
    },
  };
}

const exchanges = new WeakMap<SandboxPriceSettings, Exchange>();

/** The exchange of these settings (one per configuration, so its memory of the last window is shared). */
export function exchangeOf(settings: SandboxPriceSettings): Exchange {
  let exchange = exchanges.get(settings);
  if (!exchange) {
    exchange = sandboxExchange(settings);
    exchanges.set(settings, exchange);
  }
  return exchange;
}
