import { describe, expect, it } from "vitest";
import { noteTooltipClosed, tooltipOpenDelay } from "./tooltip-timing.ts";

describe("tooltip timing", () => {
  it("waits 700 ms, unless another tooltip closed less than 300 ms ago", () => {
    expect(tooltipOpenDelay(10_000)).toBe(700);
    noteTooltipClosed(10_000);
    expect(tooltipOpenDelay(10_299)).toBe(0);
    expect(tooltipOpenDelay(10_300)).toBe(700);
  });
});
