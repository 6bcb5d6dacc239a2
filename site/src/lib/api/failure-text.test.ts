import { describe, expect, it } from "vitest";
import { RECOVERY_TEXTS, SIGNIN_FAILED, SIGNUP_FAILED, TWO_FACTOR_FAILED } from "@bank/contracts";
import { failureText } from "./failure-text.ts";
import { ApiError } from "./request.ts";

const refused = (status: number, serverMessage?: string) => new ApiError({ kind: "refused", status, serverMessage });

describe("failure toast text", () => {
  it("is the server's message when it sent one", () => {
    expect(failureText(SIGNIN_FAILED, refused(401, "Invalid email or password"))).toBe("Invalid email or password");
  });

  it("is the fallback text when the server answered without a message, or with an answer that could not be read", () => {
    expect(failureText(SIGNIN_FAILED, refused(401))).toBe("Please check your credentials and try again.");
    expect(failureText(TWO_FACTOR_FAILED, refused(401))).toBe("Invalid verification code.");
    expect(failureText(SIGNUP_FAILED, refused(500))).toBe("Please try again later.");
    expect(failureText(SIGNUP_FAILED, new ApiError({ kind: "unreadable", status: 200 }))).toBe(
      "Please try again later.",
    );
  });

  it("is the fallback error when no answer came", () => {
    const offline = new ApiError({ kind: "no-answer", status: 0, message: "Failed to fetch" });
    expect(failureText(SIGNIN_FAILED, offline)).toBe("Failed to sign in");
    expect(failureText(TWO_FACTOR_FAILED, offline)).toBe("Failed to verify 2FA code");
    expect(failureText(SIGNUP_FAILED, offline)).toBe("Signup failed");
  });

  it("is the fallback error for anything that is not an API error", () => {
    expect(failureText(SIGNIN_FAILED, new TypeError("Failed to fetch"))).toBe("Failed to sign in");
  });

  it("serves screens whose copy has one text for both fallbacks", () => {
    const recovery = { fallbackText: RECOVERY_TEXTS.offline, fallbackError: RECOVERY_TEXTS.offline };
    expect(failureText(recovery, refused(400, "This link is used."))).toBe("This link is used.");
    expect(failureText(recovery, refused(500))).toBe(RECOVERY_TEXTS.offline);
  });
});
