// The sign-up screen's texts (fields, messages, success screen), apart from other pages' texts.
import type { FailureCopy } from "../messages.ts";

export const SIGNUP_FAILED: FailureCopy = {
  title: "Signup Failed",
  fallbackText: "Please try again later.",
  fallbackError: "Signup failed",
};

export const ACCOUNT_CREATED = {
  title: "Account Created Successfully!",
  text: "You can now sign in to your account.",
} as const;

export const SIGNUP_TEXTS = {
  title: "Create Your Account",
  pending: "Creating Account...",
  success: "Account Created Successfully!",
  signInLink: "Sign In",
} as const;
