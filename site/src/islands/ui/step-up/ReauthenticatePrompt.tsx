// Step-up in place: when a change to how the account is protected answers that the password is needed again,
// this asks for it where the change was being made, and lets the change carry on once the service accepts it.
// Every protection change (2FA today; passkeys, password and email changes later) can show it.
import { STEP_UP_TEXTS as T, type FailureCopy } from "@bank/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { reauthenticate } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { addToast } from "../../../stores/toasts.ts";
import PasswordField from "../forms/PasswordField.tsx";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

interface Props {
  /** The service's reason for asking, shown as the prompt's lead. */
  message: string;
  onConfirmed(): void;
  onCancel(): void;
}

export default function ReauthenticatePrompt({ message, onConfirmed, onCancel }: Props) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Focus moves to the one field the prompt asks for (and back to it after a refusal, below).
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(T.passwordRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await reauthenticate(password);
      onConfirmed();
    } catch (failure) {
      const text = failureText(FAILED, failure);
      setPassword("");
      setError(text);
      // The toast region announces the refusal; the field keeps it in view beside the password.
      addToast({ variant: "destructive", title: FAILED.title, description: text });
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="stack reauthenticate" onSubmit={submit} aria-labelledby="reauthenticate-heading" noValidate>
      <h3 id="reauthenticate-heading">{T.heading}</h3>
      <p>{message}</p>
      <PasswordField
        ref={input}
        name="reauthenticatePassword"
        label={T.password}
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.confirming : T.confirm}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
