// The business's approval rules as the team page (/dashboard/team) shows them to every member. A manager changes them
// on a page of its own (/dashboard/team/approval-rules), its words in approval-rules-form.ts; what the service answers
// is in payment-messages.ts (policySaved, rules, duplicateRule).

export const APPROVAL_RULES_TEXTS = {
  heading: "Approval rules",
  lead: "A payment of at least a rule's amount needs that many approvals from people other than the one who made it. The highest rule it reaches decides.",
  loading: "Loading the approval rules…",
  loadFailed: "We could not load the approval rules. Reload the page to try again.",
  /** "$10,000.00 or more: 1 approval" */
  rule: (amount: string, approvals: number) =>
    `${amount} or more: ${approvals} ${approvals === 1 ? "approval" : "approvals"}`,
  none: "No rules: every payment is sent without approval.",
  approvers: (count: number) =>
    count === 1 ? "1 member may approve payments." : `${count} members may approve payments.`,
  readOnly: "Someone who manages the business can change them.",
  change: "Change approval rules",
} as const;
