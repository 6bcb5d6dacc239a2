// A manager changes the approval rules: each rule's amount, currency and approvals, a rule added or removed, then all
// saved at once (the service replaces them). Checked before they are sent (approval-rules-form.ts); the service asks
// for a second factor proved in the last 10 minutes, asked here in place (ui/step-up), then the same rules are sent
// again. Once saved, the team page shows them, with the toast carried to it.
import { useEffect, useId, useState, type FormEvent } from "react";
import {
  APPROVAL_RULES_FORM_TEXTS as T,
  MAX_APPROVAL_RULES,
  MAX_APPROVALS_PER_RULE,
  PAYMENT_CURRENCIES,
  PAYMENT_MESSAGES,
  type ApprovalPolicy,
} from "@bank/contracts";
import { fetchApprovalPolicy, saveApprovalPolicy } from "../../../lib/api/approval-policy.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { focusFirstInvalid } from "../../ui/forms/focus-first-invalid.ts";
import { formStore, useFormStore } from "../../ui/forms/form-store.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { checkRules, newRule, rulesValuesOf, type RuleCurrency, type RuleValues } from "./approval-rules-form.ts";

/** The rules in force, read as the page opens; then the form. */
export default function ApprovalRulesForm({ businessId }: { businessId: string }) {
  const [policy, setPolicy] = useState<ApprovalPolicy | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => {
    fetchApprovalPolicy(businessId).then(setPolicy, setFailure);
  }, []);
  if (failure) return <LoadFailure error={failure} fallbackText={T.loadFailed} />;
  if (!policy) return <p role="status">{T.loading}</p>;
  return <RulesForm businessId={businessId} policy={policy} />;
}

function RulesForm({ businessId, policy }: { businessId: string; policy: ApprovalPolicy }) {
  // Kept as the money forms keep theirs (ui/forms/form-store.ts).
  const [store] = useState(() =>
    formStore({ ...rulesValuesOf(policy), errors: {} as Record<string, string>, pending: false }),
  );
  const { rules, errors, pending, formRef } = useFormStore(store);
  const stepUp = useStepUp();
  const id = useId();

  function focusOn(selector: string) {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus());
  }
  function setRule(index: number, change: Partial<RuleValues>) {
    store.update({ rules: rules.map((rule, at) => (at === index ? { ...rule, ...change } : rule)) });
  }
  function remove(index: number) {
    store.update({ rules: rules.filter((_, at) => at !== index), errors: {} });
    // Focus stays in the list: on the rule that took its place, else on Add a rule.
    focusOn(index < rules.length - 1 ? `[name="rules.${index}.atLeast"]` : '[data-action="add-rule"]');
  }
  function add() {
    store.update({ rules: [...rules, newRule()] });
    focusOn(`[name="rules.${rules.length}.atLeast"]`);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    const checked = checkRules({ rules });
    store.update({ errors: checked.ok ? {} : checked.errors });
    if (!checked.ok) return focusFirstInvalid(formRef.current, checked.errors);
    store.update({ pending: true });
    try {
      await saveApprovalPolicy(businessId, checked.request);
      toastDone(PAYMENT_MESSAGES.policySaved);
      carryOpenToastsToNextPage();
      window.location.assign("/dashboard/team");
    } catch (error) {
      store.update({ pending: false });
      if (stepUp.asked(error, () => void save())) return;
      if (!(error instanceof ApiError && error.kind === "refused" && error.status === 400 && error.serverMessage))
        return toastFailure(error);
      const placed =
        Object.keys(error.fieldErrors).length > 0 ? { ...error.fieldErrors } : { form: error.serverMessage };
      store.update({ errors: placed });
      focusFirstInvalid(formRef.current, placed);
    }
  }

  if (stepUp.prompt) return <div className="team-panel">{stepUp.prompt}</div>;

  return (
    <form className="team-panel stack" ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <p>{T.lead}</p>
      {rules.length === 0 && <p>{T.noRules}</p>}
      {rules.map((rule, index) => (
        <fieldset key={index} className="team-rule">
          <legend>{T.rulesLegend(index + 1)}</legend>
          <TextField
            id={`${id}-${index}-at-least`}
            name={`rules.${index}.atLeast`}
            label={T.atLeast}
            inputMode="decimal"
            autoComplete="off"
            placeholder={T.amountHint}
            value={rule.atLeast}
            error={errors[`rules.${index}.atLeast`]}
            onChange={(event) => setRule(index, { atLeast: event.target.value })}
          />
          <SelectField
            id={`${id}-${index}-currency`}
            name={`rules.${index}.currency`}
            label={T.currency}
            value={rule.currency}
            error={errors[`rules.${index}.currency`]}
            options={PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            onChange={(event) => setRule(index, { currency: event.target.value as RuleCurrency })}
          />
          <SelectField
            id={`${id}-${index}-approvals`}
            name={`rules.${index}.approvals`}
            label={T.approvals}
            value={String(rule.approvals)}
            error={errors[`rules.${index}.approvals`]}
            options={Array.from({ length: MAX_APPROVALS_PER_RULE }, (_, at) => ({
              value: String(at + 1),
              label: String(at + 1),
            }))}
            onChange={(event) => setRule(index, { approvals: Number(event.target.value) })}
          />
          <div className="team-rule__remove">
            <button
              type="button"
              className="button button--secondary"
              aria-label={T.removeRule(index + 1)}
              onClick={() => remove(index)}
            >
              {T.remove}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          data-action="add-rule"
          disabled={rules.length >= MAX_APPROVAL_RULES}
          onClick={add}
        >
          {T.add}
        </button>
      </div>
      <FormAlert message={errors.form} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.saving : T.save}
        </button>
        <a className="button button--secondary" href="/dashboard/team">
          {T.cancel}
        </a>
      </div>
    </form>
  );
}
