// The sandbox partner bank's timings: how long money on its way takes to post, scaled by SANDBOX_TIME_SCALE.
import { SANDBOX_DEPOSIT_DELAY_MS, type DepositMethod } from "@bank/contracts";
import type { BankSettings } from "../../core/bank-settings.ts";

/** When a deposit sent now by `method` posts. */
export function depositPostsAt(method: DepositMethod, bank: BankSettings, now: number): number {
  return now + Math.round(SANDBOX_DEPOSIT_DELAY_MS[method] * bank.timeScale);
}
