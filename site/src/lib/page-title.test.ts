import { describe, expect, it } from "vitest";
import { BRAND_NAME } from "../consts.ts";
import { pageTitle } from "./page-title.ts";

describe("pageTitle", () => {
  it("puts the page's title before the brand", () => {
    expect(pageTitle("Sign In")).toBe(`Sign In | ${BRAND_NAME}`);
  });

  it("is the brand alone when a page has no title of its own", () => {
    expect(pageTitle(undefined)).toBe(BRAND_NAME);
    expect(pageTitle(BRAND_NAME)).toBe(BRAND_NAME);
  });
});
