// What the passkey screens (sign-in and the settings' Passkeys section) say in place of their buttons when the
// browser's address cannot use passkeys (site/src/lib/webauthn/availability.ts tells which case it is).

export const PASSKEYS_UNAVAILABLE_TEXTS = {
  /** An IP address: browsers refuse one as a passkey's site (its relying party ID must be a domain). */
  ipAddress: (host: string, loopback: boolean) =>
    `Passkeys can't be used at this address (${host}): browsers allow them only on a named site` +
    `${loopback ? ", such as localhost" : ""}.`,
  /** Then the same page at localhost, as a link, then `openAfter`. */
  openBefore: "Open",
  openAfter: "instead.",
  /** An IP address that is not this machine's: the site's name is not known to the page. */
  openByName: "Open this site by its name to use one.",
  /** Plain http on a host other than localhost: WebAuthn exists only in a secure context. */
  notSecure: (host: string) =>
    `Passkeys can't be used on this connection: browsers allow them only over https (or on localhost), and ` +
    `${host} is open over plain http.`,
  /** A browser without WebAuthn, on the sign-in screen (settings say PASSKEY_SETTINGS_TEXTS.unsupported). */
  signInUnsupported: "This browser can't sign in with a passkey. Use your email and password.",
} as const;
