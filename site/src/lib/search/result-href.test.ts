import { describe, expect, it } from "vitest";
import { resultHref } from "./result-href.ts";

describe("resultHref", () => {
  it("links a page folder by the site's path, without the trailing slash", () => {
    expect(resultHref("/insights/stablecoins-for-business-payments/")).toBe(
      "/insights/stablecoins-for-business-payments",
    );
    expect(resultHref("/help-center/")).toBe("/help-center");
  });

  it("keeps a section's anchor and the home page's slash", () => {
    expect(resultHref("/help-center/#fees")).toBe("/help-center#fees");
    expect(resultHref("/")).toBe("/");
  });

  it("never leaves the site, whatever the index says", () => {
    expect(resultHref("https://elsewhere.example/phish/")).toBe("/phish");
    expect(resultHref("//elsewhere.example/phish")).toBe("/phish");
  });
});
