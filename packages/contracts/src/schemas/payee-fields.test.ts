import { describe, expect, it } from "vitest";
import { isChecksummedAddress, toChecksumAddress } from "./payee-fields.ts";
import { isAbaRoutingNumber } from "./routing-number.ts";
import { payeeRequestSchema } from "./payees.ts";

// EIP-55's own examples.
const CHECKSUMMED = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("payee fields", () => {
  it("accepts EIP-55's example addresses and refuses one letter's case flipped, or an address in one case", () => {
    for (const address of CHECKSUMMED) {
      expect(isChecksummedAddress(address)).toBe(true);
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      const flipped = address.replace(/[a-f]/, (letter) => letter.toUpperCase());
      expect(isChecksummedAddress(flipped)).toBe(false);
      expect(isChecksummedAddress(address.toLowerCase())).toBe(false);
    }
    expect(isChecksummedAddress("0x123")).toBe(false);
  });

  it("checks an ABA routing number's weights 3, 7, 1", () => {
    expect(isAbaRoutingNumber("021000021")).toBe(true);
    expect(isAbaRoutingNumber("011000015")).toBe(true);
    expect(isAbaRoutingNumber("021000022")).toBe(false);
    expect(isAbaRoutingNumber("000000000")).toBe(false);
    expect(isAbaRoutingNumber("02100002")).toBe(false);
  });

  it("names the field a payee is missing or has wrong, per method", () => {
    const wire = payeeRequestSchema.safeParse({
      name: "Acme",
      method: "wire",
      accountNumber: "123456",
      routingNumber: "021000022",
    });
    expect(wire.success).toBe(false);
    const paths = wire.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["routingNumber", "bankName", "address"]));
    expect(payeeRequestSchema.safeParse({ name: "Acme", method: "usdc", walletAddress: CHECKSUMMED[0] }).success).toBe(
      true,
    );
  });
});
