/**
 * Whether the visitor asked for reduced motion, read once after hydration: carousels then start paused
 * (DESIGN.md). Read in an effect, never in initial state, so server markup and first render agree.
 */
export function prefersReducedMotionNow(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
