// The amount to convert, checked for its currency before any request: digits and at most the currency's decimals
// (parseAmount, the same rule the service applies), above zero, at most one movement's limit. Nothing here makes a
// floating-point number: "1,5" or "1e3" is refused, never guessed at.
import { CRYPTO_PAGE_TEXTS as T, amountProblemMessage, amountProblemOf, type Currency } from "@bank/contracts";

/** The amount as it is sent: what was typed, without surrounding spaces. */
export function amountText(typed: string): string {
  return typed.trim();
}

/** Why the typed amount cannot be converted from `currency`, or null when it can. */
export function amountProblem(typed: string, currency: Currency): string | null {
  const problem = amountProblemOf(amountText(typed), currency);
  if (problem === null) return null;
  return problem === "zero" ? T.amountZero : amountProblemMessage(problem, currency);
}
