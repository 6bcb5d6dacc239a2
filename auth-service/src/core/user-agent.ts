// A browser as a customer would name it ("Chrome on macOS"), from its User-Agent header, through bowser.
import Bowser from "bowser";

const UNKNOWN_BROWSER = "an unknown browser";

/** "Chrome on macOS", "an unknown browser on Linux", or null when the header names neither browser nor system. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500));
  if (!browser.name && !os.name) return null;
  const name = browser.name || UNKNOWN_BROWSER;
  return os.name ? `${name} on ${os.name}` : name;
}

export function describeUserAgent(userAgent: string | null): string {
  return deviceName(userAgent) ?? UNKNOWN_BROWSER;
}
