// What every passkey screen asks first: whether this browser has WebAuthn, and whether a refusal was only the
// person closing the prompt. The library itself, @simplewebauthn/browser, is loaded only when a ceremony needs it.

/** @simplewebauthn/browser, fetched on first use so it never weighs on a page's first load. */
export const webauthnLibrary = () => import("@simplewebauthn/browser");

/** Whether this browser has WebAuthn at all (the same test as the library's browserSupportsWebAuthn). */
export function browserSupportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}

/**
 * The person closed the browser's prompt or let it time out (NotAllowedError), or another ceremony replaced this
 * one (AbortError): nothing went wrong, so no error is shown for it.
 */
export function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}
