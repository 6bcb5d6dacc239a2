import { describe, expect, it } from "vitest";
import { searchQueryOf, withSearchQuery } from "./search-query-url.ts";

describe("the search in the page's address", () => {
  it("reads the search a shared link carries", () => {
    expect(searchQueryOf("https://bank.example/insights?q=USDC%20fees")).toBe("USDC fees");
    expect(searchQueryOf("https://bank.example/insights?q=%20%20")).toBe("");
    expect(searchQueryOf("https://bank.example/insights")).toBe("");
  });

  it("writes the search into the address and keeps its other parameters and anchor", () => {
    expect(withSearchQuery("https://bank.example/insights?ref=mail#list", " USDC ")).toBe(
      "https://bank.example/insights?ref=mail&q=USDC#list",
    );
    expect(withSearchQuery("https://bank.example/insights?q=old", "card & fees")).toBe(
      "https://bank.example/insights?q=card+%26+fees",
    );
  });

  it("takes the search out of the address when it is cleared", () => {
    expect(withSearchQuery("https://bank.example/help-center?q=fees&ref=mail", "")).toBe(
      "https://bank.example/help-center?ref=mail",
    );
    expect(withSearchQuery("https://bank.example/help-center?q=fees", " ")).toBe("https://bank.example/help-center");
  });
});
