// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { keepSignedUpAddress, takeSignedUpAddress } from "./signed-up-address.ts";

describe("the address just signed up with", () => {
  beforeEach(() => sessionStorage.clear());

  it("is handed over once", () => {
    keepSignedUpAddress("ada@example.com");
    expect(takeSignedUpAddress()).toBe("ada@example.com");
    expect(takeSignedUpAddress()).toBeNull();
  });

  it("is none when nobody signed up in this tab", () => {
    expect(takeSignedUpAddress()).toBeNull();
  });
});
