import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatQuantity,
  invoiceNumberText,
  invoiceSequenceOfReference,
  invoiceTotal,
  lineAmountMinor,
  parseQuantity,
} from "./invoice-lines.ts";

describe("an invoice's quantities, lines and numbers", () => {
  it.each([
    ["2.5", 25_000n],
    ["3", 30_000n],
    ["0.0001", 1n],
    ["1000000", 10_000_000_000n],
  ] as const)("reads %s as %s ten-thousandths", (text, units) => {
    expect(parseQuantity(text)).toBe(units);
  });

  it.each(["0", "0.0000", "1.00001", "-1", "1e3", "1000000.0001", " 1", "1.", ".5", "01", 2, "NaN"])(
    "refuses %j",
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );

  it("a quantity survives format then parse, and is written without trailing zeros", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_000n }), (units) => {
        const text = formatQuantity(units);
        expect(text).not.toMatch(/\.\d*0$/);
        expect(parseQuantity(text)).toBe(units);
      }),
    );
  });

  it("a line rounds half-up once to the minor unit", () => {
    expect(lineAmountMinor(5_000n, 1n)).toBe(1n); // 0.5 x 0.01 = 0.005 -> 0.01
    expect(lineAmountMinor(4_999n, 1n)).toBe(0n);
    expect(lineAmountMinor(25_000n, 40_000n)).toBe(100_000n); // 2.5 x 400.00
    expect(
      invoiceTotal(
        [
          { quantity: "3", unitPrice: "19.99" },
          { quantity: "2.5", unitPrice: "400" },
        ],
        "USD",
      ),
    ).toBe("1059.97");
    expect(invoiceTotal([{ quantity: "3", unitPrice: "19.999" }], "USD")).toBeNull();
  });

  it("numbers and the references that name them: case, spaces, the hyphen and leading zeros aside", () => {
    expect(invoiceNumberText(1)).toBe("INV-0001");
    expect(invoiceNumberText(12345)).toBe("INV-12345");
    for (const reference of ["INV-0001", "inv 0001", " Inv-1 ", "INV0001", "i n v - 0 0 0 1"])
      expect(invoiceSequenceOfReference(reference)).toBe(1);
    for (const reference of ["INV-0000", "INV-0001 paid", "Invoice INV-0001", "INV-", "", null, "INV--1"])
      expect(invoiceSequenceOfReference(reference)).toBeNull();
  });
});
