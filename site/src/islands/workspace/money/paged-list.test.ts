import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@bank/contracts";
import { appendPage, mergeRefresh, movingOnTop, refreshSize } from "./paged-list.ts";

interface Row {
  id: string;
  status: "pending" | "posted";
}

const row = (id: string, status: Row["status"] = "posted"): Row => ({ id, status });
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => row(`t${from + index}`));
const pending = (each: Row) => each.status === "pending";

describe("a list read a page at a time", () => {
  it("adds the next page below without repeating a row", () => {
    const state = { rows: [row("a"), row("b")], nextCursor: "c1" };
    expect(appendPage(state, { rows: [row("b"), row("c")], nextCursor: null })).toEqual({
      rows: [row("a"), row("b"), row("c")],
      nextCursor: null,
    });
  });

  it("reads again the rows shown, at least a page and at most what one read gives", () => {
    expect(refreshSize({ rows: rows(3), nextCursor: null })).toBe(DEFAULT_PAGE_SIZE);
    expect(refreshSize({ rows: rows(60), nextCursor: "x" })).toBe(60);
    expect(refreshSize({ rows: rows(250), nextCursor: "x" })).toBe(MAX_PAGE_SIZE);
  });

  it("replaces the whole list when the refresh read all of it: a posted deposit, a new row, a row that no longer matches", () => {
    const state = { rows: [row("new-deposit", "pending"), row("old")], nextCursor: null };
    const fresh = { rows: [row("newer"), row("new-deposit", "posted")], nextCursor: "more" };
    expect(mergeRefresh(state, fresh, 25)).toEqual(fresh);
  });

  it("keeps the rows below what the refresh read, and their cursor", () => {
    const state = { rows: [row("p", "pending"), ...rows(4)], nextCursor: "next" };
    const fresh = { rows: [row("p", "posted"), row("t0")], nextCursor: "c" };
    expect(mergeRefresh(state, fresh, 2)).toEqual({
      rows: [row("p", "posted"), row("t0"), row("t1"), row("t2"), row("t3")],
      nextCursor: "next",
    });
  });

  it("reads again only while a row it would read is still on its way", () => {
    expect(movingOnTop({ rows: rows(3), nextCursor: null }, pending)).toBe(false);
    expect(movingOnTop({ rows: [...rows(3), row("p", "pending")], nextCursor: null }, pending)).toBe(true);
    expect(movingOnTop({ rows: [...rows(MAX_PAGE_SIZE), row("p", "pending")], nextCursor: null }, pending)).toBe(false);
  });
});
