// A browser as a customer would name it ("Chrome on macOS"), from its User-Agent header, through bowser.
import Bowser from "bowser";

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "an unknown browser";
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500));
  const name = browser.name || "an unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}
