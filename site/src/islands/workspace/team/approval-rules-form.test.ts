import { describe, expect, it } from "vitest";
import { LEDGER_MESSAGES, PAYMENT_MESSAGES as M } from "@bank/contracts";
import { checkRules, newRule, rulesValuesOf } from "./approval-rules-form.ts";

describe("the approval rules as a manager changes them", () => {
  it("start as the rules in force, and a new rule as USD with one approval", () => {
    const policy = { rules: [{ atLeast: "10000.00", currency: "USD" as const, approvals: 1 }] };
    expect(rulesValuesOf(policy)).toEqual({ rules: [{ atLeast: "10000.00", currency: "USD", approvals: 1 }] });
    expect(newRule()).toEqual({ atLeast: "", currency: "USD", approvals: 1 });
  });

  it("are sent as the service takes them: amounts cleaned, in each rule's currency", () => {
    expect(
      checkRules({
        rules: [
          { atLeast: "$25,000", currency: "USD", approvals: 2 },
          { atLeast: "5000.5", currency: "USDC", approvals: 1 },
        ],
      }),
    ).toEqual({
      ok: true,
      request: {
        rules: [
          { atLeast: "25000", currency: "USD", approvals: 2 },
          { atLeast: "5000.5", currency: "USDC", approvals: 1 },
        ],
      },
    });
    expect(checkRules({ rules: [] })).toEqual({ ok: true, request: { rules: [] } });
  });

  it("refuse an amount the currency cannot hold, and 0 or 4 approvals, beside the rule's field", () => {
    expect(checkRules({ rules: [{ atLeast: "10.001", currency: "USD", approvals: 4 }] })).toEqual({
      ok: false,
      errors: { "rules.0.atLeast": LEDGER_MESSAGES.amountDecimals("USD", 2), "rules.0.approvals": M.ruleApprovals },
    });
  });

  it("refuse two rules of one currency and amount, however the amount is written", () => {
    expect(
      checkRules({
        rules: [
          { atLeast: "10000.00", currency: "USD", approvals: 1 },
          { atLeast: "10000", currency: "USDC", approvals: 1 },
          { atLeast: "10,000.0", currency: "USD", approvals: 2 },
        ],
      }),
    ).toEqual({ ok: false, errors: { "rules.2.atLeast": M.duplicateRule } });
  });

  it("are at most 10", () => {
    const rules = Array.from({ length: 11 }, (_, index) => ({
      atLeast: String(index + 1),
      currency: "USD" as const,
      approvals: 1,
    }));
    expect(checkRules({ rules })).toMatchObject({ ok: false, errors: { form: M.rules } });
  });
});
