import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for reduced motion; false during server rendering. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(QUERY);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/** Read once at hydration: carousels start paused for reduced-motion visitors (DESIGN.md). */
export function prefersReducedMotionNow(): boolean {
  return typeof window !== "undefined" && window.matchMedia(QUERY).matches;
}
