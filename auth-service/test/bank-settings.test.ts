// The partner bank's settings: the sandbox is the default and the only adapter; anything else refuses to start.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

describe("BANK_MODE and the sandbox's settings", () => {
  it("default to the sandbox, real time, an ABA-valid routing number and the sandbox's name", () => {
    expect(loadConfig({}).bank).toEqual({
      mode: "sandbox",
      timeScale: 1,
      routingNumber: "110000000",
      bankName: "Sandbox Partner Bank",
    });
    expect(
      loadConfig({ SANDBOX_TIME_SCALE: "0.1", PARTNER_ROUTING_NUMBER: "021000021", PARTNER_BANK_NAME: "Test Bank" })
        .bank,
    ).toEqual({ mode: "sandbox", timeScale: 0.1, routingNumber: "021000021", bankName: "Test Bank" });
  });

  it("refuse to start with another partner, naming the adapter that is missing", () => {
    expect(() => loadConfig({ BANK_MODE: "jpmorgan" })).toThrow(/no adapter for the partner bank "jpmorgan"/);
  });

  it.each(["0", "-1", "abc", "1000"])("refuse SANDBOX_TIME_SCALE=%s", (scale) => {
    expect(() => loadConfig({ SANDBOX_TIME_SCALE: scale })).toThrow(/SANDBOX_TIME_SCALE/);
  });

  it("refuse a routing number failing the ABA checksum", () => {
    expect(() => loadConfig({ PARTNER_ROUTING_NUMBER: "021000022" })).toThrow(/PARTNER_ROUTING_NUMBER/);
  });
});
