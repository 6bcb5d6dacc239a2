// Moves money between two of the business's accounts of one currency (pay; the service may ask for the second
// factor first: asked in place, then the same transfer is sent). The amount is checked against the account's
// currency before it is sent; a refusal (not enough money, the same account twice) is shown beside its field; a
// retry after no answer sends the same Idempotency-Key, so the money moves once.
import { useId } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { sendTransfer } from "../../../lib/api/transfers.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import AmountField from "../../ui/forms/AmountField.tsx";
import MemoField from "../money/MemoField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { useMoneyForm } from "../money/use-money-form.ts";
import { checkTransfer, transferRefusal, type TransferValues } from "./account-forms.ts";
import { destinationsFor } from "./transfer-pairs.ts";
import MoneyFormFrame from "../money/MoneyFormFrame.tsx";

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
  const form = useMoneyForm({
    initial: firstValues(accounts),
    check: (values: TransferValues) => checkTransfer(values, accounts),
    send: (request, key) => sendTransfer(businessId, request, key!),
    idempotent: true,
    done(transfer, request) {
      const name = (accountId: string) => accounts.find((each) => each.id === accountId)?.name ?? "";
      toastDone(
        T.moveDone(
          formatMoney(transfer.amount, transfer.currency),
          name(request.fromAccountId),
          name(request.toAccountId),
        ),
      );
      form.set({ amount: "", memo: "" });
      onMoved();
    },
    fail: toastFailure,
    refusal: transferRefusal,
    // A new account to move from keeps the one to move to when it can, else the first it can move to.
    adjust(values, changed) {
      if (changed !== "fromAccountId") return values;
      const options = destinationsFor(
        accounts.find((each) => each.id === values.fromAccountId),
        accounts,
      );
      return options.some((each) => each.id === values.toAccountId)
        ? values
        : { ...values, toAccountId: options[0]?.id ?? "" };
    },
  });
  const { values, errors, change } = form;
  const id = useId();
  const from = accounts.find((each) => each.id === values.fromAccountId);
  const destinations = destinationsFor(from, accounts);

  if (form.prompt) return form.prompt;

  const option = (account: Account) => ({
    value: account.id,
    label: T.accountOption(account.name, formatMoney(account.balance.available, account.currency)),
  });
  return (
    <MoneyFormFrame
      name="transfer"
      form={form}
      focus="select"
      alert={errors.form}
      submit={[T.moveSubmit, T.moving]}
      cancel={{ label: T.cancel, onCancel: onClose }}
    >
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
      <AmountField
        id={`${id}-amount`}
        label={T.amount}
        placeholder={from ? T.amountHint(from.currency) : undefined}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => change("amount", event.target.value)}
      />
      <MemoField
        id={`${id}-memo`}
        label={T.memo}
        value={values.memo}
        error={errors.memo}
        onChange={(memo) => change("memo", memo)}
      />
    </MoneyFormFrame>
  );
}
