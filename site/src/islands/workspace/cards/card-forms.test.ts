import { describe, expect, it } from "vitest";
import { CARD_MESSAGES as C } from "@bank/contracts";
import { checkIssue, checkPurchase, purchaseErrorsOf } from "./card-forms.ts";

const ISSUE = { holderUserId: "u1", name: " Ads ", accountId: "a1", dailyLimit: "$1,000" };

describe("the issue form's checks", () => {
  it("trims the name and reads the limit as the service takes it", () => {
    expect(checkIssue(ISSUE)).toEqual({
      ok: true,
      request: { holderUserId: "u1", name: "Ads", accountId: "a1", dailyLimit: "1000" },
    });
  });

  it("refuses a limit above 50,000.00, zero, three decimals, and a missing holder, account or name", () => {
    for (const dailyLimit of ["50000.01", "0", "1.001", "abc"]) {
      const checked = checkIssue({ ...ISSUE, dailyLimit });
      expect(checked.ok, dailyLimit).toBe(false);
    }
    expect(checkIssue({ ...ISSUE, dailyLimit: "50000.01" })).toEqual({
      ok: false,
      errors: { dailyLimit: C.dailyLimit },
    });
    const empty = checkIssue({ holderUserId: "", name: " ", accountId: "", dailyLimit: "10" });
    expect(empty.ok ? [] : Object.keys(empty.errors).sort()).toEqual(["accountId", "holderUserId", "name"]);
  });
});

describe("the sandbox purchase's checks", () => {
  it("takes a merchant, a category and an amount; refuses an empty merchant and a bad amount", () => {
    expect(checkPurchase({ merchant: " Figma ", category: "software", amount: "12.5" })).toEqual({
      ok: true,
      request: { amount: "12.5", merchant: { name: "Figma", category: "software" } },
    });
    const bad = checkPurchase({ merchant: "", category: "software", amount: "-1" });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(["amount", "merchant"]);
  });

  it("places the service's nested field messages under the form's names", () => {
    expect(purchaseErrorsOf({ "merchant.name": "a", "merchant.category": "b", amount: "c" })).toEqual({
      merchant: "a",
      category: "b",
      amount: "c",
    });
  });
});
