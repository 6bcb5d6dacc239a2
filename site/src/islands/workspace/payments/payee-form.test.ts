import { describe, expect, it } from "vitest";
import { PAYEE_MESSAGES as M, isChecksummedAddress } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { checkPayee, emptyPayee, payeeRefusal, type PayeeValues } from "./payee-form.ts";

function values(changes: Partial<PayeeValues>): PayeeValues {
  return { ...emptyPayee("ach"), name: "Acme Supplies LLC", ...changes };
}

describe("a payee added while making a payment", () => {
  it("by ACH takes an account number, an ABA routing number and the account's type; spaces and dashes dropped", () => {
    expect(
      checkPayee(values({ accountNumber: "0001 2345-6789", routingNumber: "021-000-021" }), isChecksummedAddress),
    ).toEqual({
      ok: true,
      request: {
        name: "Acme Supplies LLC",
        method: "ach",
        accountNumber: "000123456789",
        routingNumber: "021000021",
        accountType: "checking",
      },
    });
  });

  it("refuses a routing number whose ABA checksum fails, and an account number that is not 4 to 17 digits", () => {
    expect(checkPayee(values({ accountNumber: "123", routingNumber: "021000022" }), isChecksummedAddress)).toEqual({
      ok: false,
      errors: { "payee.accountNumber": M.accountNumber, "payee.routingNumber": M.routingNumber },
    });
  });

  it("by wire also needs the bank's name and the payee's address", () => {
    const wire = values({ method: "wire", accountNumber: "12345678", routingNumber: "021000021" });
    expect(checkPayee(wire, isChecksummedAddress)).toEqual({
      ok: false,
      errors: { "payee.bankName": M.bankName, "payee.address": M.address },
    });
    expect(
      checkPayee({ ...wire, bankName: " First Bank ", address: "1 Main St, Springfield" }, isChecksummedAddress),
    ).toMatchObject({ ok: true, request: { method: "wire", bankName: "First Bank" } });
  });

  it("in USDC needs the address with its EIP-55 checksum: one case alone, or a letter's case changed, is refused", () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(checkPayee(values({ method: "usdc", walletAddress: ` ${address} ` }), isChecksummedAddress)).toEqual({
      ok: true,
      request: { name: "Acme Supplies LLC", method: "usdc", walletAddress: address },
    });
    for (const wrong of [address.toLowerCase(), address.replace("E0F", "e0F")])
      expect(checkPayee(values({ method: "usdc", walletAddress: wrong }), isChecksummedAddress)).toEqual({
        ok: false,
        errors: { "payee.walletAddress": M.walletAddress },
      });
  });

  it("needs a name", () => {
    expect(
      checkPayee(values({ name: "  ", accountNumber: "12345", routingNumber: "021000021" }), isChecksummedAddress),
    ).toEqual({ ok: false, errors: { "payee.name": M.name } });
  });

  it("has the service's refusal of a field beside that field, and its other words above the button", () => {
    const fields = new ApiError({ kind: "refused", status: 400, fieldErrors: { routingNumber: M.routingNumber } });
    expect(payeeRefusal(fields)).toEqual({ "payee.routingNumber": M.routingNumber });
    const tooMany = new ApiError({ kind: "refused", status: 409, serverMessage: M.tooManyPayees });
    expect(payeeRefusal(tooMany)).toEqual({ form: M.tooManyPayees });
    expect(payeeRefusal(new ApiError({ kind: "no-answer", status: 0 }))).toBeNull();
  });
});
