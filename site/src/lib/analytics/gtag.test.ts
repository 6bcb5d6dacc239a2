import { describe, expect, it } from "vitest";
import { configurePageView, trackConversion } from "./gtag.ts";

describe("ad-tracking tag", () => {
  it("sends conversion events with value 1 in USD", () => {
    const calls: unknown[][] = [];
    const target = { gtag: (...args: unknown[]) => void calls.push(args) };
    trackConversion("signup", target);
    trackConversion("account_creation", target);
    trackConversion("kyc_completion", target);
    expect(calls).toEqual([
      ["event", "signup", { value: 1, currency: "USD" }],
      ["event", "account_creation", { value: 1, currency: "USD" }],
      ["event", "kyc_completion", { value: 1, currency: "USD" }],
    ]);
  });

  it("does nothing when no tag is configured", () => {
    const target = {};
    expect(() => trackConversion("signup", target)).not.toThrow();
    expect(target).toEqual({});
  });

  it("queues the page-view configuration for the tag id", () => {
    const target: { dataLayer?: unknown[] } = {};
    configurePageView("G-TEST", target);
    const queued = (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[0]?.[0]).toBe("js");
    expect(queued[1]).toEqual(["config", "G-TEST"]);
  });
});
