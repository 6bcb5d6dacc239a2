import { describe, expect, it } from "vitest";
import { ARTHUR, PAULA, payment } from "./payment-fixtures.ts";
import { appendPage, approvalsInbox, hasMovingOnTop, mergeRefresh, refreshSize } from "./payments-list.ts";

const rows = (...ids: string[]) => ids.map((id) => payment({ id }));

describe("the approvals inbox", () => {
  it("holds the payments waiting for approval that the person did not make and has not approved", () => {
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
    expect(approvalsInbox(waiting, ARTHUR.userId).map((each) => each.id)).toEqual([
      "someone-elses",
      "by-a-former-member",
    ]);
    // Paula made the others: hers are not in her inbox, Arthur's is.
    expect(approvalsInbox(waiting, PAULA.userId).map((each) => each.id)).toEqual(["mine", "by-a-former-member"]);
  });
});

describe("the list's pages", () => {
  it("adds a page below the rows shown, never a row twice", () => {
    const state = { rows: rows("c", "b"), nextCursor: "cursor-1" };
    expect(appendPage(state, { payments: rows("b", "a"), nextCursor: null })).toEqual({
      rows: rows("c", "b", "a"),
      nextCursor: null,
    });
  });

  it("reads again at least a page and at most 100 rows, and replaces the top with what it read", () => {
    expect(refreshSize({ rows: rows("a"), nextCursor: null })).toBe(25);
    const many = { rows: Array.from({ length: 120 }, (_, index) => payment({ id: `p${index}` })), nextCursor: "x" };
    expect(refreshSize(many)).toBe(100);
    const fresh = { payments: [payment({ id: "p0", status: "settled" }), ...rows("new")], nextCursor: "y" };
    const merged = mergeRefresh(many, fresh, 2);
    expect(merged.rows.slice(0, 3).map((each) => each.id)).toEqual(["p0", "new", "p2"]);
    expect(merged.rows[0]!.status).toBe("settled");
    expect(merged.nextCursor).toBe("x");
    // The whole list read again: its cursor is the refresh's.
    expect(mergeRefresh({ rows: rows("a"), nextCursor: null }, fresh, 25)).toEqual({
      rows: fresh.payments,
      nextCursor: "y",
    });
  });

  it("is read again while a payment shown is on its way, and not otherwise", () => {
    expect(hasMovingOnTop({ rows: [payment({ status: "processing" })], nextCursor: null })).toBe(true);
    expect(hasMovingOnTop({ rows: [payment({ status: "settled" })], nextCursor: null })).toBe(false);
  });
});
