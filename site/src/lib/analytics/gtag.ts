// The one path to the ad-tracking tag (SPEC.md section 7): page-view configuration and the three conversion
// events. Without PUBLIC_GTAG_ID at build time no tag script is on the page and these calls do nothing.
import { CONVERSION_CURRENCY, CONVERSION_VALUE, type CONVERSION_EVENTS } from "@bank/contracts";

export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Sets up the tag's queue and sends the page-view configuration for the given id. */
export function configurePageView(tagId: string, target: TagWindow = window as TagWindow): void {
  const dataLayer = (target.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the queue, not arrays; this is its documented snippet.
  target.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  target.gtag("js", new Date());
  target.gtag("config", tagId);
}

/** Sends a conversion event with value 1 in USD; a no-op when no tag is configured. */
export function trackConversion(event: ConversionEvent, target: TagWindow = window as TagWindow): void {
  target.gtag?.("event", event, { value: CONVERSION_VALUE, currency: CONVERSION_CURRENCY });
}
