import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_MINOR, amountProblemOf, formatAmount, minorUnitsOf, parseAmount } from "./amounts.ts";
import { CURRENCIES, CURRENCY_DECIMALS, type Currency } from "./currencies.ts";

const currency = fc.constantFrom(...CURRENCIES);
const minor = fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR });

describe("amounts between the wire and minor units", () => {
  it("every amount at its currency's full precision survives format then parse, exactly", () => {
    fc.assert(
      fc.property(currency, minor, (code, units) => {
        const text = formatAmount(units, code);
        expect(text.split(".")[1]).toHaveLength(CURRENCY_DECIMALS[code]);
        expect(parseAmount(text, code)).toBe(units);
        expect(minorUnitsOf(text, code)).toBe(units);
        expect(minorUnitsOf(formatAmount(-units, code), code)).toBe(-units);
      }),
    );
  });

  it("fewer decimals are read as trailing zeros", () => {
    expect(parseAmount("1250", "USD")).toBe(125000n);
    expect(parseAmount("1250.5", "USD")).toBe(125050n);
    expect(parseAmount("99.5", "USDC")).toBe(99_500_000n);
    expect(parseAmount("0.015", "BTC")).toBe(1_500_000n);
    expect(parseAmount("1.25", "ETH")).toBe(1_250_000_000n);
  });

  it("answers carry the full decimals", () => {
    expect(formatAmount(125000n, "USD")).toBe("1250.00");
    expect(formatAmount(99_500_000n, "USDC")).toBe("99.500000");
    expect(formatAmount(1_500_000n, "BTC")).toBe("0.01500000");
    expect(formatAmount(1_250_000_000n, "ETH")).toBe("1.250000000");
    expect(formatAmount(-5n, "USD")).toBe("-0.05");
    expect(formatAmount(0n, "USDC")).toBe("0.000000");
  });

  it.each([
    ["too many decimals", "1.001", "USD"],
    ["a sign", "-1.00", "USD"],
    ["a plus sign", "+1.00", "USD"],
    ["an exponent", "1e3", "USD"],
    ["NaN", "NaN", "USD"],
    ["Infinity", "Infinity", "USD"],
    ["a point with nothing after", "1.", "USD"],
    ["a point with nothing before", ".5", "USD"],
    ["leading zeros", "007", "USD"],
    ["spaces", " 1.00", "USD"],
    ["a comma", "1,000.00", "USD"],
    ["zero", "0.00", "USD"],
    ["hex", "0x10", "USD"],
    ["a number, not a string", 12.5, "USD"],
    ["more than the largest amount", "10000000000000.01", "USD"],
    ["seven decimals of USDC", "1.0000001", "USDC"],
    ["non-ASCII digits", "١٢", "USD"],
  ] as const)("refuses %s", (_, text, code) => {
    expect(parseAmount(text, code as Currency)).toBeNull();
  });

  it("the largest amount is accepted", () => {
    expect(parseAmount("10000000000000.00", "USD")).toBe(MAX_AMOUNT_MINOR);
  });

  it("any string that is not a plain decimal is refused, and nothing parsed is a float", () => {
    fc.assert(
      fc.property(fc.string(), currency, (text, code) => {
        const parsed = parseAmount(text, code);
        if (parsed !== null) {
          expect(typeof parsed).toBe("bigint");
          expect(text).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/);
        }
      }),
    );
  });
});

describe("amountProblemOf: why an amount is refused, one rule for the forms and the service", () => {
  it.each([
    ["12.50", "USD", null],
    ["1.001", "USD", "tooManyDecimals"],
    ["1.0000001", "USDC", "tooManyDecimals"],
    ["0.00", "USD", "zero"],
    ["0", "USDC", "zero"],
    ["10000000000000.01", "USD", "tooLarge"],
    ["-1", "USD", "notDecimal"],
    ["1e3", "USD", "notDecimal"],
    ["", "USD", "notDecimal"],
    [12, "USD", "notDecimal"],
  ] as const)("%j in %s: %s", (text, currency, problem) => {
    expect(amountProblemOf(text, currency)).toBe(problem);
  });
});
