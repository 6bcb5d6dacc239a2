// Renames an account in place (manage; the service may ask for the second factor first: asked in place).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { renameAccount } from "../../../lib/api/account-actions.ts";
import { ApiError } from "../../../lib/api/request.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { checkAccountName } from "./account-forms.ts";

interface Props {
  businessId: string;
  account: Account;
  onRenamed(account: Account): void;
  onClose(): void;
}

export default function RenameForm({ businessId, account, onRenamed, onClose }: Props) {
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp(onClose);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => input.current?.select(), []);

  async function attempt(): Promise<void> {
    const checked = checkAccountName(name);
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const renamed = await renameAccount(businessId, account.id, checked.name);
      toastDone(T.renamed(renamed.name));
      onRenamed(renamed);
    } catch (failure) {
      if (stepUp.asked(failure, () => void attempt())) return;
      if (failure instanceof ApiError && failure.fieldErrors.name) {
        setError(failure.fieldErrors.name);
        input.current?.focus();
        return;
      }
      toastFailure(failure);
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void attempt();
  }

  if (stepUp.prompt) return <div className="money-panel">{stepUp.prompt}</div>;

  return (
    <form className="stack money-form money-rename" noValidate onSubmit={submit}>
      <TextField
        ref={input}
        id={`${id}-name`}
        name="name"
        label={T.newName}
        autoComplete="off"
        maxLength={50}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.saving : T.save}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
