import { describe, expect, it } from "vitest";
import { SESSION_END_REASONS, sessionEndedCopy } from "../texts/session-ended.ts";
import { sessionStatusSchema } from "./session-status.ts";
import { userSchema } from "./user.ts";

describe("session-status answer", () => {
  it("reads isValid, reason and loggedOutReason, and tolerates reasons it does not know", () => {
    expect(sessionStatusSchema.parse({ isValid: true })).toEqual({ isValid: true });
    expect(sessionStatusSchema.parse({ isValid: false, reason: "new_device", loggedOutReason: "new_device" })).toEqual({
      isValid: false,
      reason: "new_device",
      loggedOutReason: "new_device",
    });
    expect(sessionStatusSchema.safeParse({ isValid: false, reason: "something_new" }).success).toBe(true);
    expect(sessionStatusSchema.safeParse({ reason: "new_device" }).success).toBe(false);
  });

  it("carries the endings of a password or email change, which the site shows as a generic ended session", () => {
    for (const reason of ["password_changed", "email_changed"] as const) {
      expect(SESSION_END_REASONS).toContain(reason);
      const status = { isValid: false, reason, loggedOutReason: reason };
      expect(sessionStatusSchema.parse(status)).toEqual(status);
      expect(sessionEndedCopy(reason).title).toBe("Session ended");
    }
  });
});

describe("user", () => {
  it("drops anything beyond the public fields, such as a password hash", () => {
    const user = userSchema.parse({
      id: "u1",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      twoFactorEnabled: false,
      emailVerified: false,
      passwordHash: "$argon2id$...",
    });
    expect(user).not.toHaveProperty("passwordHash");
  });
});
