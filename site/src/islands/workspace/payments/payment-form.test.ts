import { describe, expect, it } from "vitest";
import { LEDGER_MESSAGES, PAYMENT_FIELD_MESSAGES as M, PAYMENT_FORM_TEXTS as T } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { USDC_PAYEE, account, payee } from "./payment-fixtures.ts";
import {
  accountsFor,
  checkPayment,
  emptyPayment,
  isAboutForm,
  lastSendDay,
  paymentRefusal,
  utcDay,
  withAccountFor,
  type PaymentValues,
} from "./payment-form.ts";

const accounts = [account("checking", "USD"), account("wallet", "USDC", "500.000000")];
const payees = [payee(), USDC_PAYEE];
const today = "2026-03-04";

function values(changes: Partial<PaymentValues> = {}): PaymentValues {
  return { payeeId: "payee-1", fromAccountId: "checking", amount: "15,000.00", memo: "", sendOn: "", ...changes };
}

const refused = (status: number, code?: string, message?: string, fieldErrors?: Record<string, string>) =>
  new ApiError({ kind: "refused", status, code, serverMessage: message, ...(fieldErrors ? { fieldErrors } : {}) });

describe("a new payment's details", () => {
  it("make the request the service takes: the amount cleaned, no memo or send day when none is given", () => {
    expect(checkPayment(values(), accounts, payees, today)).toEqual({
      ok: true,
      request: { fromAccountId: "checking", payeeId: "payee-1", amount: "15000.00" },
    });
    expect(
      checkPayment(values({ memo: "  Invoice 1042 ", sendOn: "2026-03-10" }), accounts, payees, today),
    ).toMatchObject({ ok: true, request: { memo: "Invoice 1042", sendOn: "2026-03-10" } });
  });

  it("need a payee, and an account that can pay them, each said beside its field", () => {
    expect(checkPayment(values({ payeeId: "" }), accounts, payees, today)).toEqual({
      ok: false,
      errors: { payeeId: T.payeeRequired },
    });
    expect(checkPayment(values({ payeeId: USDC_PAYEE.id }), accounts, payees, today)).toEqual({
      ok: false,
      errors: { fromAccountId: M.methodCurrency },
    });
    expect(checkPayment(values({ fromAccountId: "gone" }), accounts, payees, today)).toEqual({
      ok: false,
      errors: { fromAccountId: M.accountNotFound },
    });
  });

  it("check the amount against the account's currency, in the service's words", () => {
    expect(checkPayment(values({ amount: "12.345" }), accounts, payees, today)).toEqual({
      ok: false,
      errors: { amount: LEDGER_MESSAGES.amountDecimals("USD", 2) },
    });
    expect(
      checkPayment(
        values({ payeeId: USDC_PAYEE.id, fromAccountId: "wallet", amount: "12.345678" }),
        accounts,
        payees,
        today,
      ),
    ).toMatchObject({ ok: true, request: { amount: "12.345678" } });
  });

  it("take a send day from today (UTC) to a year ahead; today is the same as none", () => {
    expect(checkPayment(values({ sendOn: today }), accounts, payees, today)).toMatchObject({
      ok: true,
      request: { amount: "15000.00" },
    });
    expect(checkPayment(values({ sendOn: today }), accounts, payees, today)).not.toHaveProperty("request.sendOn");
    for (const sendOn of ["2026-03-03", "2027-03-05", "2026-02-30", "tomorrow"])
      expect(checkPayment(values({ sendOn }), accounts, payees, today), sendOn).toEqual({
        ok: false,
        errors: { sendOn: M.sendOn },
      });
    expect(lastSendDay(today)).toBe("2027-03-04");
    expect(checkPayment(values({ sendOn: "2027-03-04" }), accounts, payees, today).ok).toBe(true);
    expect(utcDay(Date.parse("2026-03-04T23:59:59Z"))).toBe(today);
  });

  it("offer only the accounts that can pay the payee, and keep the account when it still can", () => {
    expect(accountsFor(payee(), accounts).map((each) => each.id)).toEqual(["checking"]);
    expect(accountsFor(USDC_PAYEE, accounts).map((each) => each.id)).toEqual(["wallet"]);
    expect(accountsFor(undefined, accounts)).toHaveLength(2);
    expect(withAccountFor(values({ payeeId: USDC_PAYEE.id }), accounts, payees).fromAccountId).toBe("wallet");
    expect(withAccountFor(values(), accounts, payees).fromAccountId).toBe("checking");
    expect(emptyPayment(accounts)).toEqual({
      payeeId: "",
      fromAccountId: "checking",
      amount: "",
      memo: "",
      sendOn: "",
    });
  });
});

describe("a refusal of the new payment", () => {
  it("is placed beside the field it is about: the details' fields send the person back to them", () => {
    const insufficient = paymentRefusal(
      refused(422, "insufficientFunds", "Not enough", { amount: "The account does not have enough" }),
    );
    expect(insufficient).toEqual({ amount: "The account does not have enough" });
    expect(isAboutForm(insufficient!)).toBe(true);
    expect(paymentRefusal(refused(422, "dailyLimitExceeded", "Limit", { amount: "Limit" }))).toEqual({
      amount: "Limit",
    });
    expect(paymentRefusal(refused(404, "payeeNotFound", "Gone"))).toEqual({ payeeId: "Gone" });
    expect(paymentRefusal(refused(400, "methodCurrency", "Wrong account"))).toEqual({ fromAccountId: "Wrong account" });
  });

  it("about the approvals stays on the review, beside them; one without a field above its buttons", () => {
    const approvers = paymentRefusal(refused(422, "notEnoughApprovers", "Too few approvers"));
    expect(approvers).toEqual({ approvals: "Too few approvers" });
    expect(isAboutForm(approvers!)).toBe(false);
    expect(paymentRefusal(refused(409, "idempotencyKeyReused", "Reused"))).toEqual({ form: "Reused" });
  });

  it("without words, or no answer at all, is the failure toast's", () => {
    expect(paymentRefusal(refused(500))).toBeNull();
    expect(paymentRefusal(refused(503, undefined, "Busy"))).toBeNull();
    expect(paymentRefusal(new ApiError({ kind: "no-answer", status: 0 }))).toBeNull();
  });
});
