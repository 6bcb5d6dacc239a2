// Each account activity event in words a customer understands ("Signed in from Chrome on macOS"), not event codes.
import type { ActivityType } from "./schemas/activity.ts";

/** The event's words; `from` is " from Chrome on macOS", or "" when the browser is not known. */
const ACTIVITY_TEXTS: Readonly<Record<ActivityType, (from: string) => string>> = {
  account_created: () => "Account opened",
  signup_attempt_with_your_email: () => "Someone tried to open a new account with your email address",
  signed_in: (from) => `Signed in${from}`,
  signin_failed: (from) => `Failed sign-in attempt${from}`,
  two_factor_code_failed: (from) => `Wrong authenticator code entered${from}`,
  identity_confirmed: (from) => `Confirmed it was you before a security change${from}`,
  identity_confirmation_failed: (from) => `Failed attempt to confirm it was you${from}`,
  account_locked: () => "Account locked after repeated failed attempts",
  signed_out_new_device: () => "Signed out because you signed in on another device",
  signed_out: () => "Signed out",
  two_factor_enabled: () => "Two-factor authentication turned on",
  two_factor_disabled: () => "Two-factor authentication turned off",
  password_reset_requested: () => "Password reset link requested",
  password_reset: () => "Password reset with an emailed link",
  email_verified: () => "Email address verified",
  address_first_proven: () =>
    "Email address verified for the first time: every session was ended, and any passkey or authenticator added before was removed",
  name_confirmed: () => "Name on the account confirmed",
  recovery_codes_generated: () => "New recovery codes created",
  recovery_code_used: () => "A recovery code was used to sign in",
  passkey_added: () => "Passkey added",
  passkey_renamed: () => "Passkey renamed",
  passkey_removed: () => "Passkey removed",
  passkey_signin: (from) => `Signed in with a passkey${from}`,
  password_changed: () => "Password changed",
  email_change_requested: () => "Email address change requested",
  email_changed: () => "Email address changed",
  unlocked_by_support: () => "Account unlocked by our support team",
  signed_out_by_support: () => "Signed out by our support team",
  two_factor_reset_by_support: () => "Two-factor authentication turned off by our support team",
};

/** "Signed in from Chrome on macOS"; `device` null leaves the browser out ("Signed in"). */
export function activityText(type: ActivityType, device: string | null): string {
  return ACTIVITY_TEXTS[type](device ? ` from ${device}` : "");
}
