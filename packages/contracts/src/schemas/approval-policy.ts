// A business's approval rules (docs/workspace.md, "Payments and approvals"): a payment of at least a rule's amount, in
// its currency, needs that many approvals from people other than its creator; the highest rule it reaches decides.
// Apart from the payments' own schemas (payments.ts), so the team page, which shows and changes the rules, loads none
// of those.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { moneyText } from "./money-fields.ts";
import { amountField } from "./money-request-fields.ts";
import { PAYMENT_MESSAGES as M } from "../texts/payment-messages.ts";

export const MAX_APPROVALS_PER_RULE = 3;
export const MAX_APPROVAL_RULES = 10;
/** The rules a business has until a manager changes them: 10,000.00 or more, in USD or USDC, needs one approval. */
export const DEFAULT_APPROVAL_RULES = [
  { atLeast: "10000.00", currency: "USD", approvals: 1 },
  { atLeast: "10000.000000", currency: "USDC", approvals: 1 },
] as const;
export const PAYMENT_CURRENCIES = ["USD", "USDC"] as const;

export const approvalRuleSchema = lazySchema(() =>
  z.strictObject({
    atLeast: amountField(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: M.rules }),
    approvals: z
      .number({ error: M.ruleApprovals })
      .check(
        z.int({ error: M.ruleApprovals }),
        z.minimum(1, { error: M.ruleApprovals }),
        z.maximum(MAX_APPROVALS_PER_RULE, { error: M.ruleApprovals }),
      ),
  }),
);

/** GET (view) and PUT (manage, step-up) /api/businesses/:businessId/approval-policy */
export const approvalPolicyRequestSchema = lazySchema(() =>
  z.strictObject({
    rules: z.array(approvalRuleSchema, { error: M.rules }).check(z.maxLength(MAX_APPROVAL_RULES, M.rules)),
  }),
);
export type ApprovalPolicyRequest = z.infer<typeof approvalPolicyRequestSchema>;

export const approvalPolicySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    rules: z.array(z.object({ atLeast: moneyText(), currency: z.enum(PAYMENT_CURRENCIES), approvals: z.number() })),
    /** Members who may approve (the approve permission, or owners). */
    approvers: z.number(),
  }),
);
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

/** GET (view) and PUT (manage, step-up) /api/businesses/:businessId/approval-policy. */
export const approvalPolicyPath = (businessId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/approval-policy`;
