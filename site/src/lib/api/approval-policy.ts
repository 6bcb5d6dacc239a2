// A business's approval rules (GET and PUT /api/businesses/:id/approval-policy): how many approvals a payment needs by its amount and
// currency, and how many members may approve. The team page shows and changes them; a new payment's review counts
// the approvals it will need from them.
import {
  approvalPolicyPath,
  approvalPolicySchema,
  type ApprovalPolicy,
  type ApprovalPolicyRequest,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/approval-policy (view): the rules in force (the defaults until a manager sets some). */
export function fetchApprovalPolicy(businessId: string): Promise<ApprovalPolicy> {
  return request("GET", approvalPolicyPath(businessId), { schema: approvalPolicySchema });
}

/**
 * PUT /api/businesses/:id/approval-policy (manage, a second factor at most 10 minutes old: 403
 * reauthenticationRequired otherwise, which the page answers in place). 400 rules or duplicateRule.
 */
export function saveApprovalPolicy(businessId: string, policy: ApprovalPolicyRequest): Promise<ApprovalPolicy> {
  return request("PUT", approvalPolicyPath(businessId), { body: policy, schema: approvalPolicySchema });
}
