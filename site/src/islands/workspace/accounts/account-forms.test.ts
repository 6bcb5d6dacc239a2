import { describe, expect, it } from "vitest";
import { LEDGER_MESSAGES as M, type Account } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { checkAccountName, checkOpenAccount, checkTransfer, transferRefusal } from "./account-forms.ts";
import { destinationsFor, hasTransferPair } from "./transfer-pairs.ts";

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

const CHECKING = account("checking", "USD");
const SAVINGS = account("savings", "USD");
const WALLET = account("wallet", "USDC");
const ALL = [CHECKING, WALLET, SAVINGS];

describe("moving money between accounts", () => {
  it("goes only between two accounts of one currency", () => {
    expect(destinationsFor(CHECKING, ALL)).toEqual([SAVINGS]);
    expect(destinationsFor(WALLET, ALL)).toEqual([]);
    expect(hasTransferPair(ALL)).toBe(true);
    expect(hasTransferPair([CHECKING, WALLET])).toBe(false);
  });

  it("sends the amount checked against the from account's currency, and a memo only when there is one", () => {
    const values = { fromAccountId: "checking", toAccountId: "savings", amount: "$1,000.5", memo: "  " };
    expect(checkTransfer(values, ALL)).toEqual({
      ok: true,
      request: { fromAccountId: "checking", toAccountId: "savings", amount: "1000.5" },
    });
    expect(checkTransfer({ ...values, memo: " rent " }, ALL)).toMatchObject({ ok: true, request: { memo: "rent" } });
  });

  it("says what is wrong beside each field", () => {
    const values = { fromAccountId: "checking", toAccountId: "checking", amount: "1.234", memo: "x".repeat(141) };
    expect(checkTransfer(values, ALL)).toEqual({
      ok: false,
      errors: { toAccountId: M.sameAccount, amount: M.amountDecimals("USD", 2), memo: M.memo },
    });
    expect(checkTransfer({ ...values, toAccountId: "wallet", amount: "1", memo: "" }, ALL)).toEqual({
      ok: false,
      errors: { toAccountId: M.currencyMismatch },
    });
  });

  it("shows a refusal beside the field it is about", () => {
    const refusal = (status: number, code: string, serverMessage: string) =>
      new ApiError({ kind: "refused", status, code, serverMessage });
    expect(transferRefusal(refusal(422, "insufficientFunds", M.insufficientFunds))).toEqual({
      amount: M.insufficientFunds,
    });
    expect(transferRefusal(refusal(400, "currencyMismatch", M.currencyMismatch))).toEqual({
      toAccountId: M.currencyMismatch,
    });
    expect(transferRefusal(refusal(404, "accountNotFound", M.accountNotFound))).toEqual({ form: M.accountNotFound });
    expect(transferRefusal(new ApiError({ kind: "refused", status: 400, fieldErrors: { amount: M.amount } }))).toEqual({
      amount: M.amount,
    });
    // Not a refusal about the transfer: a toast says it instead.
    expect(transferRefusal(new ApiError({ kind: "no-answer", status: 0 }))).toBeNull();
    expect(transferRefusal(refusal(500, "internal", "Something went wrong"))).toBeNull();
  });
});

describe("opening and renaming an account", () => {
  it("takes a name of 1 to 50 characters", () => {
    expect(checkAccountName("  Payroll ")).toEqual({ ok: true, name: "Payroll" });
    expect(checkAccountName(" ")).toEqual({ ok: false, message: M.accountName });
    expect(checkAccountName("x".repeat(51))).toEqual({ ok: false, message: M.accountName });
  });

  it("opens checking and savings in USD, a wallet in USDC", () => {
    expect(checkOpenAccount({ name: "Payroll", kind: "checking" })).toEqual({
      ok: true,
      request: { name: "Payroll", kind: "checking", currency: "USD" },
    });
    expect(checkOpenAccount({ name: "Reserve", kind: "savings" })).toMatchObject({ request: { currency: "USD" } });
    expect(checkOpenAccount({ name: "Treasury", kind: "wallet" })).toMatchObject({ request: { currency: "USDC" } });
    expect(checkOpenAccount({ name: "", kind: "wallet" })).toEqual({ ok: false, errors: { name: M.accountName } });
  });
});
