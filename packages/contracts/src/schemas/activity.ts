// GET /api/auth/activity: the account's recent security events, as the customer sees them (never raw audit rows).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

/** The most events the activity view lists. */
export const ACTIVITY_LIMIT = 50;

/** Every kind of event a customer can see in their account activity. */
export const ACTIVITY_TYPES = [
  "account_created",
  "signup_attempt_with_your_email",
  "signed_in",
  "signin_failed",
  "two_factor_code_failed",
  "identity_confirmed",
  "identity_confirmation_failed",
  "account_locked",
  "signed_out_new_device",
  "signed_out",
  "two_factor_enabled",
  "two_factor_disabled",
  "password_reset_requested",
  "password_reset",
  "email_verified",
  "address_first_proven",
  "name_confirmed",
  "recovery_codes_generated",
  "recovery_code_used",
  "passkey_added",
  "passkey_renamed",
  "passkey_removed",
  "passkey_signin",
  "password_changed",
  "email_change_requested",
  "email_changed",
  "unlocked_by_support",
  "signed_out_by_support",
  "two_factor_reset_by_support",
] as const;

export const activityTypeSchema = lazySchema(() => z.enum(ACTIVITY_TYPES));

export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activityEventSchema = lazySchema(() =>
  z.object({
    // Written by the service with toISOString(); a plain string here, so browsers do not carry a date-time parser.
    at: z.string().check(z.describe("When, as ISO-8601 in UTC")),
    type: activityTypeSchema,
    ip: z.nullable(z.string()).check(z.describe("The client address, when known")),
    device: z.nullable(z.string()).check(z.describe('The browser and system in words ("Chrome on macOS"), when known')),
  }),
);

export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** Newest first, at most ACTIVITY_LIMIT. */
export const activityResponseSchema = lazySchema(() =>
  z.object({
    events: z.array(activityEventSchema).check(z.maxLength(ACTIVITY_LIMIT)),
  }),
);

export type ActivityResponse = z.infer<typeof activityResponseSchema>;
