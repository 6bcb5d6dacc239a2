import { describe, expect, it } from "vitest";
import { PAYMENT_FIELD_MESSAGES as M } from "@bank/contracts";
import { ARTHUR, PAULA, payment } from "./payment-fixtures.ts";
import { actionsFor, personName } from "./payment-rules.ts";
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
