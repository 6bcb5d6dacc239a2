import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index.ts";

describe("wrapIndex", () => {
  it("moves forward and wraps from the last item to the first", () => {
    expect(wrapIndex(0, 1, 10)).toBe(1);
    expect(wrapIndex(9, 1, 10)).toBe(0);
  });
  it("moves back and wraps from the first item to the last", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });
  it("is safe on an empty ring", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
