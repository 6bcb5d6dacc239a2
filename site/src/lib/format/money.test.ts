import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("shows USD as dollars and cents, grouped", () => {
    expect(formatMoney("1250.00", "USD")).toBe("$1,250.00");
    expect(formatMoney("-25.50", "USD")).toBe("-$25.50");
    expect(formatMoney("0.00", "USD")).toBe("$0.00");
    expect(formatMoney("25.50", "USD", { signed: true })).toBe("+$25.50");
  });

  it("shows USDC with its code and every digit that is not a trailing zero, never rounded", () => {
    expect(formatMoney("999000.000000", "USDC")).toBe("999,000.00 USDC");
    expect(formatMoney("0.009990", "USDC")).toBe("0.00999 USDC");
    expect(formatMoney("1.000001", "USDC")).toBe("1.000001 USDC");
  });

  it("keeps every digit of amounts larger than a float holds exactly", () => {
    expect(formatMoney("9007199254740993.00", "USD")).toBe("$9,007,199,254,740,993.00");
    expect(formatMoney("123456789012.345678", "USDC")).toBe("123,456,789,012.345678 USDC");
  });
});
