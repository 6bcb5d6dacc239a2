// Reads again every few seconds while something shown is still on its way (a pending deposit), and not otherwise.
import { useEffect, useRef } from "react";

/** How often a page with a pending transaction on screen reads it again. */
export const POLL_MS = 3_000;

/** Calls `poll` every `intervalMs` while `active` (skipped while the tab is hidden); stops as soon as it is not. */
export function usePollWhile(active: boolean, poll: () => void, intervalMs = POLL_MS): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) latest.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
}
