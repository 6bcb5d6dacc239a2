// The words of the page where a manager changes the business's approval rules (/dashboard/team/approval-rules): each
// rule's amount, currency and approvals, a rule added or removed, then all saved at once with a fresh second factor.

export const APPROVAL_RULES_FORM_TEXTS = {
  title: "Change approval rules",
  description: "The amounts from which your business's payments need approvals, and how many.",
  loading: "Loading the approval rules…",
  loadFailed: "We could not load the approval rules. Reload the page to try again.",
  noBusiness:
    "You are not a member of a business yet. Once the bank approves your application, or someone invites you, its approval rules show here.",
  manageNeeded: "Only someone who manages the business can change its approval rules.",
  backToTeam: "Back to the team",
  lead: "Up to 10 rules, each needing 1 to 3 approvals. You confirm the change with your second factor.",
  rulesLegend: (index: number) => `Rule ${index}`,
  atLeast: "At least",
  amountHint: "Such as 10000.00",
  currency: "Currency",
  approvals: "Approvals",
  remove: "Remove",
  removeRule: (index: number) => `Remove rule ${index}`,
  add: "Add a rule",
  noRules: "No rules: saved like this, every payment is sent without approval.",
  save: "Save rules",
  saving: "Saving…",
  cancel: "Cancel",
} as const;
