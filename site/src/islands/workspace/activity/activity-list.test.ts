import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Transaction } from "@bank/contracts";
import { appendPage, hasPendingOnTop, mergeRefresh, refreshSize } from "./activity-list.ts";

function row(id: string, status: Transaction["status"] = "posted"): Transaction {
  return {
    id,
    accountId: "checking",
    at: "2026-03-01T00:00:00.000Z",
    postedAt: status === "posted" ? "2026-03-01T00:00:01.000Z" : null,
    description: id,
    counterparty: null,
    amount: "1.00",
    currency: "USD",
    status,
    kind: "deposit",
    balanceAfter: status === "posted" ? "1.00" : null,
    paymentId: null,
  };
}

const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => row(`t${from + index}`));

describe("the activity list's pages", () => {
  it("adds the next page below without repeating a row", () => {
    const state = { rows: [row("a"), row("b")], nextCursor: "c1" };
    expect(appendPage(state, { transactions: [row("b"), row("c")], nextCursor: null })).toEqual({
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
    const fresh = { transactions: [row("newer"), row("new-deposit", "posted")], nextCursor: "more" };
    expect(mergeRefresh(state, fresh, 25)).toEqual({ rows: fresh.transactions, nextCursor: "more" });
  });

  it("keeps the rows below what the refresh read, and their cursor", () => {
    const state = { rows: [row("p", "pending"), ...rows(4)], nextCursor: "next" };
    const fresh = { transactions: [row("p", "posted"), row("t0")], nextCursor: "c" };
    expect(mergeRefresh(state, fresh, 2)).toEqual({
      rows: [row("p", "posted"), row("t0"), row("t1"), row("t2"), row("t3")],
      nextCursor: "next",
    });
  });

  it("reads again only while a row it would read is pending", () => {
    expect(hasPendingOnTop({ rows: rows(3), nextCursor: null })).toBe(false);
    expect(hasPendingOnTop({ rows: [...rows(3), row("p", "pending")], nextCursor: null })).toBe(true);
    expect(hasPendingOnTop({ rows: [...rows(MAX_PAGE_SIZE), row("p", "pending")], nextCursor: null })).toBe(false);
  });
});
