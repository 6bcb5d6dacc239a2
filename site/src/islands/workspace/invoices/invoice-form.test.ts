import { describe, expect, it } from "vitest";
import { dayFromToday, lineAmount, liveTotal, toRequest, type LineValues } from "./invoice-form.ts";

const line = (quantity: string, unitPrice: string, key = 0): LineValues => ({
  key,
  description: " Work ",
  quantity,
  unitPrice,
});

describe("the new invoice form's live total", () => {
  it("adds each line rounded half-up, exactly, in the account's currency", () => {
    expect(liveTotal([line("2.5", "400"), line("3", "19.99", 1)], "USD")).toBe("1059.97");
    expect(liveTotal([line("0.5", "0.01")], "USD")).toBe("0.01");
    expect(liveTotal([line("1.2345", "0.333333")], "USDC")).toBe("0.411500");
    // 0.1 + 0.2 as a float would not be 0.3
    expect(liveTotal([line("1", "0.1"), line("1", "0.2", 1)], "USD")).toBe("0.30");
  });

  it("shows nothing while a line cannot be read", () => {
    expect(liveTotal([line("2.5", "400"), line("", "1", 1)], "USD")).toBeNull();
    expect(lineAmount(line("1.00001", "1"), "USD")).toBeNull();
    expect(lineAmount(line("1", "1.001"), "USD")).toBeNull();
    expect(lineAmount(line(" 2 ", " 3.50 "), "USD")).toBe("7.00");
  });

  it("sends trimmed fields, and no memo when it is blank", () => {
    const request = toRequest({
      customerName: " Globex ",
      customerEmail: " billing@globex.example ",
      accountId: "a1",
      dueOn: "2026-12-31",
      memo: "  ",
      lines: [line(" 2 ", "3.50")],
    });
    expect(request).toEqual({
      customer: { name: "Globex", email: "billing@globex.example" },
      lines: [{ description: "Work", quantity: "2", unitPrice: "3.50" }],
      dueOn: "2026-12-31",
      accountId: "a1",
    });
    expect(dayFromToday(30, new Date(2026, 11, 15))).toBe("2027-01-14");
  });
});
