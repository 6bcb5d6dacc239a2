import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

/** The one error shape of the API: a 4xx status and a message for a person. */
export const apiErrorSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    errors: z.optional(z.record(z.string(), z.string())),
    requires2FA: z.optional(z.boolean()),
    /** Step-up: the route changes how the account is protected and the session's proof is over 10 minutes old. */
    reauthenticationRequired: z.optional(z.boolean()),
    /** The staff console: the staff member must turn on two-factor authentication (TOTP or a passkey) first. */
    staffTwoFactorRequired: z.optional(z.boolean()),
    /**
     * The session has not proven a second factor (or not in the last 10 minutes, with reauthenticationRequired):
     * only a code or a passkey will do, never the password again. `secondFactors` names the ones the user has.
     */
    secondFactorRequired: z.optional(z.boolean()),
    secondFactors: z.optional(z.array(z.enum(["code", "passkey"]))),
    /** The reason of a workspace refusal, for a program to read (secondFactorRequired, lastOwner, notFound...). */
    code: z.optional(z.string()),
    /** The account's email address is not verified yet, and this needs it. */
    emailNotVerified: z.optional(z.boolean()),
  }),
);

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Any refused call's error: "status: body text", or the status text when the body is empty. Beside the error shape
 * rather than with the forms' messages (messages.ts), so the request code every signed-in page runs does not carry
 * those.
 */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Field name to its first message, as the sign-up answer's `errors` carries them. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    byField[field] ??= issue.message;
  }
  return byField;
}
