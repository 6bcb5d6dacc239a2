// The browser's side of passkeys: create one (settings), or sign in with one (button or autofill). A sign-in uses
// the browser's own JSON methods where it has them (Chromium 129+, Firefox 119+, Safari 18.4+), so /signin's
// autofill loads no library while the page settles; elsewhere, and to create one, @simplewebauthn/browser, loaded
// only when first needed so it never weighs on a page's first load.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON as LibraryRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { PasskeyRegistrationPayload, PasskeySignInPayload } from "@bank/contracts";
import type { PasskeyCreationOptions, PasskeyRequestOptions } from "./api/passkeys.ts";

const library = () => import("@simplewebauthn/browser");

/** Whether this browser has WebAuthn at all (the same test as the library's browserSupportsWebAuthn). */
export function browserSupportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}

/** Whether this browser can offer passkeys in the email field's autofill (conditional UI), as the library asks. */
export async function browserSupportsPasskeyAutofill(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  return (await globalThis.PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
}

/** The browser reads the service's JSON options and writes its answer as JSON itself. */
function browserSpeaksJson(): boolean {
  return browserSupportsPasskeys() && typeof globalThis.PublicKeyCredential.parseRequestOptionsFromJSON === "function";
}

/** The sign-in ceremony started through the browser's own methods, so leaving the step or the button can end it. */
let nativeRequest: AbortController | null = null;

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
  if (browserSpeaksJson()) return getPasskeyNatively(options, autofill);
  const { startAuthentication } = await library();
  const response = await startAuthentication({
    optionsJSON: options as unknown as LibraryRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

async function getPasskeyNatively(
  options: PasskeyRequestOptions,
  autofill: boolean,
): Promise<PasskeySignInPayload["response"]> {
  nativeRequest?.abort(abortError("Another passkey request replaced this one"));
  const controller = new AbortController();
  nativeRequest = controller;
  try {
    const publicKey = globalThis.PublicKeyCredential.parseRequestOptionsFromJSON(
      options as unknown as PublicKeyCredentialRequestOptionsJSON,
    );
    // The autofill offers any passkey of this site: the person picks the account in the suggestions.
    if (autofill) publicKey.allowCredentials = [];
    const credential = await navigator.credentials.get({
      publicKey,
      signal: controller.signal,
      ...(autofill ? { mediation: "conditional" as CredentialMediationRequirement } : {}),
    });
    if (!(credential instanceof PublicKeyCredential)) throw new Error("The browser gave no passkey");
    const json = credential.toJSON() as PasskeySignInPayload["response"];
    return { ...json, clientExtensionResults: { ...json.clientExtensionResults } };
  } finally {
    if (nativeRequest === controller) nativeRequest = null;
  }
}

function abortError(message: string): DOMException {
  return new DOMException(message, "AbortError");
}

/** Ends a waiting ceremony (the autofill one when the person leaves the step); nothing if none was started. */
export async function cancelPasskeyRequest(): Promise<void> {
  if (nativeRequest) {
    nativeRequest.abort(abortError("The passkey request was cancelled"));
    nativeRequest = null;
    return;
  }
  (await library()).WebAuthnAbortService.cancelCeremony();
}

/**
 * The person closed the browser's prompt or let it time out (NotAllowedError), or another ceremony replaced this
 * one (AbortError): nothing went wrong, so no error is shown for it.
 */
export function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}
