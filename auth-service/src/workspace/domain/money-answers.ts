// Pieces every money action shares: an amount read for its account's currency, and the
// refusals of the ledger as answers.
import {
  LEDGER_MESSAGES as M,
  amountProblemMessage,
  amountProblemOf,
  parseAmount,
  type Currency,
} from "@bank/contracts";
import type { MovementOutcome } from "../ledger/postings.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";

export { auditSubjectOf, type Actor } from "./actor.ts";

/** The amount in the currency's minor units, or the 400 answer naming the `amount` field. */
export function amountIn(text: string, currency: Currency): bigint | Answer {
  const minor = parseAmount(text, currency);
  if (minor !== null) return minor;
  const message = amountProblemMessage(amountProblemOf(text, currency)!, currency);
  return refusalAnswer(400, "invalidAmount", message, { amount: message });
}

export function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && "status" in value && "body" in value;
}

/** A refused movement as its answer: 422 with the reason a program reads. */
export function movementRefusal(outcome: Extract<MovementOutcome, { ok: false }>): Answer {
  return outcome.reason === "insufficientFunds"
    ? refusalAnswer(422, "insufficientFunds", M.insufficientFunds)
    : refusalAnswer(422, "balanceLimit", M.balanceLimit);
}
