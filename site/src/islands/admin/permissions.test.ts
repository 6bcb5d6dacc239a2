import { describe, expect, it } from "vitest";
import { can } from "./permissions.ts";

describe("can", () => {
  it("manage implies view, and nothing else implies anything", () => {
    expect(can({ permissions: ["manage"] }, "view")).toBe(true);
    expect(can({ permissions: ["manage"] }, "approve")).toBe(false);
    expect(can({ permissions: ["approve"] }, "view")).toBe(false);
    expect(can({ permissions: ["view"] }, "manage")).toBe(false);
    expect(can({ permissions: [] }, "view")).toBe(false);
  });
});
