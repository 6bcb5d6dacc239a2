// A component whose code is fetched when it is first shown, so the page loads only what it shows (the account
// pages' 100 KB budget, DESIGN.md "Budgets"): each step, and the status view. Not React.lazy: its Suspense reveal
// waits on a timer, which a page's frozen clock in the tests would never run (as AccountChromeApp's dialog).
import { useEffect, useState, type ComponentType } from "react";

export type LazyComponent<P> =
  { phase: "loading" } | { phase: "failed" } | { phase: "ready"; Component: ComponentType<P> };

/** `key` names what `load` fetches; a new key fetches anew, a key fetched before is shown at once. */
export function useLazyComponent<P>(key: string, load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const [loaded, setLoaded] = useState<Record<string, ComponentType<P>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const Component = loaded[key];

  useEffect(() => {
    if (Component) return;
    let current = true;
    load().then(
      (module) => current && setLoaded((components) => ({ ...components, [key]: module.default })),
      () => current && setFailed(key),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` belongs to `key`
  }, [key, Component]);

  if (Component) return { phase: "ready", Component };
  return failed === key ? { phase: "failed" } : { phase: "loading" };
}
