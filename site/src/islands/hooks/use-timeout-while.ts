import { useEffect, useRef } from "react";

/**
 * Calls `callback` once `delayMs` after the last change of `resetKey`, while `active`. A fresh timer per change
 * means a manual step (next, a dot) gives the new item its full time on screen.
 */
export function useTimeoutWhile(active: boolean, delayMs: number, resetKey: unknown, callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs, resetKey]);
}
