// A new payment's details (pay): the payee (one of the business's, or a new one added in a step of its own:
// PayeeStep.tsx), the account it leaves (one that can pay them), the amount, a memo and an optional later send day.
// Checked before the review (payment-form.ts), which is the next step; nothing is sent from here. A refusal the
// review sent back is shown beside its field, focused.
import { useEffect, useId, useState, type FormEvent } from "react";
import { PAYMENT_FORM_TEXTS as T, type Account, type BusinessSummary, type Payee } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { fetchPayees } from "../../../lib/api/payees.ts";
import type { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { useQuery } from "../../hooks/use-query.ts";
import AmountField from "../../ui/forms/AmountField.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { focusFirstInvalid } from "../../ui/forms/focus-first-invalid.ts";
import { formStore, useFormStore } from "../../ui/forms/form-store.ts";
import LoadFailure from "../money/LoadFailure.tsx";
import MemoField from "../money/MemoField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { clearDraft, readDraft, saveDraft } from "./payment-draft.ts";
import {
  accountsFor,
  checkPayment,
  emptyPayment,
  lastSendDay,
  utcDay,
  withAccountFor,
  type PaymentValues,
} from "./payment-form.ts";
import { newPaymentHref } from "./new-payment-address.ts";

/** The details step: the accounts and the payees, read as it opens; then the form. */
export default function NewPaymentForm({ business }: { business: BusinessSummary }) {
  const accounts = useQuery(accountsQuery(business.id));
  const [payees, setPayees] = useState<Payee[] | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    fetchPayees(business.id).then(setPayees, setFailure);
  }, []);

  const error = failure ?? (accounts.data ? null : accounts.error);
  return (
    <div className="money-panel payments-panel">
      {error ? (
        <LoadFailure error={error} fallbackText={T.loadFailed} />
      ) : !payees || !accounts.data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <PaymentDetails businessId={business.id} accounts={accounts.data.accounts} payees={payees} />
      )}
    </div>
  );
}

interface Props {
  businessId: string;
  accounts: readonly Account[];
  payees: readonly Payee[];
}

function PaymentDetails({ businessId, accounts, payees }: Props) {
  const [today] = useState(() => utcDay(Date.now()));
  const [draft] = useState(() => readDraft(businessId));
  // Kept as the money forms keep theirs (ui/forms/form-store.ts).
  const [store] = useState(() =>
    formStore({
      values: withAccountFor(draft?.values ?? emptyPayment(accounts), accounts, payees),
      errors: draft?.errors ?? ({} as Record<string, string>),
    }),
  );
  const { values, errors, formRef: form } = useFormStore(store);
  const id = useId();
  const payee = payees.find((each) => each.id === values.payeeId);
  const account = accounts.find((each) => each.id === values.fromAccountId);

  // Back from the review with a refusal: focus on its field. Back with a payee just added: on the amount, next to fill.
  useEffect(() => {
    if (draft?.errors) focusFirstInvalid(form.current, draft.errors);
    else if (draft?.values.payeeId) form.current?.querySelector<HTMLElement>('[name="amount"]')?.focus();
  }, []);

  function change<K extends keyof PaymentValues>(field: K, value: PaymentValues[K]) {
    const next = { ...values, [field]: value };
    store.update({ values: field === "payeeId" ? withAccountFor(next, accounts, payees) : next });
  }

  /** What was typed, kept while a new payee is added. */
  function keep() {
    saveDraft({ ...draft, businessId, values, errors: undefined });
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const checked = checkPayment(values, accounts, payees, today);
    if (!checked.ok) {
      store.update({ errors: checked.errors });
      return focusFirstInvalid(form.current, checked.errors);
    }
    keep();
    window.location.assign(newPaymentHref("review"));
  }

  const sendOnHint = `${id}-send-on-hint`;
  return (
    <form className="stack money-form" ref={form} noValidate onSubmit={review} data-form="payment">
      <p className="money-lead">{T.lead}</p>
      <SelectField
        id={`${id}-payee`}
        name="payeeId"
        label={T.payee}
        value={values.payeeId}
        error={errors.payeeId}
        options={[
          { value: "", label: payees.length > 0 ? T.choosePayee : T.noPayees },
          ...payees.map((each) => ({ value: each.id, label: payeeLabel(each) })),
        ]}
        onChange={(event) => change("payeeId", event.target.value)}
      />
      <p>
        <a className="money-link" href={newPaymentHref("add-payee")} onClick={keep}>
          {T.addPayee}
        </a>
      </p>
      <SelectField
        id={`${id}-from`}
        name="fromAccountId"
        label={T.from}
        value={values.fromAccountId}
        error={errors.fromAccountId}
        options={accountsFor(payee, accounts).map((each) => ({
          value: each.id,
          label: T.accountOption(each.name, formatMoney(each.balance.available, each.currency)),
        }))}
        onChange={(event) => change("fromAccountId", event.target.value)}
      />
      <AmountField
        id={`${id}-amount`}
        label={T.amount}
        placeholder={account ? T.amountHint(account.currency) : undefined}
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
      <TextField
        id={`${id}-send-on`}
        name="sendOn"
        type="date"
        label={T.sendOn}
        min={today}
        max={lastSendDay(today)}
        value={values.sendOn}
        error={errors.sendOn}
        aria-describedby={errors.sendOn ? `${id}-send-on-error ${sendOnHint}` : sendOnHint}
        onChange={(event) => change("sendOn", event.target.value)}
      />
      <p id={sendOnHint} className="money-muted payment-hint">
        {T.sendOnHint}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {T.review}
        </button>
        <a className="button button--secondary payments-cancel" href="/dashboard/payments" onClick={() => clearDraft()}>
          {T.cancel}
        </a>
      </div>
    </form>
  );
}

/** "Acme Supplies LLC (ACH, ending 6789)", "Chain Vendor (USDC, 0x5290…9EE7)" */
function payeeLabel(payee: Payee): string {
  const wallet = payee.walletAddress ?? "";
  const where =
    payee.walletAddress !== null
      ? `${wallet.slice(0, 6)}…${wallet.slice(-4)}`
      : T.ending(payee.accountNumberEnding ?? "");
  return T.payeeOption(payee.name, T.methodNames[payee.method], where);
}
