// A purchase tried in the sandbox card network (the card's holder or a manager): a merchant, its category and an
// amount; the network's answer, approved (the money held on the account) or declined with its reason, is said in
// the form's live region. A retry after no answer sends the same Idempotency-Key, so one purchase is tried once.
import { useId, useState } from "react";
import {
  CARD_DECLINE_WORDS,
  CARDS_PAGE_TEXTS as T,
  MERCHANT_CATEGORIES,
  MONEY_TEXTS as M,
  type Authorization,
  type Card,
} from "@bank/contracts";
import { tryPurchase } from "../../../lib/api/cards.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import AmountField from "../../ui/forms/AmountField.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { toastFailure } from "../money/money-toasts.ts";
import { fieldRefusal, useMoneyForm } from "../money/use-money-form.ts";
import { checkPurchase, purchaseErrorsOf, type PurchaseValues } from "./card-forms.ts";
import MoneyFormFrame from "../money/MoneyFormFrame.tsx";

interface Props {
  card: Card;
  onTried(authorization: Authorization): void;
  onClose(): void;
}

function outcomeOf(authorization: Authorization): string {
  const amount = formatMoney(authorization.amount, "USD");
  const merchant = authorization.merchant.name;
  if (authorization.status === "declined" && authorization.declineReason)
    return T.declined(amount, merchant, CARD_DECLINE_WORDS[authorization.declineReason]);
  return T.approved(amount, merchant);
}

export default function SandboxPurchaseForm({ card, onTried, onClose }: Props) {
  const [outcome, setOutcome] = useState<Authorization | null>(null);
  const form = useMoneyForm({
    initial: { merchant: "", category: "software", amount: "" } as PurchaseValues,
    check: checkPurchase,
    send: (request, key) => tryPurchase(card.id, request, key!),
    idempotent: true,
    done(authorization) {
      setOutcome(authorization);
      onTried(authorization);
    },
    fail: toastFailure,
    refusal: (error) => {
      const fields = fieldRefusal(error);
      return fields && purchaseErrorsOf(fields);
    },
    onCancel: onClose,
  });
  const { values, errors, change } = form;
  const id = useId();

  if (form.prompt) return form.prompt;

  return (
    <MoneyFormFrame
      name="sandbox-purchase"
      form={form}
      focus="input"
      submit={[T.purchaseSubmit, T.purchasing]}
      cancel={{ label: T.cancel, onCancel: onClose }}
    >
      <h4 className="card-purchase__heading">
        {T.purchaseHeading}
        <span className="money-sandbox-badge">{M.sandbox}</span>
      </h4>
      <p className="money-muted">{T.purchaseLead}</p>
      <TextField
        id={`${id}-merchant`}
        name="merchant"
        label={T.merchant}
        autoComplete="off"
        maxLength={60}
        value={values.merchant}
        error={errors.merchant}
        onChange={(event) => change("merchant", event.target.value)}
      />
      <SelectField
        id={`${id}-category`}
        name="category"
        label={T.category}
        value={values.category}
        error={errors.category}
        options={MERCHANT_CATEGORIES.map((category) => ({ value: category, label: T.categories[category] }))}
        onChange={(event) => change("category", event.target.value as PurchaseValues["category"])}
      />
      <AmountField
        id={`${id}-amount`}
        label={T.amount}
        value={values.amount}
        error={errors.amount}
        onChange={(event) => change("amount", event.target.value)}
      />
      <p
        role="status"
        className={`card-outcome${outcome ? ` card-outcome--${outcome.status}` : ""}`}
        data-testid="purchase-outcome"
      >
        {outcome ? outcomeOf(outcome) : ""}
      </p>
    </MoneyFormFrame>
  );
}
