// The exchange partner, as the workspace sees it: the US dollar price of BTC and ETH at a moment. A real deployment
// would quote from the partner's API behind this interface; only the sandbox exchange is implemented.
import type { CryptoCurrency } from "@bank/contracts";

export interface Exchange {
  /** Where the prices come from, shown beside every figure made with them. */
  readonly source: "sandbox";
  /** US cents per one whole coin at the moment `at` (milliseconds since the epoch): an exact integer, never a float. */
  usdCentsPer(currency: CryptoCurrency, at: number): bigint;
}
