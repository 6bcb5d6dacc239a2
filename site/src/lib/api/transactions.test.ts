import { describe, expect, it } from "vitest";
import { filterFromSearch, filterQuery, isFiltered, transactionsCsvHref } from "./transactions.ts";

describe("the activity's filters as a query string", () => {
  it("writes every filter set, in one order, and leaves out empty ones", () => {
    expect(filterQuery({})).toBe("");
    expect(
      filterQuery({
        kind: "deposit",
        status: "pending",
        direction: "in",
        q: "  acme  ",
        to: "2026-03-31",
        from: "2026-03-01",
        accountId: "acc-1",
      }),
    ).toBe("accountId=acc-1&from=2026-03-01&to=2026-03-31&q=acme&direction=in&status=pending&kind=deposit");
    expect(filterQuery({ q: "   ", accountId: "" })).toBe("");
  });

  it("adds a page's cursor and size after the filters", () => {
    expect(filterQuery({ status: "posted" }, { cursor: "abc==", limit: 25 })).toBe(
      "status=posted&cursor=abc%3D%3D&limit=25",
    );
    expect(filterQuery({}, { cursor: null, limit: 8 })).toBe("limit=8");
  });

  it("encodes a search so it stays one value", () => {
    expect(filterQuery({ q: "Smith & Sons #2" })).toBe("q=Smith+%26+Sons+%232");
    expect(filterFromSearch("?q=Smith+%26+Sons+%232")).toEqual({ q: "Smith & Sons #2" });
  });

  it("reads back what it wrote", () => {
    const filter = {
      accountId: "acc-1",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "acme",
      direction: "out",
      status: "void",
      kind: "transfer",
    } as const;
    expect(filterFromSearch(`?${filterQuery(filter)}`)).toEqual(filter);
  });

  it("leaves out what the service would refuse rather than sending it", () => {
    expect(
      filterFromSearch("?status=lost&direction=sideways&kind=gift&from=2026-13-01&to=31/03/2026&q=&accountId="),
    ).toEqual({});
    expect(filterFromSearch(`?q=${"x".repeat(150)}`).q).toHaveLength(100);
    expect(filterFromSearch(`?accountId=${"a".repeat(101)}`)).toEqual({});
  });

  it("knows a filtered list from the whole history", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: " " })).toBe(false);
    expect(isFiltered({ direction: "in" })).toBe(true);
  });

  it("builds the CSV export's link from the same filters", () => {
    expect(transactionsCsvHref("biz 1", {})).toBe("/api/businesses/biz%201/transactions.csv");
    expect(transactionsCsvHref("biz", { status: "posted", from: "2026-01-01" })).toBe(
      "/api/businesses/biz/transactions.csv?from=2026-01-01&status=posted",
    );
  });
});
