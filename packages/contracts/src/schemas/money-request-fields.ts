// The fields every money request shares: an amount as a decimal string (never a JSON number) and a memo. The
// currency's own decimals are checked once the account, and so the currency, is known.
import { z } from "zod/mini";
import { MEMO_MAX_LENGTH } from "../constants.ts";
import { isAmountText } from "../money/amounts.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";

/** A request's amount: digits with at most 9 decimals, as a string. A number, a sign or an exponent is refused. */
export const amountField = () =>
  z.string({ error: M.amount }).check(z.refine((text) => isAmountText(text), { error: M.amount }));

export const memoField = () =>
  z.optional(z.string({ error: M.memo }).check(z.trim(), z.maxLength(MEMO_MAX_LENGTH, M.memo)));
