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
      sandboxPrices: { centre: { BTC: 6_500_000n, ETH: 340_000n }, seed: "sandbox" },
    });
    expect(
      loadConfig({ SANDBOX_TIME_SCALE: "0.1", PARTNER_ROUTING_NUMBER: "021000021", PARTNER_BANK_NAME: "Test Bank" })
        .bank,
    ).toMatchObject({ mode: "sandbox", timeScale: 0.1, routingNumber: "021000021", bankName: "Test Bank" });
  });

  it("refuse to start with another partner, naming the adapter that is missing", () => {
    expect(() => loadConfig({ BANK_MODE: "jpmorgan" })).toThrow(/no adapter for the partner bank "jpmorgan"/);
  });

  it.each(["0", "-1", "abc", "1000"])("refuse SANDBOX_TIME_SCALE=%s", (scale) => {
    expect(() => loadConfig({ SANDBOX_TIME_SCALE: scale })).toThrow(/SANDBOX_TIME_SCALE/);
  });

  it("read the sandbox exchange's prices and seed, exact to the cent", () => {
    expect(
      loadConfig({ SANDBOX_BTC_USD: "70123.45", SANDBOX_ETH_USD: "2500", SANDBOX_PRICE_SEED: "desk" }).bank
        .sandboxPrices,
    ).toEqual({ centre: { BTC: 7_012_345n, ETH: 250_000n }, seed: "desk" });
  });

  it.each(["0", "-1", "abc", "1e5", "65000.001", "10000000.01"])("refuse SANDBOX_BTC_USD=%s", (price) => {
    expect(() => loadConfig({ SANDBOX_BTC_USD: price })).toThrow(/SANDBOX_BTC_USD/);
    expect(() => loadConfig({ SANDBOX_ETH_USD: price })).toThrow(/SANDBOX_ETH_USD/);
  });

  it("refuse a routing number failing the ABA checksum", () => {
    expect(() => loadConfig({ PARTNER_ROUTING_NUMBER: "021000022" })).toThrow(/PARTNER_ROUTING_NUMBER/);
  });
});
