import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

/** The user as the service shows it: never a hash, secret or token. */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    twoFactorEnabled: z.boolean(),
    emailVerified: z.boolean(),
    /**
     * Present once the address was first proven on an account opened before: the owner confirms the name on it
     * (POST /api/auth/name), since whoever opened the account chose it.
     */
    nameConfirmationRequired: z.optional(z.literal(true)),
  }),
);

export type User = z.infer<typeof userSchema>;
