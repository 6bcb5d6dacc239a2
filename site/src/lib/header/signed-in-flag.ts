// Which header a page shows, decided before the first paint: <html data-signed-in> when the browser remembers a
// user with a name and the page is not one for signed-out visitors. CSS then shows one set of header choices.
import { STORAGE_KEYS } from "@bank/contracts";

/** On <html> while the page shows the signed-in header (and loads the session watcher). */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

/** On <html> of pages for signed-out visitors (the sign-in screen): signed-out header, no session watcher. */
export const SIGNED_OUT_PAGE_ATTRIBUTE = "data-account-signed-out";

/**
 * The head's inline script (SignedInFlag.astro). Its text is the same on every page, so the CSP lists one hash for
 * it (deploy/security-headers). It applies current-user.ts storedUserName()'s rule without importing it: a module
 * would run after the first paint. Blocked storage throws, and the catch leaves the signed-out header.
 */
export function signedInFlagScript(): string {
  const quoted = JSON.stringify;
  return `(function () {
  var root = document.documentElement;
  try {
    if (root.hasAttribute(${quoted(SIGNED_OUT_PAGE_ATTRIBUTE)})) return;
    var user = JSON.parse(localStorage.getItem(${quoted(STORAGE_KEYS.currentUser)}));
    if (user && typeof user.firstName === "string" && typeof user.lastName === "string" &&
        (user.firstName + " " + user.lastName).trim()) root.setAttribute(${quoted(SIGNED_IN_ATTRIBUTE)}, "");
  } catch (error) {}
})();`;
}
