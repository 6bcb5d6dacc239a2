import { describe, expect, it } from "vitest";
import { activityText } from "./activity-texts.ts";
import { ACTIVITY_TYPES, activityResponseSchema } from "./schemas/activity.ts";

describe("account activity in words", () => {
  it.each(ACTIVITY_TYPES)("%s has its own sentence, with no event code in it", (type) => {
    const text = activityText(type, null);
    expect(text).toMatch(/^[A-Z][^_]+[a-z]$/);
    expect(text).not.toContain(type);
    const others = ACTIVITY_TYPES.filter((other) => other !== type).map((other) => activityText(other, null));
    expect(others).not.toContain(text);
  });

  it("names the browser where it helps, and leaves it out when unknown", () => {
    expect(activityText("signed_in", "Chrome on macOS")).toBe("Signed in from Chrome on macOS");
    expect(activityText("signed_in", null)).toBe("Signed in");
    expect(activityText("signin_failed", "Firefox on Windows")).toBe("Failed sign-in attempt from Firefox on Windows");
    expect(activityText("two_factor_enabled", "Chrome on macOS")).toBe("Two-factor authentication turned on");
    expect(activityText("recovery_code_used", null)).toBe("A recovery code was used to sign in");
    expect(activityText("signed_out_new_device", "Safari on iOS")).toBe(
      "Signed out because you signed in on another device",
    );
    expect(activityText("account_locked", null)).toBe("Account locked after repeated failed attempts");
  });

  it("the answer takes only known types and ISO-8601 times", () => {
    const event = { at: "2026-11-22T12:00:00.000Z", type: "signed_in", ip: "192.0.2.1", device: null };
    expect(activityResponseSchema.safeParse({ events: [event] }).success).toBe(true);
    expect(activityResponseSchema.safeParse({ events: [{ ...event, type: "signin_ok" }] }).success).toBe(false);
    expect(activityResponseSchema.safeParse({ events: [{ ...event, at: 1_795_000_000_000 }] }).success).toBe(false);
  });
});
