// The browser's side of passkeys, through @simplewebauthn/browser, loaded only when a page first needs it so it
// never weighs on a page's first load: create one (settings), or sign in with one (button or autofill).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { PasskeyRegistrationPayload, PasskeySignInPayload } from "@bank/contracts";
import type { PasskeyCreationOptions, PasskeyRequestOptions } from "./api/passkeys.ts";

const library = () => import("@simplewebauthn/browser");

/** Whether this browser has WebAuthn at all (the same test as the library's browserSupportsWebAuthn). */
export function browserSupportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}

/** Whether this browser can offer passkeys in the email field's autofill (conditional UI). */
export async function browserSupportsPasskeyAutofill(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  return (await library()).browserSupportsWebAuthnAutofill();
}

// The service's options go to the browser unchanged: the contracts schema checks only the fields the site reads.
// The answers are sent on as they come; their extension results are copied into a plain object for the contract.
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationPayload["response"]> {
  const { startRegistration } = await library();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/**
 * Asks the browser for a passkey of this site. With `autofill` the request waits quietly in the email field's
 * suggestions until the person picks one. Starting any ceremony aborts the one before (the library keeps one).
 */
export async function getPasskey(
  options: PasskeyRequestOptions,
  autofill = false,
): Promise<PasskeySignInPayload["response"]> {
  const { startAuthentication } = await library();
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/** Ends a waiting ceremony (the autofill one when the person leaves the step); nothing if none was started. */
export async function cancelPasskeyRequest(): Promise<void> {
  (await library()).WebAuthnAbortService.cancelCeremony();
}

/**
 * The person closed the browser's prompt or let it time out (NotAllowedError), or another ceremony replaced this
 * one (AbortError): nothing went wrong, so no error is shown for it.
 */
export function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}
