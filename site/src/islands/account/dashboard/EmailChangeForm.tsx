// The email change: the new address mails it a link (step-up first when the service asks), and the address moves
// only when that link is opened. Loaded only once the customer opens it (EmailAddressSettings).
import { useEffect, useRef, useState } from "react";
import { EMAIL_CHANGE_TEXTS as T, emailChangePayloadSchema, type FailureCopy } from "@bank/contracts";
import { requestEmailChange } from "../../../lib/api/account-changes.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError, needsReauthentication } from "../../../lib/api/request.ts";
import { addToast } from "../../../stores/toasts.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { useForm } from "../../ui/forms/use-form.ts";
import ReauthenticatePrompt from "../../ui/step-up/ReauthenticatePrompt.tsx";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

type Step =
  | { step: "editing" }
  | { step: "confirming-identity"; message: string; newEmail: string }
  | { step: "sent"; message: string; newEmail: string };

export default function EmailChangeForm({ onClose }: { onClose(): void }) {
  const [state, setState] = useState<Step>({ step: "editing" });
  const form = useForm({ schema: emailChangePayloadSchema, initial: { newEmail: "" } });
  const root = useRef<HTMLDivElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // Focus follows the step: the form's field, or the outcome's heading.
  useEffect(() => {
    if (state.step === "editing") root.current?.querySelector<HTMLInputElement>("input[name=newEmail]")?.focus();
    if (state.step === "sent") sentHeading.current?.focus();
  }, [state.step]);

  async function send(newEmail: string) {
    try {
      const answer = await requestEmailChange(newEmail);
      form.reset();
      setState({ step: "sent", message: answer.message, newEmail });
    } catch (error) {
      if (needsReauthentication(error)) {
        setState({ step: "confirming-identity", message: error.serverMessage ?? "", newEmail });
        return;
      }
      setState({ step: "editing" });
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.showErrors(error.fieldErrors);
      addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
    }
  }

  const submit = form.handleSubmit((checked) => send(checked.newEmail));

  return (
    <div ref={root}>
      {state.step === "editing" && (
        <form
          ref={form.formRef}
          className="stack settings-form__panel"
          noValidate
          onSubmit={submit}
          aria-labelledby="email-change-heading"
        >
          <h3 id="email-change-heading">{T.formHeading}</h3>
          <p>{T.formLead}</p>
          <TextField {...form.field("newEmail")} label={T.newEmail} type="email" autoComplete="email" />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={form.pending}>
              {form.pending ? T.sending : T.send}
            </button>
            <button type="button" className="button button--secondary" disabled={form.pending} onClick={onClose}>
              {T.cancel}
            </button>
          </div>
        </form>
      )}

      {state.step === "confirming-identity" && (
        <div className="settings-form__panel">
          <ReauthenticatePrompt
            message={state.message}
            onConfirmed={() => void send(state.newEmail)}
            onCancel={() => setState({ step: "editing" })}
          />
        </div>
      )}

      {state.step === "sent" && (
        <div className="stack settings-form__panel" role="status">
          <h3 ref={sentHeading} tabIndex={-1}>
            {T.sentHeading}
          </h3>
          <p>{state.message}</p>
          <p>{T.nextSteps(state.newEmail)}</p>
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {T.done}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
