// Step-up with a second factor (docs/api.md, POST /api/auth/reauthenticate): the authenticator's code here, a
// passkey in passkey-step-up.ts. Apart from auth.ts, so a page that asks only for these (the staff console) loads
// neither the other account calls nor their schemas.
import { API_PATHS, okResultSchema } from "@bank/contracts";
import { request } from "./request.ts";

/**
 * POST /api/auth/reauthenticate with the authenticator's current code: a 10-minute proof that is also a second
 * factor (the staff console's step-up, and a password-only session's way into the console).
 */
export function reauthenticateWithCode(code: string): Promise<{ message: string }> {
  return request("POST", API_PATHS.reauthenticate, { body: { code }, schema: okResultSchema });
}
