// A decision about a payment that needs a reason (rejecting it; in the sandbox, its return): the reason, checked as
// the service checks it (reason.ts), then the decision, asked once more as ConfirmPanel asks (ui/ConfirmPanel.tsx),
// with the second factor asked in place when the service wants it and the decision then sent again. A decision that
// moves money (the return) sends one Idempotency-Key per reason, the same again after no answer
// (lib/api/idempotency.ts). A refusal with words is shown above the buttons; any other failure is the page's toast.
import { useId, useRef, useState, type FormEvent } from "react";
import type { Payment } from "@bank/contracts";
import { idempotentSubmission } from "../../../lib/api/idempotency.ts";
import { ApiError } from "../../../lib/api/request.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastFailure } from "../money/money-toasts.ts";
import { checkReason } from "./reason.ts";

interface Props {
  heading: string;
  /** A label beside the heading (Sandbox). */
  badge?: string;
  lead: string;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The decision moves money (a return): it is sent with an Idempotency-Key. */
  idempotent?: boolean;
  send(reason: string, idempotencyKey: string | undefined): Promise<Payment>;
  done(payment: Payment): void;
  onCancel(): void;
}

export default function ReasonPanel(props: Props) {
  const { heading, badge, lead, label, confirmLabel, pendingLabel, cancelLabel, onCancel } = props;
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const [submission] = useState(() => (props.idempotent ? idempotentSubmission() : null));
  const stepUp = useStepUp(onCancel);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function attempt(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    if (pending) return;
    const checked = checkReason(reason);
    setRefusal(undefined);
    if (!checked.ok) {
      setError(checked.errors.reason);
      return input.current?.focus();
    }
    setError(undefined);
    setPending(true);
    const key = submission?.keyFor(checked.request);
    try {
      const payment = await props.send(checked.request, key);
      submission?.settle();
      props.done(payment);
    } catch (failure) {
      submission?.settle(failure);
      if (stepUp.asked(failure, () => void attempt())) return;
      if (failure instanceof ApiError && failure.kind === "refused" && failure.status < 500 && failure.serverMessage) {
        const field = failure.fieldErrors.reason;
        if (field) setError(field);
        else setRefusal(failure.serverMessage);
      } else toastFailure(failure);
    } finally {
      setPending(false);
    }
  }

  if (stepUp.prompt) return <div className="money-panel">{stepUp.prompt}</div>;

  return (
    <form className="stack money-form" noValidate onSubmit={(event) => void attempt(event)} aria-labelledby={id}>
      <h3 id={id}>
        {heading}
        {badge && <span className="money-sandbox-badge">{badge}</span>}
      </h3>
      <p className="money-lead">{lead}</p>
      <TextField
        ref={input}
        id={`${id}-reason`}
        name="reason"
        label={label}
        autoComplete="off"
        maxLength={200}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormAlert message={refusal} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
