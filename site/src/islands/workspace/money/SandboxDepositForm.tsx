// A sandbox deposit: simulated money from outside into one of the business's accounts, which the simulated partner
// bank posts a few seconds later (manage; the service may ask for the second factor first: asked in place). The
// amount is checked against the account's currency before it is sent; a retry after no answer sends the same
// Idempotency-Key, so the deposit is made once. Its callers label it Sandbox.
import { useId } from "react";
import { SANDBOX_DEPOSIT_TEXTS as T, type Account, type Transaction } from "@bank/contracts";
import { sendSandboxDeposit } from "../../../lib/api/deposits.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import AmountField from "../../ui/forms/AmountField.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { checkDeposit, formErrorsOf, methodsFor, type DepositValues } from "./deposit-form.ts";
import { toastDone, toastFailure } from "./money-toasts.ts";
import { fieldRefusal, useMoneyForm } from "./use-money-form.ts";
import MoneyFormFrame from "./MoneyFormFrame.tsx";

interface Props {
  businessId: string;
  accounts: readonly Account[];
  /** The account chosen first. */
  accountId?: string | undefined;
  /** Focus goes to the form's first field when it opens. */
  autoFocus?: boolean;
  onDeposited(deposit: { transaction: Transaction; postsAt: string }): void;
  onCancel?(): void;
}

export default function SandboxDepositForm({
  businessId,
  accounts,
  accountId,
  autoFocus = false,
  onDeposited,
  onCancel,
}: Props) {
  const first = accounts.find((each) => each.id === accountId) ?? accounts[0];
  const form = useMoneyForm({
    initial: {
      accountId: first?.id ?? "",
      amount: "",
      method: methodsFor(first)[0]!,
      from: "",
      reference: "",
    } as DepositValues,
    check: (values) => checkDeposit(values, accounts),
    send: (request, key) => sendSandboxDeposit(businessId, request, key!),
    idempotent: true,
    done(deposit, request) {
      const to = accounts.find((each) => each.id === request.accountId);
      toastDone(T.done(formatMoney(deposit.transaction.amount, deposit.transaction.currency), to?.name ?? ""));
      form.set({ amount: "", from: "", reference: "" });
      onDeposited(deposit);
    },
    // The service's field messages under the form's names ("from.name" is the form's "from").
    fail: toastFailure,
    refusal: (error) => {
      const fields = fieldRefusal(error);
      return fields && formErrorsOf(fields);
    },
    // A method the new account's currency does not arrive by gives way to one it does.
    adjust(values, changed) {
      if (changed !== "accountId") return values;
      const methods = methodsFor(accounts.find((each) => each.id === values.accountId));
      return methods.includes(values.method) ? values : { ...values, method: methods[0]! };
    },
  });
  const { values, errors, change } = form;
  const id = useId();
  const account = accounts.find((each) => each.id === values.accountId);

  if (form.prompt) return <div className="money-panel">{form.prompt}</div>;

  return (
    <MoneyFormFrame
      name="sandbox-deposit"
      form={form}
      focus={autoFocus ? "select, input" : undefined}
      submit={[T.submit, T.submitting]}
      cancel={onCancel && { label: T.cancel, onCancel }}
    >
      <SelectField
        id={`${id}-account`}
        name="accountId"
        label={T.account}
        value={values.accountId}
        error={errors.accountId}
        options={accounts.map((each) => ({ value: each.id, label: `${each.name} (${each.currency})` }))}
        onChange={(event) => change("accountId", event.target.value)}
      />
      <AmountField
        id={`${id}-amount`}
        label={T.amount}
        placeholder={account ? T.amountHint(account.currency) : undefined}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => change("amount", event.target.value)}
      />
      <SelectField
        id={`${id}-method`}
        name="method"
        label={T.method}
        value={values.method}
        error={errors.method}
        options={methodsFor(account).map((method) => ({ value: method, label: T.methods[method] }))}
        onChange={(event) => change("method", event.target.value as DepositValues["method"])}
      />
      <TextField
        id={`${id}-from`}
        name="from"
        label={T.from}
        autoComplete="organization"
        value={values.from}
        error={errors.from}
        onChange={(event) => change("from", event.target.value)}
      />
      <TextField
        id={`${id}-reference`}
        name="reference"
        label={T.reference}
        autoComplete="off"
        value={values.reference}
        error={errors.reference}
        onChange={(event) => change("reference", event.target.value)}
      />
    </MoneyFormFrame>
  );
}
