// The signed-in user as the service reports it (GET /api/auth/me), shared by the dashboard islands.
import { API_PATHS, meResponseSchema } from "@bank/contracts";
import { createQuery } from "../lib/api/query.ts";

/** null when nobody is signed in (a 401 gives an empty result rather than an error). */
export const $sessionUser = createQuery([API_PATHS.me], { on401: "returnNull", schema: meResponseSchema });
