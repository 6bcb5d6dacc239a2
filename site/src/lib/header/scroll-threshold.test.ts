import { HEADER_SCROLL_THRESHOLD_PX } from "@bank/contracts";
import { describe, expect, it } from "vitest";
import { isScrolledPastThreshold } from "./scroll-threshold.ts";

describe("header scroll threshold", () => {
  it("stays at the top style up to 20 px and turns frosted past it", () => {
    expect(isScrolledPastThreshold(0, HEADER_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPastThreshold(20, HEADER_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPastThreshold(21, HEADER_SCROLL_THRESHOLD_PX)).toBe(true);
  });
});
