// What `import ... from "react"` is in the site's build: Preact's React layer (preact/compat), about 8 KB gzipped
// where React with its DOM renderer was 67 KB, on every page with an island (astro.config.mjs resolves "react" here).
//
// One difference is set right before any island renders: Preact runs effects (useEffect) after the next animation
// frame, or 100 ms later in a tab that is not painting; React runs them in a task of their own as soon as the
// render is on screen. The islands were written for React's timing (a slide's 4 s start when it shows, not a frame
// later; a hidden tab's countdown keeps its time), so effects here run in the next task, as React's do.
import { options } from "preact";
import { useLayoutEffect, useState, useSyncExternalStore as followStore } from "preact/compat";
import { isHydrating } from "./hydration.ts";

options.requestAnimationFrame = (flush: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    flush();
  };
  channel.port2.postMessage(null);
};

/**
 * React's useSyncExternalStore, whose third argument Preact's ignores: while an island hydrates (client.ts), the
 * value is the one its page was built with, so the first render matches the built HTML; the current value follows
 * before the island is painted. A component rendered after hydration shows the current value at once, as in React.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromBuild, setFromBuild] = useState(() => getServerSnapshot !== undefined && isHydrating());
  const current = followStore(subscribe, getSnapshot);
  useLayoutEffect(() => {
    if (fromBuild) setFromBuild(false);
  }, [fromBuild]);
  return fromBuild && getServerSnapshot ? getServerSnapshot() : current;
}

// preact/compat declares its types in CommonJS's shape (`export =`), which `export *` cannot name; the site's code is
// typed against React's own types (@types/react), so these re-exports need none.
// @ts-expect-error TS2498
export * from "preact/compat";
export { default } from "preact/compat";
