// The forms' validation messages and the shape of a failure toast, worded once here for the site and the service.
// Each screen's own texts live in texts/, one module per screen, so a page's bundle carries only its own.
import { NAME_MESSAGES } from "./name-messages.ts";

export const VALIDATION_MESSAGES = {
  ...NAME_MESSAGES,
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters",
  confirmPassword: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  invalidUsPhone: "Please enter a valid US phone number (e.g., (555) 123-4567)",
  mustAgreeToTerms: "You must agree to the terms and conditions",
  // Our own rules (lengths, second factors: docs/security.md; the names' in name-messages.ts), worded here:
  passwordTooLong: "Password must be at most 128 characters",
  invalidTwoFactorCode: "Enter the 6-digit code from your authenticator app",
  invalidRecoveryCode: "Enter one of your recovery codes (12 letters and digits)",
  oneSecondFactor: "Send an authenticator code or a recovery code, not both",
  currentPasswordRequired: "Enter your current password",
  newPasswordSameAsCurrent: "Your new password must be different from your current one",
} as const;

/** A failure toast: its title, its text when the server gives none, and the error when nothing answers. */
export interface FailureCopy {
  readonly title: string;
  readonly fallbackText: string;
  readonly fallbackError: string;
}
