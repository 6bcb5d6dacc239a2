import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

/**
 * GET /api/auth/session-status. The browser reads isValid, reason (acting on new_device) and loggedOutReason;
 * reason and loggedOutReason stay plain text here because the browser must tolerate values it does not know.
 */
export const sessionStatusSchema = lazySchema(() =>
  z.object({
    isValid: z.boolean(),
    reason: z.optional(z.string()),
    loggedOutReason: z.optional(z.string()),
  }),
);

export type SessionStatus = z.infer<typeof sessionStatusSchema>;
