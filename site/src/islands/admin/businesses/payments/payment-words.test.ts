import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, type AdminPaymentPage } from "@bank/contracts";
import {
  appendPage,
  approvalsInWords,
  evidenceOf,
  listInWords,
  personName,
  sendOnInWords,
  statusOf,
  type StaffPayment,
} from "./payment-words.ts";

const approval = {
  userId: "u-2",
  firstName: "Arthur",
  lastName: "Dent",
  at: "2026-03-03T10:00:00.000Z",
  method: "code",
};
const payment = (id: string): StaffPayment => ({
  id,
  status: "processing",
  amount: "10000.00",
  currency: "USD",
  fee: "0.00",
  payee: { id: "p-1", name: "Acme Supplies LLC", method: "ach", destination: "ACH to checking account ending 6789" },
  fromAccountId: "a-1",
  memo: null,
  sendOn: null,
  createdBy: { userId: "u-1", firstName: "Olivia", lastName: "Owner" },
  createdAt: "2026-03-03T09:59:00.000Z",
  approvalsRequired: 1,
  approvals: [approval as StaffPayment["approvals"][number]],
  timeline: [],
  evidence: [{ userId: "u-2", method: "code", at: approval.at, evidence: { binding: "ab", step: 1 } }],
});

describe("a business's payments in words", () => {
  it("says how many are shown and whether more can be loaded, or that none are", () => {
    expect(listInWords({ payments: [payment("1")], nextCursor: "c" }, undefined)).toBe(
      "1 payment shown, more to load.",
    );
    expect(listInWords({ payments: [payment("1"), payment("2")], nextCursor: null }, "settled")).toBe(
      "2 payments shown.",
    );
    expect(listInWords({ payments: [], nextCursor: null }, undefined)).toBe("No payments yet.");
    expect(listInWords({ payments: [], nextCursor: null }, "rejected")).toBe("No payments with the status “Rejected”.");
  });

  it("counts approvals against those required, and says when none were needed", () => {
    expect(approvalsInWords({ approvals: [], approvalsRequired: 2 })).toBe("0 of 2");
    expect(approvalsInWords(payment("1"))).toBe("1 of 1");
    expect(approvalsInWords({ approvals: [], approvalsRequired: 0 })).toBe("None needed");
  });

  it("names people, and someone whose account is gone as a former member", () => {
    expect(personName({ firstName: "Olivia", lastName: "Owner" })).toBe("Olivia Owner");
    expect(personName(null)).toBe("A former member");
  });

  it("gives the UTC send day, or says it goes once approved", () => {
    const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    expect(sendOnInWords("2026-03-03", format)).toBe("Mar 3, 2026 (UTC)");
    expect(sendOnInWords(null, format)).toBe("Once approved");
    expect(sendOnInWords("someday", format)).toBe("someday");
  });

  it("adds the next page below and never shows a payment twice", () => {
    const page: AdminPaymentPage = { payments: [payment("2"), payment("3")], nextCursor: null };
    const joined = appendPage({ payments: [payment("1"), payment("2")], nextCursor: "c" }, page);
    expect(joined.payments.map((each) => each.id)).toEqual(["1", "2", "3"]);
    expect(joined.nextCursor).toBeNull();
  });

  it("finds what signed a person's approval", () => {
    expect(evidenceOf(payment("1"), "u-2")?.evidence).toEqual({ binding: "ab", step: 1 });
    expect(evidenceOf(payment("1"), "u-9")).toBeUndefined();
  });

  it("reads the filter's value back as a status, or none for all", () => {
    expect(statusOf("settled", PAYMENT_STATUSES)).toBe("settled");
    expect(statusOf("", PAYMENT_STATUSES)).toBeUndefined();
    expect(statusOf("toString", PAYMENT_STATUSES)).toBeUndefined();
  });
});
