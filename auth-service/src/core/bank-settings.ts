// The partner bank this deployment works with. Only the sandbox partner is implemented (workspace/rails): it
// simulates deposits and settlements with their real delays; BANK_MODE naming any other partner refuses to start.
import { isAbaRoutingNumber, parseAmount, type CryptoCurrency } from "@bank/contracts";

export const BANK_MODES = ["sandbox"] as const;
export type BankMode = (typeof BANK_MODES)[number];

export interface BankSettings {
  mode: BankMode;
  /** Multiplies every sandbox delay: 0.1 makes an ACH deposit post after 1 s instead of 10 s (tests). */
  timeScale: number;
  /** The partner's ABA routing number, printed on every USD account. */
  routingNumber: string;
  /** The partner's name, on statements and account details. */
  bankName: string;
  /** The sandbox exchange's prices (workspace/exchange/sandbox-exchange.ts). */
  sandboxPrices: SandboxPriceSettings;
}

export interface SandboxPriceSettings {
  /** The price the walk moves around, in US cents per one whole coin (SANDBOX_BTC_USD, SANDBOX_ETH_USD). */
  centre: Readonly<Record<CryptoCurrency, bigint>>;
  /** What every instance derives the walk from (SANDBOX_PRICE_SEED): the same seed, the same prices everywhere. */
  seed: string;
}

/** The most a sandbox price may be configured at, in US dollars. */
const MAX_SANDBOX_PRICE = "10000000.00";

export const DEFAULT_BANK_SETTINGS: BankSettings = {
  mode: "sandbox",
  timeScale: 1,
  // A routing number no bank uses that passes the ABA checksum (1*3 + 1*7 = 10).
  routingNumber: "110000000",
  bankName: "Sandbox Partner Bank",
  sandboxPrices: { centre: { BTC: 6_500_000n, ETH: 340_000n }, seed: "sandbox" },
};

function sandboxPriceFrom(env: NodeJS.ProcessEnv, name: string, fallback: bigint): bigint {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const cents = parseAmount(text, "USD");
  if (cents === null || cents > parseAmount(MAX_SANDBOX_PRICE, "USD")!) {
    throw new Error(
      `${name}=${text}: a price in US dollars above 0 and at most ${MAX_SANDBOX_PRICE}, such as 65000.00`,
    );
  }
  return cents;
}

/**
 * Reads BANK_MODE, SANDBOX_TIME_SCALE, PARTNER_ROUTING_NUMBER, PARTNER_BANK_NAME, SANDBOX_BTC_USD, SANDBOX_ETH_USD and
 * SANDBOX_PRICE_SEED; throws naming what is wrong.
 */
export function bankSettingsFrom(env: NodeJS.ProcessEnv): BankSettings {
  const mode = env.BANK_MODE?.trim() || "sandbox";
  if (mode !== "sandbox") {
    throw new Error(
      `BANK_MODE=${mode}: no adapter for the partner bank "${mode}" is implemented (workspace/rails has only the ` +
        "sandbox); unset BANK_MODE or set it to sandbox",
    );
  }
  const scaleText = env.SANDBOX_TIME_SCALE?.trim();
  const timeScale = scaleText ? Number(scaleText) : DEFAULT_BANK_SETTINGS.timeScale;
  if (!Number.isFinite(timeScale) || timeScale <= 0 || timeScale > 100) {
    throw new Error(`SANDBOX_TIME_SCALE=${scaleText}: a number above 0 and at most 100 (1 is real time)`);
  }
  const routingNumber = env.PARTNER_ROUTING_NUMBER?.trim() || DEFAULT_BANK_SETTINGS.routingNumber;
  if (!isAbaRoutingNumber(routingNumber)) {
    throw new Error(`PARTNER_ROUTING_NUMBER=${routingNumber}: not a valid 9-digit ABA routing number`);
  }
  const bankName = env.PARTNER_BANK_NAME?.trim() || DEFAULT_BANK_SETTINGS.bankName;
  const defaults = DEFAULT_BANK_SETTINGS.sandboxPrices;
  const sandboxPrices: SandboxPriceSettings = {
    centre: {
      BTC: sandboxPriceFrom(env, "SANDBOX_BTC_USD", defaults.centre.BTC),
      ETH: sandboxPriceFrom(env, "SANDBOX_ETH_USD", defaults.centre.ETH),
    },
    seed: env.SANDBOX_PRICE_SEED?.trim() || defaults.seed,
  };
  return { mode, timeScale, routingNumber, bankName, sandboxPrices };
}
