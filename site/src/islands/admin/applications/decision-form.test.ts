import { describe, expect, it } from "vitest";
import { MAX_DECISION_NOTE_LENGTH, REVIEW_MESSAGES, type DecisionPayload } from "@bank/contracts";
import { formState } from "../../ui/forms/use-form.ts";
import {
  decisionFormOptions,
  decisionPayload,
  needsConfirmation,
  noteRequired,
  type DecisionValues,
} from "./decision-form.ts";

/** Submits the form with these values: what it would send, or the messages it shows instead. */
async function submit(
  values: DecisionValues,
): Promise<{ sent: DecisionPayload | null; errors: Record<string, string> }> {
  const form = formState(decisionFormOptions);
  form.change("decision", values.decision);
  form.change("note", values.note);
  let sent: DecisionPayload | null = null;
  await form.submit(null, async (data) => {
    sent = data;
  });
  return { sent, errors: { ...form.snapshot().errors } };
}

describe("the decision form", () => {
  it("asks for a decision before anything is sent", async () => {
    const { sent, errors } = await submit({ decision: "", note: "Looks fine." });
    expect(sent).toBeNull();
    expect(errors.decision).toBe(REVIEW_MESSAGES.decisionRequired);
  });

  it("approves without a note, and sends a note when one is written", async () => {
    expect(await submit({ decision: "approve", note: "   " })).toEqual({ sent: { decision: "approve" }, errors: {} });
    expect((await submit({ decision: "approve", note: " Welcome aboard. " })).sent).toEqual({
      decision: "approve",
      note: "Welcome aboard.",
    });
  });

  it("asks for a note of 5 characters or more to ask for information or to reject", async () => {
    for (const decision of ["request_info", "reject"] as const) {
      expect(noteRequired(decision)).toBe(true);
      for (const note of ["", "   ", "abcd", "  abcd  "]) {
        const { sent, errors } = await submit({ decision, note });
        expect(sent, `${decision} with "${note}"`).toBeNull();
        expect(errors.note).toBe(REVIEW_MESSAGES.decisionNoteRequired);
      }
      expect((await submit({ decision, note: "Upload a clearer ID." })).sent).toEqual({
        decision,
        note: "Upload a clearer ID.",
      });
    }
    expect(noteRequired("approve")).toBe(false);
    expect(noteRequired("")).toBe(false);
  });

  it("refuses a note longer than the service keeps", async () => {
    const { sent, errors } = await submit({ decision: "reject", note: "x".repeat(MAX_DECISION_NOTE_LENGTH + 1) });
    expect(sent).toBeNull();
    expect(errors.note).toBe(REVIEW_MESSAGES.decisionNoteTooLong);
  });

  it("asks once more before approving or rejecting, and sends a request for information at once", () => {
    expect(needsConfirmation("approve")).toBe(true);
    expect(needsConfirmation("reject")).toBe(true);
    expect(needsConfirmation("request_info")).toBe(false);
  });

  it("never sends a decision the service does not know", () => {
    expect(decisionPayload({ decision: "delete" as never, note: "" })).toEqual({});
  });
});
