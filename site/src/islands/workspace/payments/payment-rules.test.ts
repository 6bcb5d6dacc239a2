import { describe, expect, it } from "vitest";
import { PAYMENT_FIELD_MESSAGES as M } from "@bank/contracts";
import { ARTHUR, PAULA, payment } from "./payment-fixtures.ts";
import { actionsFor, awaitsApprovalBy, personName } from "./payment-rules.ts";
import { checkReason } from "./reason.ts";

const member = (...permissions: ("view" | "pay" | "approve" | "manage")[]) => ({ permissions });

describe("what a person may do about a payment", () => {
  it("an approver approves or rejects someone else's payment waiting for approval", () => {
    expect(actionsFor(payment(), member("view", "approve"), ARTHUR.userId)).toEqual({
      actions: ["approve", "reject"],
      note: null,
    });
  });

  it("its creator may not decide it, and is told so; they may cancel it while they may pay", () => {
    expect(actionsFor(payment(), member("view", "pay", "approve"), PAULA.userId)).toEqual({
      actions: ["cancel"],
      note: "own",
    });
    expect(actionsFor(payment(), member("view"), PAULA.userId)).toEqual({ actions: [], note: null });
  });

  it("one who approved it already is told so, and is offered nothing more", () => {
    const approved = payment({
      approvalsRequired: 2,
      approvals: [{ ...ARTHUR, at: "2026-03-04T16:00:00.000Z", method: "code" }],
    });
    expect(actionsFor(approved, member("view", "approve"), ARTHUR.userId)).toEqual({ actions: [], note: "approved" });
  });

  it("a manager cancels anyone's payment waiting for approval or its send day, and returns a settled one", () => {
    const manager = member("view", "pay", "approve", "manage");
    expect(actionsFor(payment({ status: "scheduled" }), manager, "someone").actions).toEqual(["cancel"]);
    expect(actionsFor(payment({ status: "settled" }), manager, "someone").actions).toEqual(["return"]);
    expect(actionsFor(payment({ status: "processing" }), manager, "someone").actions).toEqual([]);
    expect(actionsFor(payment({ status: "settled" }), member("view", "approve"), "someone").actions).toEqual([]);
  });

  it("names people, and a former member as none", () => {
    expect(personName(PAULA)).toBe("Paula Payer");
    expect(personName(null)).toBeNull();
  });
});

describe("a rejection's or a return's reason", () => {
  it("is 1 to 200 characters once trimmed, in the service's words otherwise", () => {
    expect(checkReason("  Duplicate of invoice 7 ")).toEqual({ ok: true, request: "Duplicate of invoice 7" });
    expect(checkReason("   ")).toEqual({ ok: false, errors: { reason: M.reason } });
    expect(checkReason("x".repeat(201))).toEqual({ ok: false, errors: { reason: M.reason } });
  });
});

describe("awaitsApprovalBy", () => {
  it("holds for a payment waiting for approval that the person did not make and has not approved", () => {
    const waiting = [
      payment({ id: "someone-elses" }),
      payment({ id: "mine", createdBy: ARTHUR }),
      payment({
        id: "approved-by-me",
        approvalsRequired: 2,
        approvals: [{ ...ARTHUR, at: "2026-03-04T16:00:00.000Z", method: "passkey" }],
      }),
      payment({ id: "by-a-former-member", createdBy: null }),
      payment({ id: "settled", status: "settled" }),
    ];
    expect(waiting.filter((each) => awaitsApprovalBy(each, ARTHUR.userId)).map((each) => each.id)).toEqual([
      "someone-elses",
      "by-a-former-member",
    ]);
    // Paula made the others: hers are not in her inbox, Arthur's is.
    expect(waiting.filter((each) => awaitsApprovalBy(each, PAULA.userId)).map((each) => each.id)).toEqual([
      "mine",
      "by-a-former-member",
    ]);
  });
});
