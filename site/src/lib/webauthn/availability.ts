// Whether the page's own address can use passkeys at all, before offering a button that could only fail: browsers
// refuse an IP address as a passkey's site (the relying party ID must be a domain), offer WebAuthn only in a secure
// context (https, or http on localhost), and some have no WebAuthn. The service's side of the same rules, for
// PUBLIC_SITE_URL, is auth-service/src/site-address.ts.

export type PasskeysUnavailable =
  /** `suggestedUrl`: the same page at localhost, when the address is this machine's own (127.x, [::1]). */
  | { reason: "ip-address"; host: string; suggestedUrl: string | null }
  | { reason: "not-secure"; host: string }
  | { reason: "unsupported" };

export type PageLocation = Pick<Location, "protocol" | "hostname" | "port" | "pathname" | "search">;
export type PageWindow = Pick<Window, "isSecureContext"> & { PublicKeyCredential?: unknown };

/** An address literal as `location.hostname` gives it: dotted IPv4, or IPv6 in brackets. */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isLoopbackAddress(host: string): boolean {
  return host.startsWith("127.") || host === "[::1]";
}

/** Why passkeys cannot work on this page, or null when they can. */
export function passkeysUnavailableReason(location: PageLocation, window: PageWindow): PasskeysUnavailable | null {
  const host = location.hostname;
  if (IPV4.test(host) || host.startsWith("[")) {
    const port = location.port ? `:${location.port}` : "";
    const suggestedUrl = isLoopbackAddress(host)
      ? `${location.protocol}//localhost${port}${location.pathname}${location.search}`
      : null;
    return { reason: "ip-address", host, suggestedUrl };
  }
  if (!window.isSecureContext) return { reason: "not-secure", host };
  if (typeof window.PublicKeyCredential !== "function") return { reason: "unsupported" };
  return null;
}
