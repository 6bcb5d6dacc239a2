import { describe, expect, it } from "vitest";
import { SIGNIN_FAILED, SIGNUP_FAILED, TWO_FACTOR_FAILED } from "@bank/contracts";
import { ApiFailure } from "../../../lib/api/auth.ts";
import { failureText } from "./failure-text.ts";

describe("failure toast text", () => {
  it("is the server's message when it sent one", () => {
    expect(failureText(SIGNIN_FAILED, new ApiFailure(401, "Invalid email or password"))).toBe("Invalid email or password");
  });

  it("is the fallback text when the server answered without a message", () => {
    expect(failureText(SIGNIN_FAILED, new ApiFailure(401, undefined))).toBe("Please check your credentials and try again.");
    expect(failureText(TWO_FACTOR_FAILED, new ApiFailure(401, undefined))).toBe("Invalid verification code.");
    expect(failureText(SIGNUP_FAILED, new ApiFailure(500, undefined))).toBe("Please try again later.");
  });

  it("is the fallback error when no answer came", () => {
    const offline = new TypeError("Failed to fetch");
    expect(failureText(SIGNIN_FAILED, offline)).toBe("Failed to sign in");
    expect(failureText(TWO_FACTOR_FAILED, offline)).toBe("Failed to verify 2FA code");
    expect(failureText(SIGNUP_FAILED, offline)).toBe("Signup failed");
  });
});
