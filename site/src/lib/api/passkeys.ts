// The passkey calls (docs/api.md), apart from the other account calls so only the pages that use
// passkeys load their schemas.
import {
  API_PATHS,
  okResultSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyRequestOptionsSchema,
  passkeyResultSchema,
  userResultSchema,
  type Passkey,
  type PasskeyRegistrationPayload,
  type PasskeySignInPayload,
  type User,
} from "@bank/contracts";
import type { z } from "zod/mini";
import { request } from "./request.ts";

export type { Passkey };
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** GET /api/auth/passkeys: the signed-in user's passkeys. */
export async function listPasskeys(): Promise<Passkey[]> {
  return (await request("GET", API_PATHS.passkeys, { schema: passkeyListSchema })).passkeys;
}

/** POST /api/auth/passkeys/registration-options (step-up): what the browser needs to create a passkey. */
export function passkeyRegistrationOptions(): Promise<PasskeyCreationOptions> {
  return request("POST", API_PATHS.passkeyRegistrationOptions, { body: {}, schema: passkeyCreationOptionsSchema });
}

/** POST /api/auth/passkeys (step-up): the browser's new passkey, under the name the customer gave it. */
export async function addPasskey(payload: PasskeyRegistrationPayload): Promise<Passkey> {
  return (await request("POST", API_PATHS.passkeys, { body: payload, schema: passkeyResultSchema })).passkey;
}

/** PATCH /api/auth/passkeys/:id */
export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  const path = `${API_PATHS.passkeys}/${encodeURIComponent(id)}`;
  return (await request("PATCH", path, { body: { name }, schema: passkeyResultSchema })).passkey;
}

/** DELETE /api/auth/passkeys/:id (step-up) */
export function removePasskey(id: string): Promise<{ message: string }> {
  return request("DELETE", `${API_PATHS.passkeys}/${encodeURIComponent(id)}`, { schema: okResultSchema });
}

/** POST /api/auth/passkey-signin/options: a challenge for any passkey of this site (no email needed). */
export function passkeySignInOptions(): Promise<PasskeyRequestOptions> {
  return request("POST", API_PATHS.passkeySignInOptions, { body: {}, schema: passkeyRequestOptionsSchema });
}

/** POST /api/auth/passkey-signin: signs in like a password and code would; a refusal throws ApiError. */
export async function signInWithPasskey(payload: PasskeySignInPayload): Promise<User> {
  return (await request("POST", API_PATHS.passkeySignIn, { body: payload, schema: userResultSchema })).user;
}
