import { afterEach, describe, expect, it, vi } from "vitest";
import { prefersReducedMotionNow } from "./reduced-motion.ts";

afterEach(() => vi.unstubAllGlobals());

function visitorWhoseSettingIs(reduce: boolean): void {
  const matchMedia = (query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" });
  vi.stubGlobal("window", { matchMedia });
}

describe("prefersReducedMotionNow", () => {
  it("follows the visitor's setting, read when asked", () => {
    visitorWhoseSettingIs(true);
    expect(prefersReducedMotionNow()).toBe(true);
    visitorWhoseSettingIs(false);
    expect(prefersReducedMotionNow()).toBe(false);
  });
});
