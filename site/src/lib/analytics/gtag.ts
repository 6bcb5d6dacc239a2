// The one path to the ad-tracking tag: page-view configuration and the three conversion
// events. Without PUBLIC_GTAG_ID at build time no tag script is on the page and these calls do nothing.
import { CONVERSION_CURRENCY, CONVERSION_VALUE, type CONVERSION_EVENTS } from "@bank/contracts";

export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** What a page view may tell the tag of an address: origin and path, never the query or the fragment. */
export function withoutQuery(address: string): string {
  if (!address) return "";
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "";
  }
}

/**
 * Sets up the tag's queue and sends the page-view configuration for the given id. Reset and verification links
 * carry single-use tokens in their query string, so the page's address and its referrer go without it.
 */
export function configurePageView(
  tagId: string,
  target: TagWindow = window as TagWindow,
  page: { location: string; referrer: string } = { location: location.href, referrer: document.referrer },
): void {
  const dataLayer = (target.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the queue, not arrays; this is its documented snippet.
  target.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  target.gtag("js", new Date());
  // "set" rather than config parameters: every hit of the page (its view and its conversion events) uses them.
  target.gtag("set", { page_location: withoutQuery(page.location), page_referrer: withoutQuery(page.referrer) });
  target.gtag("config", tagId);
}

/** Sends a conversion event with value 1 in USD; a no-op when no tag is configured. */
export function trackConversion(event: ConversionEvent, target: TagWindow = window as TagWindow): void {
  target.gtag?.("event", event, { value: CONVERSION_VALUE, currency: CONVERSION_CURRENCY });
}
