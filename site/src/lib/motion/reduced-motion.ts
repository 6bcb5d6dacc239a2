// Whether the visitor asked for reduced motion (docs/product.md): the one place scripts ask, plain ones and islands
// alike; it imports nothing, so a plain script carries no framework for it. Stylesheets ask with their own
// `@media (prefers-reduced-motion: reduce)` rules.

/**
 * Read at the moment of asking, so a setting changed since the page loaded counts. Browser only: an island asks in
 * an effect or a handler, never for its initial state, so server markup and first render agree (carousels then
 * start paused), and a page being built never asks.
 */
export function prefersReducedMotionNow(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
