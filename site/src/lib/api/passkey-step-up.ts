// Step-up with a passkey of the account. A page imports this module only when the person picks "Use a passkey"
// (import("…/passkey-step-up.ts")), so the ceremony's code, the passkey schemas, and @simplewebauthn/browser where
// the browser needs it (webauthn/sign-in.ts), never weigh on the page's first load.
import { API_PATHS, okResultSchema, passkeyRequestOptionsSchema } from "@bank/contracts";
import { getPasskey } from "../webauthn/sign-in.ts";
import { request } from "./request.ts";

export { wasCancelled } from "../webauthn/support.ts";

/**
 * The options of POST /api/auth/reauthenticate/passkey-options (only the user's own passkeys; 400 when they have
 * none), the browser's prompt, then its answer to POST /api/auth/reauthenticate: a 10-minute proof that is also a
 * second factor. A closed prompt throws the browser's NotAllowedError (wasCancelled).
 */
export async function reauthenticateWithPasskey(): Promise<{ message: string }> {
  const options = await request("POST", API_PATHS.reauthenticatePasskeyOptions, {
    body: {},
    schema: passkeyRequestOptionsSchema,
  });
  const passkey = await getPasskey(options);
  return request("POST", API_PATHS.reauthenticate, { body: { passkey }, schema: okResultSchema });
}
