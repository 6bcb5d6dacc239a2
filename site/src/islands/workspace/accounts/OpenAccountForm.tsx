// Opens another account: a name, and checking or savings in USD or a USDC wallet (manage; the service asks for a
// recent second factor first: asked in place, then the account is opened).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { openAccount } from "../../../lib/api/account-actions.ts";
import { ApiError } from "../../../lib/api/request.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { focusFirstInvalid } from "../../ui/forms/validate.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { ACCOUNT_TYPES, checkOpenAccount, type OpenAccountValues } from "./account-forms.ts";

interface Props {
  businessId: string;
  onOpened(account: Account): void;
  onClose(): void;
}

export default function OpenAccountForm({ businessId, onOpened, onClose }: Props) {
  const [values, setValues] = useState<OpenAccountValues>({ name: "", kind: "checking" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp(onClose);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => form.current?.querySelector<HTMLElement>("input")?.focus(), []);

  async function attempt(): Promise<void> {
    const checked = checkOpenAccount(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstInvalid(form.current, checked.errors);
    setPending(true);
    try {
      const account = await openAccount(businessId, checked.request);
      toastDone(T.openDone(account.name));
      onOpened(account);
    } catch (error) {
      if (stepUp.asked(error, () => void attempt())) return;
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors({ ...error.fieldErrors });
        focusFirstInvalid(form.current, error.fieldErrors);
        return;
      }
      if (error instanceof ApiError && error.kind === "refused" && error.serverMessage && error.status !== 403) {
        setErrors({ form: error.serverMessage });
        return;
      }
      toastFailure(error);
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void attempt();
  }

  if (stepUp.prompt) return stepUp.prompt;

  return (
    <form className="stack money-form" ref={form} noValidate onSubmit={submit} data-form="open-account">
      <p className="money-lead">{T.openLead}</p>
      <TextField
        id={`${id}-name`}
        name="name"
        label={T.accountName}
        autoComplete="off"
        maxLength={50}
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues((now) => ({ ...now, name: event.target.value }))}
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
              onChange={() => setValues((now) => ({ ...now, kind }))}
            />
            <span>{T.accountTypes[kind]}</span>
          </label>
        ))}
        {errors.kind && <p className="field__error">{errors.kind}</p>}
      </fieldset>
      {errors.form && (
        <p className="form-alert" role="alert">
          {errors.form}
        </p>
      )}
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
