// Issues a card (manage; the service asks for a recent second factor first: asked in place, then the card is issued):
// the member who holds it, its name, the USD account it spends from and its daily limit (at most 50,000.00). The
// team and the accounts are read when the form opens.
import { useEffect, useId, useState } from "react";
import { CARDS_PAGE_TEXTS as T, type Account, type Member } from "@bank/contracts";
import { fetchAccounts } from "../../../lib/api/accounts.ts";
import { issueCard } from "../../../lib/api/cards.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { fetchMembers } from "../../../lib/api/team.ts";
import TextField from "../../ui/forms/TextField.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { fieldOrFormRefusal, useMoneyForm } from "../money/use-money-form.ts";
import { checkIssue, type IssueValues } from "./card-forms.ts";
import MoneyFormFrame from "../money/MoneyFormFrame.tsx";

interface Props {
  businessId: string;
  onIssued(): void;
  onClose(): void;
}

export default function IssueCardForm({ businessId, onIssued, onClose }: Props) {
  const [choices, setChoices] = useState<{ members: Member[]; accounts: Account[] } | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    Promise.all([fetchMembers(businessId), fetchAccounts(businessId)])
      .then(([members, accounts]) =>
        setChoices({ members, accounts: accounts.filter((account) => account.currency === "USD") }),
      )
      .catch((error: unknown) => setFailure(error instanceof ApiError ? error : null));
  }, []);

  if (failure) return <LoadFailure error={failure} />;
  if (!choices) return <p role="status">{T.loadingMembers}</p>;
  if (choices.accounts.length === 0) return <p>{T.noUsdAccount}</p>;
  return <Form businessId={businessId} onIssued={onIssued} onClose={onClose} {...choices} />;
}

function Form({
  businessId,
  members,
  accounts,
  onIssued,
  onClose,
}: Props & { members: Member[]; accounts: Account[] }) {
  const form = useMoneyForm({
    initial: {
      holderUserId: members[0]?.userId ?? "",
      name: "",
      accountId: accounts[0]!.id,
      dailyLimit: "",
    } as IssueValues,
    check: checkIssue,
    send: (request) => issueCard(businessId, request),
    done(card) {
      toastDone(T.issuedDone(card.name, `${card.holder.firstName} ${card.holder.lastName}`));
      onIssued();
    },
    fail: toastFailure,
    refusal: fieldOrFormRefusal,
    onCancel: onClose,
  });
  const { values, errors, change } = form;
  const id = useId();

  if (form.prompt) return form.prompt;

  return (
    <MoneyFormFrame
      name="issue-card"
      form={form}
      focus="select, input"
      alert={errors.form}
      submit={[T.issueSubmit, T.issuing]}
      cancel={{ label: T.cancel, onCancel: onClose }}
    >
      <p className="money-lead">{T.issueLead}</p>
      <SelectField
        id={`${id}-holder`}
        name="holderUserId"
        label={T.holder}
        value={values.holderUserId}
        error={errors.holderUserId}
        options={members.map((member) => ({
          value: member.userId,
          label: `${member.firstName} ${member.lastName} (${member.email})`,
        }))}
        onChange={(event) => change("holderUserId", event.target.value)}
      />
      <TextField
        id={`${id}-name`}
        name="name"
        label={T.cardName}
        placeholder={T.cardNamePlaceholder}
        autoComplete="off"
        maxLength={50}
        value={values.name}
        error={errors.name}
        onChange={(event) => change("name", event.target.value)}
      />
      <SelectField
        id={`${id}-account`}
        name="accountId"
        label={T.account}
        value={values.accountId}
        error={errors.accountId}
        options={accounts.map((account) => ({ value: account.id, label: account.name }))}
        onChange={(event) => change("accountId", event.target.value)}
      />
      <TextField
        id={`${id}-limit`}
        name="dailyLimit"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        label={T.dailyLimit}
        placeholder={T.dailyLimitHint}
        value={values.dailyLimit}
        error={errors.dailyLimit}
        onChange={(event) => change("dailyLimit", event.target.value)}
      />
    </MoneyFormFrame>
  );
}
