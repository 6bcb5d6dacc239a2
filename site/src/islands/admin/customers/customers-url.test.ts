import { describe, expect, it } from "vitest";
import { customersHref, parseCustomersView } from "./customers-url.ts";

describe("the customers page's address", () => {
  it("round-trips the search and the open customer", () => {
    const href = customersHref({ query: "ada lovelace&co", id: "42" });
    expect(href).toBe("/admin/customers?q=ada+lovelace%26co&id=42");
    expect(parseCustomersView(href.slice(href.indexOf("?")))).toEqual({ query: "ada lovelace&co", id: "42" });
  });

  it("leaves out empty parts and reads a bare address as no search", () => {
    expect(customersHref({ query: "", id: "" })).toBe("/admin/customers");
    expect(customersHref({ id: "7" })).toBe("/admin/customers?id=7");
    expect(parseCustomersView("")).toEqual({ query: "", id: "" });
  });

  it("trims the search and cuts it to the longest the service takes", () => {
    expect(parseCustomersView(`?q=${"a".repeat(150)}`).query).toHaveLength(100);
    expect(parseCustomersView("?q=%20ada%20").query).toBe("ada");
  });
});
