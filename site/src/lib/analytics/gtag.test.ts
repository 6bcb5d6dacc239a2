import { describe, expect, it } from "vitest";
import { configurePageView, trackConversion, withoutQuery } from "./gtag.ts";

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

  it("queues the page-view configuration for the tag id, with the address and referrer but no query string", () => {
    const target: { dataLayer?: unknown[] } = {};
    configurePageView("G-TEST", target, {
      location: "https://bank.example/forgot-password?token=secret-reset-token#step",
      referrer: "https://bank.example/email-verification?token=secret-verify-token",
    });
    const queued = (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[0]?.[0]).toBe("js");
    expect(queued[1]).toEqual([
      "set",
      {
        page_location: "https://bank.example/forgot-password",
        page_referrer: "https://bank.example/email-verification",
      },
    ]);
    expect(queued[2]).toEqual(["config", "G-TEST"]);
    expect(JSON.stringify(queued)).not.toContain("secret");
  });

  it("sends no referrer when there was none", () => {
    const target: { dataLayer?: unknown[] } = {};
    configurePageView("G-TEST", target, { location: "https://bank.example/", referrer: "" });
    const set = Array.from((target.dataLayer ?? [])[1] as ArrayLike<unknown>);
    expect(set[1]).toEqual({ page_location: "https://bank.example/", page_referrer: "" });
  });

  it.each([
    ["https://bank.example/a?b=c", "https://bank.example/a"],
    ["https://bank.example/a#frag", "https://bank.example/a"],
    ["not a url", ""],
    ["", ""],
  ])("withoutQuery(%j) is %j", (address, expected) => {
    expect(withoutQuery(address)).toBe(expected);
  });
});
