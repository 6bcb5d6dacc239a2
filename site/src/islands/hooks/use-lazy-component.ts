// A component whose code is fetched when it is first shown, so the page loads only what it shows (the account
// pages' 100 KB budget, docs/architecture.md): onboarding's later steps and status view, the staff console's
// detail views. Not React.lazy: its Suspense
// reveal waits on a timer, which a page's frozen clock in the tests would never run (as AccountChromeApp's dialog).
import { useEffect, useState, type ComponentType } from "react";

export type LazyComponent<P> = { phase: "loading" | "failed" } | { phase: "ready"; Component: ComponentType<P> };

const fetched = new Map<() => Promise<unknown>, ComponentType<never>>();

/** The component `load` fetches: at once when it was fetched before; nothing is fetched while `load` is null. */
export function useLazyComponent<P>(load: (() => Promise<{ default: ComponentType<P> }>) | null): LazyComponent<P> {
  const [failed, setFailed] = useState<unknown>(null);
  const [, arrived] = useState(0);
  const Component = load ? (fetched.get(load) as ComponentType<P> | undefined) : undefined;
  useEffect(() => {
    if (load && !Component)
      load().then(
        (module) => {
          fetched.set(load, module.default as ComponentType<never>);
          arrived((count) => count + 1);
        },
        // Wrapped: given a function, setState would call it as an updater (fetching again) and keep its promise.
        () => setFailed(() => load),
      );
  }, [load, Component]);
  if (Component) return { phase: "ready", Component };
  return { phase: failed === load ? "failed" : "loading" };
}
