import { describe, expect, it } from "vitest";
import { payment } from "./payment-fixtures.ts";
import { appendPage, hasMovingOnTop, mergeRefresh, refreshSize } from "./payments-list.ts";

const rows = (...ids: string[]) => ids.map((id) => payment({ id }));

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
