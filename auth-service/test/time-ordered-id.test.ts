// Ledger ids are UUID version 7: well formed, ordered by the millisecond they were made, and never the same twice.
import { describe, expect, it } from "vitest";
import { timeOrderedId } from "../src/core/time-ordered-id.ts";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("timeOrderedId", () => {
  it("is a version 7 UUID whose first 48 bits are the millisecond given", () => {
    const at = Date.UTC(2026, 10, 28, 5, 30, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts as text in the order of the milliseconds, and 100,000 made in one millisecond all differ", () => {
    const ids = [1, 2, 255, 256, 65_536, Date.now(), 2 ** 47].map((at) => timeOrderedId(at));
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 100_000 }, () => timeOrderedId(1_000)));
    expect(same.size).toBe(100_000);
  });
});
