// The decision form's values and what it sends: a decision (none chosen at first, so approving is never a default)
// and the note the customer reads, left out when empty. The contracts' decisionSchema checks it, as the service does.
import { DECISIONS, decisionSchema, type Decision, type DecisionPayload } from "@bank/contracts";

export interface DecisionValues {
  decision: Decision | "";
  note: string;
}

export const NO_DECISION: DecisionValues = { decision: "", note: "" };

/** The choices in the order the form lists them: the kind one first, the final refusal last. */
export const DECISION_CHOICES: readonly Decision[] = ["approve", "request_info", "reject"];

/** The decisions that end the review, asked once more before they are sent (DecisionConfirm.tsx). */
export type FinalDecision = Extract<Decision, "approve" | "reject">;
export const needsConfirmation = (decision: Decision): decision is FinalDecision =>
  decision === "approve" || decision === "reject";

/** True when the customer must be told why: asking for information or rejecting. */
export const noteRequired = (decision: Decision | ""): boolean => decision === "request_info" || decision === "reject";

/** The body for the service; an empty choice is sent as undefined so the schema names it, an empty note is left out. */
export function decisionPayload(values: DecisionValues): Partial<DecisionPayload> {
  const note = values.note.trim();
  return {
    ...(DECISIONS.includes(values.decision as Decision) ? { decision: values.decision as Decision } : {}),
    ...(note ? { note } : {}),
  };
}

/** The form's options for useForm (and formState in tests). */
export const decisionFormOptions = { schema: decisionSchema, initial: NO_DECISION, checked: decisionPayload };
