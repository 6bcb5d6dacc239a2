// Once the account's address was first verified (user.nameConfirmationRequired), the dashboard and settings ask
// its owner to confirm the name on it, or correct it: whoever opened the account before the address was proven
// chose that name (auth-service/src/auth/address-proof.ts). The fields follow sign-up's name rules.
import { useId, useState } from "react";
import {
  NAME_CONFIRMATION_TEXTS as T,
  confirmNamePayloadSchema,
  type FailureCopy,
  type User,
} from "@bank/contracts";
import { confirmName } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { addToast } from "../../../stores/toasts.ts";
import { useQuery } from "../../hooks/use-query.ts";
import TextField from "../forms/TextField.tsx";
import { useForm } from "../forms/use-form.ts";
import "../controls.css";
import "./dashboard.css";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

/** The card goes with the form that had focus: focus moves to the page's heading instead of falling to the page. */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

function NameForm({ user, onConfirmed }: { user: User; onConfirmed(): void }) {
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

export default function NameConfirmation() {
  const user = useQuery($sessionUser).data?.user;
  /** Confirmed here: the card goes at once, before the user is read again. */
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  if (!user?.nameConfirmationRequired || confirmedFor === user.id) return null;
  return (
    <NameForm
      key={user.id}
      user={user}
      onConfirmed={() => {
        setConfirmedFor(user.id);
        focusPageHeading();
        // The user read again has the confirmed name, which the page's "Signed in as" and the header then show.
        $sessionUser.revalidate();
      }}
    />
  );
}
