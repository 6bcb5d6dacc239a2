// The words for a person of why an amount was refused (amounts.ts amountProblemOf), apart from amounts.ts so that
// a page that only shows amounts does not carry the money routes' messages.
import { CURRENCY_DECIMALS, type Currency } from "./currencies.ts";
import type { AmountProblem } from "./amounts.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";

/** Zero reads as "enter an amount". */
export function amountProblemMessage(problem: AmountProblem, currency: Currency): string {
  if (problem === "tooManyDecimals") return M.amountDecimals(currency, CURRENCY_DECIMALS[currency]);
  return problem === "tooLarge" ? M.amountTooLarge : M.amount;
}
