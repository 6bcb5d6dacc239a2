// The words for a person of why an amount was refused (amounts.ts amountProblemOf), apart from amounts.ts so that
// a page that only shows amounts does not carry them, and apart from the money routes' other messages
// (LEDGER_MESSAGES, which carries these too) so a form that checks only an amount (the crypto page's conversion)
// does not carry those.
import { CURRENCY_DECIMALS, type Currency } from "./currencies.ts";
import type { AmountProblem } from "./amounts.ts";

export const AMOUNT_MESSAGES = {
  amount: "Enter an amount as digits with at most the currency's decimals, such as 1250.00.",
  amountDecimals: (currency: string, decimals: number) => `${currency} amounts have at most ${decimals} decimals.`,
  amountTooLarge: "That amount is larger than a single movement can be.",
} as const;
const M = AMOUNT_MESSAGES;

/** Zero reads as "enter an amount". */
export function amountProblemMessage(problem: AmountProblem, currency: Currency): string {
  if (problem === "tooManyDecimals") return M.amountDecimals(currency, CURRENCY_DECIMALS[currency]);
  return problem === "tooLarge" ? M.amountTooLarge : M.amount;
}
