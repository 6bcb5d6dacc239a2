// Opens another account: a name, and checking or savings in USD or a USDC wallet (manage; the service asks for a
// recent second factor first: asked in place, then the account is opened).
import { useEffect, useId } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { openAccount } from "../../../lib/api/account-actions.ts";
import { ApiError } from "../../../lib/api/request.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { fieldRefusal, useMoneyForm } from "../money/use-money-form.ts";
import { ACCOUNT_TYPES, checkOpenAccount, type OpenAccountValues } from "./account-forms.ts";

interface Props {
  businessId: string;
  onOpened(account: Account): void;
  onClose(): void;
}

export default function OpenAccountForm({ businessId, onOpened, onClose }: Props) {
  const form = useMoneyForm({
    initial: { name: "", kind: "checking" } as OpenAccountValues,
    check: checkOpenAccount,
    send: (request) => openAccount(businessId, request),
    done(account) {
      toastDone(T.openDone(account.name));
      onOpened(account);
    },
    // The service's field messages beside their fields; its other refusals above the buttons (a 403 is a toast).
    fail: toastFailure,
    refusal: (error) =>
      fieldRefusal(error) ??
      (error instanceof ApiError && error.kind === "refused" && error.serverMessage && error.status !== 403
        ? { form: error.serverMessage }
        : null),
    onCancel: onClose,
  });
  const { values, errors, pending } = form;
  const id = useId();

  useEffect(() => form.formRef.current?.querySelector<HTMLElement>("input")?.focus(), []);

  if (form.prompt) return form.prompt;

  return (
    <form className="stack money-form" ref={form.formRef} noValidate onSubmit={form.onSubmit} data-form="open-account">
      <p className="money-lead">{T.openLead}</p>
      <TextField
        id={`${id}-name`}
        name="name"
        label={T.accountName}
        autoComplete="off"
        maxLength={50}
        value={values.name}
        error={errors.name}
        onChange={(event) => form.change("name", event.target.value)}
      />
      <fieldset className="money-choices">
        <legend>{T.accountType}</legend>
        {ACCOUNT_TYPES.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => form.change("kind", kind)}
            />
            <span>{T.accountTypes[kind]}</span>
          </label>
        ))}
        {errors.kind && <p className="field__error">{errors.kind}</p>}
      </fieldset>
      <FormAlert message={errors.form} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.opening : T.openSubmit}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
