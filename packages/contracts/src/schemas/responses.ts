import { z } from "zod/mini";
import { userSchema } from "./user.ts";

/** A success that carries the signed-in user: sign-up, sign-in, 2FA changes. */
export const userResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

/** GET /api/auth/me */
export const meResponseSchema = z.object({ user: userSchema });

/** A success with nothing more to say (sign-out). */
export const okResultSchema = z.object({ success: z.literal(true), message: z.string() });

export type UserResult = z.infer<typeof userResultSchema>;
