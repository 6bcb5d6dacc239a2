// A reviewer's decision on a submitted application: approve, ask for more information or reject, with the note the
// customer reads (required for the last two). Approving and rejecting are confirmed first in a dialog naming the
// business (DecisionConfirm); asking for information, which the customer answers, is sent at once. Asks for a second
// factor again in place when the service wants a fresh proof, then sends the decision again; the service's answer is
// shown as the console's toast.
import { useEffect, useRef, useState } from "react";
import { ADMIN_APPLICATION_DETAIL_TEXTS as T, type DecisionPayload } from "@bank/contracts";
import { decideApplication } from "../../../lib/api/admin-applications.ts";
import { ApiError } from "../../../lib/api/request.ts";
import FieldFrame from "../../ui/forms/FieldFrame.tsx";
import { useForm } from "../../ui/forms/use-form.ts";
import { toastDone, toastFailure } from "../failure.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import DecisionConfirm from "./DecisionConfirm.tsx";
import { DECISION_CHOICES, decisionFormOptions, needsConfirmation, noteRequired } from "./decision-form.ts";

interface Props {
  applicationId: string;
  /** The business's name, as the confirmation asks about it. */
  businessName: string;
  /** The decision went through, with the service's message. */
  onDecided(message: string): void;
  /** The service refused because the application changed meanwhile (another reviewer decided): read it again. */
  onStale(): void;
}

export default function DecisionForm({ applicationId, businessName, onDecided, onStale }: Props) {
  const form = useForm(decisionFormOptions);
  const [sending, setSending] = useState(false);
  /** The decision checked and waiting for the reviewer's confirmation. */
  const [confirming, setConfirming] = useState<DecisionPayload | null>(null);
  const [refocus, setRefocus] = useState(false);
  const stepUp = useStepUp(() => setRefocus(true));
  const panel = useRef<HTMLDivElement>(null);
  const { decision, note } = form.values;
  const decisionError = form.errors.decision;

  // Back from a cancelled second-factor prompt or confirmation, focus returns to the submit button the reviewer last
  // pressed.
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    panel.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }, [refocus]);

  async function attempt(payload: DecisionPayload): Promise<void> {
    setSending(true);
    try {
      const answer = await decideApplication(applicationId, payload);
      toastDone(answer.message);
      onDecided(answer.message);
    } catch (error) {
      if (stepUp.asked(error, () => void attempt(payload))) return;
      if (error instanceof ApiError && (error.fieldErrors.note || error.fieldErrors.decision)) {
        return form.showErrors(error.fieldErrors);
      }
      toastFailure(error);
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setSending(false);
    }
  }

  if (stepUp.prompt) return <div className="admin-action admin-card">{stepUp.prompt}</div>;

  const describedBy = (choice: string) =>
    [`decision-hint-${choice}`, decisionError ? "decision-error" : ""].filter(Boolean).join(" ");

  return (
    <div className="admin-action admin-card" ref={panel}>
      <form
        className="stack"
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(async (data) => {
          if (needsConfirmation(data.decision)) setConfirming(data);
          else await attempt(data);
        })}
        aria-label={T.decideHeading}
      >
        <fieldset className="admin-permissions">
          <legend>{T.decisionLegend}</legend>
          {DECISION_CHOICES.map((choice) => (
            <label key={choice} className="checkbox">
              <input
                type="radio"
                name="decision"
                value={choice}
                checked={decision === choice}
                aria-invalid={decisionError ? true : undefined}
                aria-describedby={describedBy(choice)}
                onChange={() => form.change("decision", choice)}
              />
              <span>
                <strong>{T.decisionChoices[choice]}</strong>
                <span id={`decision-hint-${choice}`} className="decision-hint">
                  {T.decisionHints[choice]}
                </span>
              </span>
            </label>
          ))}
          {decisionError && (
            <p id="decision-error" className="field__error">
              {decisionError}
            </p>
          )}
        </fieldset>
        <FieldFrame id="decision-note" label={T.decisionNoteLabel} error={form.errors.note}>
          {(described) => (
            <textarea
              id="decision-note"
              name="note"
              className="admin-textarea"
              rows={4}
              required={noteRequired(decision)}
              value={note}
              {...described}
              onChange={(event) => form.change("note", event.target.value)}
            />
          )}
        </FieldFrame>
        <div className="actions">
          <button
            type="submit"
            className={
              decision === "reject" ? "button button--primary decision-submit--reject" : "button button--primary"
            }
            disabled={sending || form.pending}
          >
            {sending ? T.deciding : decision ? T.decisionSubmit[decision] : T.decisionSubmitNone}
          </button>
        </div>
      </form>
      {confirming && needsConfirmation(confirming.decision) && (
        <DecisionConfirm
          decision={confirming.decision}
          businessName={businessName}
          note={confirming.note ?? ""}
          onConfirm={() => {
            const payload = confirming;
            setConfirming(null);
            void attempt(payload);
          }}
          onClose={() => {
            setConfirming(null);
            setRefocus(true);
          }}
        />
      )}
    </div>
  );
}
