import { describe, expect, it } from "vitest";
import { LEDGER_MESSAGES as M, type Account } from "@bank/contracts";
import { checkDeposit, formErrorsOf, methodsFor, type DepositValues } from "./deposit-form.ts";

function account(id: string, currency: "USD" | "USDC"): Account {
  return {
    id,
    name: id,
    kind: currency === "USD" ? "checking" : "wallet",
    currency,
    accountNumber: null,
    routingNumber: null,
    depositAddress: null,
    balance: { available: "0", posted: "0", pending: "0" },
    openedAt: "2026-01-01T00:00:00.000Z",
  };
}

const ACCOUNTS = [account("checking", "USD"), account("wallet", "USDC")];
const VALUES: DepositValues = {
  accountId: "checking",
  amount: "1,250.00",
  method: "ach",
  from: " Acme ",
  reference: "",
};

describe("the sandbox deposit form", () => {
  it("offers the methods the account's currency arrives by", () => {
    expect(methodsFor(ACCOUNTS[0])).toEqual(["ach", "wire"]);
    expect(methodsFor(ACCOUNTS[1])).toEqual(["usdc"]);
  });

  it("sends what the service takes: the amount as typed without commas, the sender trimmed, no empty reference", () => {
    expect(checkDeposit(VALUES, ACCOUNTS)).toEqual({
      ok: true,
      request: { accountId: "checking", amount: "1250.00", method: "ach", from: { name: "Acme" } },
    });
    expect(checkDeposit({ ...VALUES, reference: " INV-7 " }, ACCOUNTS)).toMatchObject({
      ok: true,
      request: { reference: "INV-7" },
    });
  });

  it("checks the amount against the account's currency and the sandbox's largest deposit", () => {
    expect(checkDeposit({ ...VALUES, amount: "1.001" }, ACCOUNTS)).toEqual({
      ok: false,
      errors: { amount: M.amountDecimals("USD", 2) },
    });
    expect(checkDeposit({ ...VALUES, accountId: "wallet", method: "usdc", amount: "1.001" }, ACCOUNTS)).toMatchObject({
      ok: true,
    });
    expect(checkDeposit({ ...VALUES, amount: "10000001" }, ACCOUNTS)).toEqual({
      ok: false,
      errors: { amount: M.depositTooLarge },
    });
  });

  it("names every field that is wrong at once", () => {
    expect(
      checkDeposit(
        { accountId: "wallet", amount: "", method: "wire", from: " ", reference: "x".repeat(141) },
        ACCOUNTS,
      ),
    ).toEqual({
      ok: false,
      errors: {
        amount: M.amount,
        method: M.depositMethodCurrency,
        from: M.depositFrom,
        reference: M.depositReference,
      },
    });
    expect(checkDeposit({ ...VALUES, accountId: "gone" }, ACCOUNTS)).toEqual({
      ok: false,
      errors: { accountId: M.accountNotFound },
    });
  });

  it("shows the service's field messages under the form's names", () => {
    expect(formErrorsOf({ "from.name": M.depositFrom, amount: M.amount })).toEqual({
      from: M.depositFrom,
      amount: M.amount,
    });
  });
});
