// The card that asks the owner to confirm (or correct) the name on the account after its address's first proof, with
// sign-up's name rules. Loaded by NameConfirmation.tsx only when a confirmation is due.
import { useId } from "react";
import { NAME_CONFIRMATION_TEXTS as T, confirmNamePayloadSchema, type FailureCopy, type User } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { confirmName } from "../../../lib/api/name-confirmation.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { addToast } from "../../../stores/toasts.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { useForm } from "../../ui/forms/use-form.ts";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

interface Props {
  user: User;
  /** Confirmed, or nothing was due after all (409): the card goes. */
  onConfirmed(): void;
}

export default function NameConfirmationForm({ user, onConfirmed }: Props) {
  const form = useForm({
    schema: confirmNamePayloadSchema,
    initial: { firstName: user.firstName, lastName: user.lastName },
  });
  const ids = useId();
  const headingId = `${ids}-heading`;

  const submit = form.handleSubmit(async (name) => {
    try {
      const answer = await confirmName(name);
      addToast({ title: T.confirmedTitle, description: answer.message });
      onConfirmed();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.showErrors(error.fieldErrors);
      addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
      // 409: nothing was due after all (confirmed in another tab); the user read again drops the card.
      if (error instanceof ApiError && error.status === 409) onConfirmed();
    }
  });

  return (
    <section className="name-confirmation" aria-labelledby={headingId}>
      <h2 id={headingId} className="name-confirmation__heading">
        {T.heading}
      </h2>
      <p>{T.lead}</p>
      <form ref={form.formRef} className="stack" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="name-confirmation__fields">
          <TextField {...form.field("firstName")} id={`${ids}-first`} label={T.firstName} autoComplete="given-name" />
          <TextField {...form.field("lastName")} id={`${ids}-last`} label={T.lastName} autoComplete="family-name" />
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {form.pending ? T.confirming : T.confirm}
          </button>
        </div>
      </form>
    </section>
  );
}
