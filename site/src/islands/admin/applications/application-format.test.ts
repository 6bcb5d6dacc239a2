import { describe, expect, it } from "vitest";
import { addressText, contentTypeName, entityTypeLabel, personName, stateLabel } from "./application-format.ts";

describe("an application's values in the console", () => {
  it("writes an address on one line from the parts a draft holds, with the state's name", () => {
    expect(addressText({ line1: "1 Main St", line2: "Suite 2", city: "Springfield", state: "IL", zip: "62701" })).toBe(
      "1 Main St, Suite 2, Springfield, Illinois 62701",
    );
    expect(addressText({ city: "Austin", state: "TX" })).toBe("Austin, Texas");
    expect(addressText({ zip: "10001" })).toBe("10001");
    expect(addressText({})).toBeUndefined();
    expect(addressText(undefined)).toBeUndefined();
  });

  it("labels coded choices from the contracts, and shows an unknown code as it came (never a prototype's key)", () => {
    expect(entityTypeLabel("llc")).toBe("Limited liability company (LLC)");
    expect(stateLabel("DC")).toBe("District of Columbia");
    expect(entityTypeLabel("toString")).toBe("toString");
    expect(entityTypeLabel(undefined)).toBeUndefined();
  });

  it("names people and files in words", () => {
    expect(personName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(personName({ lastName: "Lovelace" })).toBe("Lovelace");
    expect(personName({})).toBe("name not given");
    expect(contentTypeName("image/jpeg")).toBe("JPEG");
  });
});
