import { describe, expect, it } from "vitest";
import { httpErrorMessage } from "./schemas/api-error.ts";
import { sessionEndedCopy } from "./texts/session-ended.ts";
import { TOAST_DEFAULT_LABEL } from "./texts/toasts.ts";
import {
  LOGIN_DATA_NOT_FOUND,
  SIGNIN_FAILED,
  TWO_FACTOR_FAILED,
  TWO_FACTOR_REQUIRED,
  WELCOME_BACK,
} from "./texts/sign-in.ts";
import { ACCOUNT_CREATED, SIGNUP_FAILED } from "./texts/sign-up.ts";
import * as constants from "./constants.ts";

describe("toast and dialog texts", () => {
  it("words the failure toasts as the spec does", () => {
    expect(SIGNIN_FAILED).toEqual({
      title: "Signin Failed",
      fallbackText: "Please check your credentials and try again.",
      fallbackError: "Failed to sign in",
    });
    expect(TWO_FACTOR_FAILED).toEqual({
      title: "2FA Verification Failed",
      fallbackText: "Invalid verification code.",
      fallbackError: "Failed to verify 2FA code",
    });
    expect(SIGNUP_FAILED).toEqual({
      title: "Signup Failed",
      fallbackText: "Please try again later.",
      fallbackError: "Signup failed",
    });
    expect(LOGIN_DATA_NOT_FOUND).toBe("Login data not found");
  });

  it("words the success toasts as the spec does", () => {
    expect(WELCOME_BACK.title).toBe("Welcome Back!");
    expect(WELCOME_BACK.text("ada@example.com")).toBe("Successfully signed in as ada@example.com");
    expect(TWO_FACTOR_REQUIRED).toEqual({
      title: "2FA Required",
      text: "Please enter your authenticator code to complete signin.",
    });
    expect(ACCOUNT_CREATED).toEqual({
      title: "Account Created Successfully!",
      text: "You can now sign in to your account.",
    });
    expect(TOAST_DEFAULT_LABEL).toBe("Notification");
  });

  it("picks the session-ended dialog copy by reason, generic for anything else", () => {
    expect(sessionEndedCopy("new_device")).toEqual({
      title: "Logged in from another device",
      text: "Your account has been accessed from a different device or browser. For security reasons, you have been logged out from this session.",
      button: "Continue to Login",
    });
    expect(sessionEndedCopy("expired")).toEqual({
      title: "Session expired",
      text: "Your session has expired. Please log in again to continue using the application.",
      button: "Continue to Login",
    });
    const generic = {
      title: "Session ended",
      text: "Your session has been terminated. Please log in again to continue.",
      button: "Continue to Login",
    };
    expect(sessionEndedCopy("signed_out")).toEqual(generic);
    expect(sessionEndedCopy(undefined)).toEqual(generic);
    expect(sessionEndedCopy("toString")).toEqual(generic);
  });

  it("formats a non-OK answer as status, colon, space and body, else the status text", () => {
    expect(httpErrorMessage(409, '{"success":false}', "Conflict")).toBe('409: {"success":false}');
    expect(httpErrorMessage(502, "", "Bad Gateway")).toBe("502: Bad Gateway");
  });
});

describe("business constants", () => {
  it("holds the spec's figures", () => {
    expect(constants).toMatchObject({
      MIN_PASSWORD_LENGTH: 8,
      MIN_NAME_LENGTH: 2,
      TWO_FACTOR_CODE_LENGTH: 6,
      US_PHONE_DIGITS: 10,
      SIGNIN_ANIMATION_MS: 1500,
      REDIRECT_AFTER_SIGNIN_MS: 1500,
      REDIRECT_AFTER_SIGNUP_MS: 2000,
      REDIRECT_AFTER_CTA_MS: 1500,
      SESSION_STATUS_POLL_MS: 30000,
      HERO_SLIDE_COUNT: 10,
      HERO_SLIDE_INTERVAL_MS: 4000,
      HERO_HIGHLIGHT_INTERVAL_MS: 3000,
      FEATURES_AUTO_ADVANCE_MS: 5000,
      TESTIMONIALS_AUTO_ADVANCE_MS: 5000,
      HEADER_SCROLL_THRESHOLD_PX: 20,
      TOAST_LIMIT: 1,
      TOAST_DURATION_MS: 5000,
      TOAST_REMOVE_DELAY_MS: 1_000_000,
      TOAST_SWIPE_DIRECTION: "right",
      TOAST_SWIPE_THRESHOLD_PX: 50,
      TOAST_HOTKEY: "F8",
      DATA_CACHE_RETENTION_MS: 300_000,
      DATA_STALE_TIME_MS: Infinity,
      DATA_RETRY_COUNT: 0,
      SPARKLE_SPAWN_CHANCE: 0.3,
      SPARKLE_MIN_SIZE_PX: 4,
      SPARKLE_MAX_SIZE_PX: 12,
      SPARKLE_SPAWN_OFFSET_PX: 10,
      SPARKLE_MAX_COUNT: 21,
      CURSOR_PRESSED_SCALE: 0.8,
      TOOLTIP_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
      STORAGE_KEYS: { currentUser: "currentUser", userEmail: "userEmail", sessionToken: "sessionToken" },
    });
    expect(constants.SPARKLE_COLORS).toHaveLength(6);
  });
});
