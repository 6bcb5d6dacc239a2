// Shared steps of the passkey tests: the WebAuthn ceremonies through app.inject, answered by a software
// authenticator. Each sign-in step comes from an address of its own unless a test names one, so the per-address
// limits answer only where a test means them to.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import type { SoftwareAuthenticator, Tampering } from "./software-authenticator.ts";
import { freshAddress, postJson } from "./support.ts";

/** The site the test app serves (its PUBLIC_SITE_URL): the relying party's origin. */
export const SITE_ORIGIN = "https://bank.example";

export async function registrationOptions(
  app: FastifyInstance,
  cookie: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const response = await postJson(app, "/api/auth/passkeys/registration-options", {}, { cookie });
  if (response.statusCode !== 200) throw new Error(`registration options: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Asks for options, lets the authenticator answer them, and posts the answer: the service's 201 or refusal. */
export async function registerPasskey(
  app: FastifyInstance,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  options: { name?: string; tampering?: Tampering } = {},
): Promise<LightMyRequestResponse> {
  const response = authenticator.register(await registrationOptions(app, cookie), options.tampering);
  return postJson(app, "/api/auth/passkeys", { response, name: options.name }, { cookie });
}

export async function signInOptions(
  app: FastifyInstance,
  remoteAddress = freshAddress(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await postJson(app, "/api/auth/passkey-signin/options", {}, {}, remoteAddress);
  if (response.statusCode !== 200) throw new Error(`sign-in options: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function postPasskeySignIn(
  app: FastifyInstance,
  body: unknown,
  options: { cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  return postJson(app, "/api/auth/passkey-signin", body, headers, options.remoteAddress ?? freshAddress());
}

/** A whole passkey sign-in: fresh options, the authenticator's assertion (tampered with if asked), the answer. */
export async function signInWithPasskey(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  tampering: Tampering = {},
): Promise<LightMyRequestResponse> {
  const response = authenticator.authenticate(await signInOptions(app), tampering);
  return postPasskeySignIn(app, { response });
}
