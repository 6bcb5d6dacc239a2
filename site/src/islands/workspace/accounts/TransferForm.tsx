// Moves money between two of the business's accounts of one currency (pay; the service may ask for the second
// factor first: asked in place, then the same transfer is sent). The amount is checked against the account's
// currency before it is sent; a refusal (not enough money, the same account twice) is shown beside its field; a
// retry after no answer sends the same Idempotency-Key, so the money moves once.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { sendTransfer } from "../../../lib/api/transfers.ts";
import { idempotentSubmission } from "../../../lib/api/idempotency.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { focusFirstInvalid } from "../../ui/forms/validate.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import SelectField from "../money/SelectField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { checkTransfer, transferRefusal, type TransferValues } from "./account-forms.ts";
import { destinationsFor } from "./transfer-pairs.ts";

interface Props {
  businessId: string;
  accounts: readonly Account[];
  onMoved(): void;
  onClose(): void;
}

function firstValues(accounts: readonly Account[]): TransferValues {
  const from = accounts.find((account) => destinationsFor(account, accounts).length > 0);
  return {
    fromAccountId: from?.id ?? "",
    toAccountId: destinationsFor(from, accounts)[0]?.id ?? "",
    amount: "",
    memo: "",
  };
}

export default function TransferForm({ businessId, accounts, onMoved, onClose }: Props) {
  const [values, setValues] = useState<TransferValues>(() => firstValues(accounts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [submission] = useState(() => idempotentSubmission());
  const stepUp = useStepUp();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const from = accounts.find((each) => each.id === values.fromAccountId);
  const destinations = destinationsFor(from, accounts);

  useEffect(() => form.current?.querySelector<HTMLElement>("select")?.focus(), []);

  function change<K extends keyof TransferValues>(field: K, value: TransferValues[K]) {
    setValues((now) => {
      const next = { ...now, [field]: value };
      if (field === "fromAccountId") {
        const options = destinationsFor(
          accounts.find((each) => each.id === value),
          accounts,
        );
        if (!options.some((each) => each.id === next.toAccountId)) next.toAccountId = options[0]?.id ?? "";
      }
      return next;
    });
  }

  async function attempt(): Promise<void> {
    const checked = checkTransfer(values, accounts);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstInvalid(form.current, checked.errors);
    const { request } = checked;
    const key = submission.keyFor(request);
    setPending(true);
    try {
      const transfer = await sendTransfer(businessId, request, key);
      submission.settle();
      const name = (accountId: string) => accounts.find((each) => each.id === accountId)?.name ?? "";
      toastDone(
        T.moveDone(
          formatMoney(transfer.amount, transfer.currency),
          name(request.fromAccountId),
          name(request.toAccountId),
        ),
      );
      setValues((now) => ({ ...now, amount: "", memo: "" }));
      onMoved();
    } catch (error) {
      submission.settle(error);
      if (stepUp.asked(error, () => void attempt())) return;
      const refusal = transferRefusal(error);
      if (refusal) {
        setErrors(refusal);
        focusFirstInvalid(form.current, refusal);
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

  const option = (account: Account) => ({
    value: account.id,
    label: T.accountOption(account.name, formatMoney(account.balance.available, account.currency)),
  });
  return (
    <form className="stack money-form" ref={form} noValidate onSubmit={submit} data-form="transfer">
      <p className="money-lead">{T.moveLead}</p>
      <SelectField
        id={`${id}-from`}
        name="fromAccountId"
        label={T.from}
        value={values.fromAccountId}
        error={errors.fromAccountId}
        options={accounts.filter((each) => destinationsFor(each, accounts).length > 0).map(option)}
        onChange={(event) => change("fromAccountId", event.target.value)}
      />
      <SelectField
        id={`${id}-to`}
        name="toAccountId"
        label={T.to}
        value={values.toAccountId}
        error={errors.toAccountId}
        options={destinations.map(option)}
        onChange={(event) => change("toAccountId", event.target.value)}
      />
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={T.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder={from ? T.amountHint(from.currency) : undefined}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => change("amount", event.target.value)}
      />
      <TextField
        id={`${id}-memo`}
        name="memo"
        label={T.memo}
        autoComplete="off"
        value={values.memo}
        error={errors.memo}
        onChange={(event) => change("memo", event.target.value)}
      />
      {errors.form && (
        <p className="form-alert" role="alert">
          {errors.form}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.moving : T.moveSubmit}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
