import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { userSchema } from "./user.ts";

/** A success that carries the signed-in user: sign-up, sign-in, 2FA changes. */
export const userResultSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    user: userSchema,
  }),
);

/** GET /api/auth/me */
export const meResponseSchema = lazySchema(() => z.object({ user: userSchema }));

/** A success with nothing more to say (sign-out). */
export const okResultSchema = lazySchema(() => z.object({ success: z.literal(true), message: z.string() }));

export type UserResult = z.infer<typeof userResultSchema>;
