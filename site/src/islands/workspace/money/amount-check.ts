// An amount typed in a form, checked against its currency before it is sent (the service checks again), in the
// service's own words; without a float.
import { amountProblemMessage, amountProblemOf, parseAmount, type Currency } from "@bank/contracts";

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/**
 * A typed amount as the service takes it, or why not: spaces, thousands commas and a leading "$" are allowed
 * while typing and dropped; then digits with at most the currency's decimals, above zero and at most `max` (a
 * wire-form amount, such as the sandbox's largest deposit) when one is given.
 */
export function checkAmount(typed: string, currency: Currency, max?: { amount: string; message: string }): AmountCheck {
  const text = typed.replace(/[\s,]/g, "").replace(/^\$/, "");
  const minor = parseAmount(text, currency);
  if (minor !== null) {
    if (max && minor > (parseAmount(max.amount, currency) ?? 0n)) return { ok: false, message: max.message };
    return { ok: true, amount: text };
  }
  return { ok: false, message: amountProblemMessage(amountProblemOf(text, currency)!, currency) };
}
