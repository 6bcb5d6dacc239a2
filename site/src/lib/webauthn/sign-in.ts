// Signing in with a passkey (the button or the email field's autofill). The browser's own JSON methods do it where
// it has them (Chromium 129+, Firefox 119+, Safari 18.4+), so /signin's autofill loads no library while the page
// settles; elsewhere @simplewebauthn/browser does.
import type { PublicKeyCredentialRequestOptionsJSON as LibraryRequestOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeySignInPayload } from "@bank/contracts";
import type { PasskeyRequestOptions } from "../api/passkeys.ts";
import { browserSupportsPasskeys, webauthnLibrary } from "./support.ts";

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

/**
 * Asks the browser for a passkey of this site. With `autofill` the request waits quietly in the email field's
 * suggestions until the person picks one. Starting any ceremony aborts the one before (the library keeps one).
 */
export async function getPasskey(
  options: PasskeyRequestOptions,
  autofill = false,
): Promise<PasskeySignInPayload["response"]> {
  if (browserSpeaksJson()) return getPasskeyNatively(options, autofill);
  const { startAuthentication } = await webauthnLibrary();
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
  (await webauthnLibrary()).WebAuthnAbortService.cancelCeremony();
}
