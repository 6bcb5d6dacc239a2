// Renames an account in place (manage; the service may ask for the second factor first: asked in place).
import { useEffect, useId, useRef } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { renameAccount } from "../../../lib/api/account-actions.ts";
import { ApiError } from "../../../lib/api/request.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { useMoneyForm } from "../money/use-money-form.ts";
import { checkAccountName } from "./account-forms.ts";

interface Props {
  businessId: string;
  account: Account;
  onRenamed(account: Account): void;
  onClose(): void;
}

export default function RenameForm({ businessId, account, onRenamed, onClose }: Props) {
  const form = useMoneyForm({
    initial: { name: account.name },
    check: ({ name }) => {
      const checked = checkAccountName(name);
      return checked.ok ? { ok: true, request: checked.name } : { ok: false, errors: { name: checked.message } };
    },
    send: (name) => renameAccount(businessId, account.id, name),
    done(renamed) {
      toastDone(T.renamed(renamed.name));
      onRenamed(renamed);
    },
    fail: toastFailure,
    refusal: (error) => (error instanceof ApiError && error.fieldErrors.name ? { name: error.fieldErrors.name } : null),
    onCancel: onClose,
  });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => input.current?.select(), []);

  if (form.prompt) return <div className="money-panel">{form.prompt}</div>;

  return (
    <form className="stack money-form money-rename" ref={form.formRef} noValidate onSubmit={form.onSubmit}>
      <TextField
        ref={input}
        id={`${id}-name`}
        name="name"
        label={T.newName}
        autoComplete="off"
        maxLength={50}
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.change("name", event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? T.saving : T.save}
        </button>
        <button type="button" className="button button--secondary" disabled={form.pending} onClick={onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
