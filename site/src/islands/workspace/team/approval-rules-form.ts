// The approval rules as a manager edits them on the team page, checked before they are saved (the service checks
// again, in the same words: PAYMENT_MESSAGES): at most 10 rules, each an amount in its currency's decimals, USD or
// USDC, and 1 to 3 approvals; no two with the same currency and amount. Field names are the service's
// (`rules.0.atLeast`), so its refusal of a field lands beside that field.
import {
  MAX_APPROVAL_RULES,
  MAX_APPROVALS_PER_RULE,
  PAYMENT_MESSAGES as M,
  parseAmount,
  type ApprovalPolicy,
  type ApprovalPolicyRequest,
} from "@bank/contracts";
import { checkAmount } from "../money/amount-check.ts";
import type { Checked } from "../money/use-money-form.ts";

export type RuleCurrency = "USD" | "USDC";

export interface RuleValues {
  atLeast: string;
  currency: RuleCurrency;
  approvals: number;
}

export interface RulesValues {
  rules: RuleValues[];
}

/** The rules in force as the form starts them. */
export function rulesValuesOf(policy: Pick<ApprovalPolicy, "rules">): RulesValues {
  return { rules: policy.rules.map((rule) => ({ ...rule })) };
}

/** A new rule's first values: USD, one approval, the amount to type. */
export function newRule(): RuleValues {
  return { atLeast: "", currency: "USD", approvals: 1 };
}

export function checkRules(values: RulesValues): Checked<ApprovalPolicyRequest> {
  const errors: Record<string, string> = {};
  const rules: ApprovalPolicyRequest["rules"] = [];
  const seen = new Set<string>();
  if (values.rules.length > MAX_APPROVAL_RULES) errors.form = M.rules;
  values.rules.forEach((rule, index) => {
    const at = (field: string) => `rules.${index}.${field}`;
    const amount = checkAmount(rule.atLeast, rule.currency);
    if (!amount.ok) errors[at("atLeast")] = amount.message;
    if (!Number.isInteger(rule.approvals) || rule.approvals < 1 || rule.approvals > MAX_APPROVALS_PER_RULE)
      errors[at("approvals")] = M.ruleApprovals;
    if (!amount.ok) return;
    const key = `${rule.currency}:${parseAmount(amount.amount, rule.currency)}`;
    if (seen.has(key)) errors[at("atLeast")] = M.duplicateRule;
    seen.add(key);
    rules.push({ atLeast: amount.amount, currency: rule.currency, approvals: rule.approvals });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { rules } };
}
