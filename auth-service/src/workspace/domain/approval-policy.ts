// A business's approval rules: a payment of at least an amount, in its currency, needs 1 to 3 approvals from people
// other than its creator. The rule with the highest threshold the payment reaches decides; none reached, none needed.
// Until a manager sets rules, the contract's defaults apply (10,000.00 or more in USD or USDC: one approval).
import {
  DEFAULT_APPROVAL_RULES,
  PAYMENT_MESSAGES as M,
  formatAmount,
  parseAmount,
  type ApprovalPolicy,
  type ApprovalPolicyRequest,
  type Currency,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/database.ts";
import { lockBusiness } from "../store/businesses-store.ts";
import {
  findApprovalRules,
  listApprovers,
  replaceApprovalRules,
  type StoredRule,
} from "../store/approval-policy-store.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { refuse, type Outcome } from "./outcome.ts";

const DEFAULT_RULES: readonly StoredRule[] = DEFAULT_APPROVAL_RULES.map((rule) => ({
  currency: rule.currency,
  atLeast: parseAmount(rule.atLeast, rule.currency)!,
  approvals: rule.approvals,
}));

/** The business's rules in force: its own, or the defaults. */
export async function rulesInForce(db: Db, businessId: string): Promise<readonly StoredRule[]> {
  return (await findApprovalRules(db, businessId)) ?? DEFAULT_RULES;
}

export async function approvalPolicyOf(db: Db, businessId: string): Promise<ApprovalPolicy> {
  const rules = await rulesInForce(db, businessId);
  return {
    success: true,
    rules: rules.map((rule) => ({
      atLeast: formatAmount(rule.atLeast, rule.currency as Currency),
      currency: rule.currency as "USD" | "USDC",
      approvals: rule.approvals,
    })),
    approvers: (await listApprovers(db, businessId)).length,
  };
}

/** Replaces the rules (manage, step-up). Payments made before keep the approvals they were made with. */
export async function setApprovalPolicy(
  db: Db,
  actor: Actor,
  businessId: string,
  request: ApprovalPolicyRequest,
  now: number,
): Promise<Outcome<ApprovalPolicy>> {
  const rules: StoredRule[] = [];
  for (const rule of request.rules) {
    const atLeast = parseAmount(rule.atLeast, rule.currency);
    if (atLeast === null) return refuse(400, "invalidAmount", M.rules);
    if (rules.some((kept) => kept.currency === rule.currency && kept.atLeast === atLeast))
      return refuse(400, "duplicateRule", M.duplicateRule);
    rules.push({ currency: rule.currency, atLeast, approvals: rule.approvals });
  }
  return inTransaction(db, async (trx): Promise<Outcome<ApprovalPolicy>> => {
    if (!(await lockBusiness(trx, businessId))) return refuse(404, "notFound", M.paymentNotFound);
    await replaceApprovalRules(trx, businessId, rules, { userId: actor.caller.userId, now });
    await recordAuditEvent(trx, "approval_policy_changed", auditSubjectOf(actor, businessId), now, {
      businessId,
      rules: rules.map((rule) => `${rule.currency}>=${rule.atLeast}:${rule.approvals}`).join(",") || "none",
    });
    return { ok: true, value: await approvalPolicyOf(trx, businessId) };
  });
}
