// Opens another account: a name, and checking or savings in USD or a USDC wallet (manage; the service asks for a
// recent second factor first: asked in place, then the account is opened).
import { useId } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { openAccount } from "../../../lib/api/account-actions.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { fieldOrFormRefusal, useMoneyForm } from "../money/use-money-form.ts";
import { ACCOUNT_TYPES, checkOpenAccount, type OpenAccountValues } from "./account-forms.ts";
import MoneyFormFrame from "../money/MoneyFormFrame.tsx";

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
    fail: toastFailure,
    refusal: fieldOrFormRefusal,
    onCancel: onClose,
  });
  const { values, errors } = form;
  const id = useId();

  if (form.prompt) return form.prompt;

  return (
    <MoneyFormFrame
      name="open-account"
      form={form}
      focus="input"
      alert={errors.form}
      submit={[T.openSubmit, T.opening]}
      cancel={{ label: T.cancel, onCancel: onClose }}
    >
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
    </MoneyFormFrame>
  );
}
