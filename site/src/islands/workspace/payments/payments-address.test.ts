import { describe, expect, it } from "vitest";
import { newPaymentHref, newPaymentStepOf } from "./new-payment-address.ts";
import { businessOf, paymentHref, searchOf, viewOf } from "./payments-address.ts";

describe("the payments page's address", () => {
  it("opens the payment and chooses the business a mailed link names", () => {
    const search = "?business=biz-1&payment=pay-1";
    expect(viewOf(search)).toEqual({ kind: "payment", paymentId: "pay-1", decision: undefined });
    expect(businessOf(search)).toBe("biz-1");
  });

  it("opens a decision about a payment as its own step, and leaves out one it does not know", () => {
    expect(viewOf("?payment=pay-1&decision=approve")).toEqual({
      kind: "payment",
      paymentId: "pay-1",
      decision: "approve",
    });
    expect(viewOf("?payment=pay-1&decision=delete")).toMatchObject({ decision: undefined });
    expect(paymentHref("pay-1", "approve-code")).toBe("/dashboard/payments?payment=pay-1&decision=approve-code");
  });

  it("keeps the list's status filter, and leaves out a status or an id the service would refuse", () => {
    expect(viewOf("?status=settled")).toEqual({ kind: "list", status: "settled" });
    expect(viewOf("?status=lost")).toEqual({ kind: "list", status: undefined });
    expect(viewOf(`?payment=${"x".repeat(101)}`)).toEqual({ kind: "list", status: undefined });
    expect(searchOf({ kind: "list", status: "pending_approval" })).toBe("?status=pending_approval");
    expect(searchOf({ kind: "list" })).toBe("");
  });

  it("never keeps the business: the switcher holds it", () => {
    expect(searchOf(viewOf("?business=biz-1&payment=pay-1"))).toBe("?payment=pay-1");
  });

  it("names the new payment's steps", () => {
    expect(newPaymentHref()).toBe("/dashboard/payments/new");
    expect(newPaymentHref("review")).toBe("/dashboard/payments/new?review");
    expect(newPaymentStepOf("?add-payee")).toBe("add-payee");
    expect(newPaymentStepOf("?review")).toBe("review");
    expect(newPaymentStepOf("")).toBe("details");
  });
});
