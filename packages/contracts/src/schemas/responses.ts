import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { userSchema } from "./user.ts";

/** GET /api/auth/me */
export const meResponseSchema = lazySchema(() => z.object({ user: userSchema }));

/** A success with nothing more to say (sign-out); a success that carries something extends it. */
export const okResultSchema = lazySchema(() => z.object({ success: z.literal(true), message: z.string() }));

/** A success that carries the signed-in user: sign-up, sign-in, 2FA changes. */
export const userResultSchema = lazySchema(() => z.extend(okResultSchema, { user: userSchema }));

export type UserResult = z.infer<typeof userResultSchema>;
