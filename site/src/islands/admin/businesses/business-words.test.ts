import { describe, expect, it } from "vitest";
import { businessHref, businessIdOf, eventInWords, permissionsInWords } from "./business-words.ts";

describe("a business in words", () => {
  it("names permissions in one phrase, in their order", () => {
    expect(permissionsInWords(["view"])).toBe("View");
    expect(permissionsInWords(["view", "pay"])).toBe("View and pay");
    expect(permissionsInWords(["view", "pay", "approve", "manage"])).toBe("View, pay, approve and manage");
    expect(permissionsInWords([])).toBe("");
  });

  it("puts the id in the page's address and reads it back", () => {
    expect(businessHref("a b/c")).toBe("/admin/business?id=a+b%2Fc");
    expect(businessIdOf("?id=a+b%2Fc")).toBe("a b/c");
    expect(businessIdOf("")).toBe("");
    expect(businessIdOf(`?id=${"x".repeat(300)}`)).toHaveLength(100);
  });

  it("says what the business's own events are, and nothing for others or inherited names", () => {
    expect(eventInWords("business_created")).toMatch(/approval/);
    expect(eventInWords("signin_ok")).toBeUndefined();
    expect(eventInWords("toString")).toBeUndefined();
  });
});
