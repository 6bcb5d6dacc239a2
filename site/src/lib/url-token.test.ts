import { afterEach, describe, expect, it, vi } from "vitest";
import { takeTokenFromUrl } from "./url-token.ts";

/** A window at `href` whose history records each replaceState. */
function windowAt(href: string) {
  const replaceState = vi.fn();
  vi.stubGlobal("window", { location: { href }, history: { state: { kept: true }, replaceState } });
  return replaceState;
}

afterEach(() => vi.unstubAllGlobals());

describe("a mailed link's token", () => {
  it("is read from `token` and dropped from the address and its history entry, other parameters kept", () => {
    const replaceState = windowAt("https://bank.test/forgot-password?token=abc&lang=en#top");
    expect(takeTokenFromUrl()).toBe("abc");
    expect(replaceState).toHaveBeenCalledWith({ kept: true }, "", "/forgot-password?lang=en#top");
  });

  it("is read from the parameter named, such as an email change's `change`", () => {
    const replaceState = windowAt("https://bank.test/email-verification?change=xyz");
    expect(takeTokenFromUrl("change")).toBe("xyz");
    expect(replaceState).toHaveBeenCalledWith({ kept: true }, "", "/email-verification");
  });

  it("is null, with the address left alone, when the link has no such parameter", () => {
    const replaceState = windowAt("https://bank.test/email-verification?token=abc");
    expect(takeTokenFromUrl("change")).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
