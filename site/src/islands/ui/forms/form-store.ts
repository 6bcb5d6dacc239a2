// A form's state kept outside React, as the account forms (use-form.ts) and the money forms
// (workspace/money/use-money-form.ts) keep it: read it, be told when it changes, change part of it; and its hook.
import { useRef, useSyncExternalStore, type RefObject } from "react";

export function formStore<S extends object>(initial: S) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    snapshot: (): S => snapshot,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    update(next: Partial<S>): void {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener();
    },
  };
}

/** A form's state in its component, drawn again on each change, and the ref for its <form> element. */
export function useFormStore<S extends object>(store: {
  snapshot(): S;
  subscribe(listener: () => void): () => void;
}): S & { formRef: RefObject<HTMLFormElement | null> } {
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const formRef = useRef<HTMLFormElement>(null);
  return { ...snapshot, formRef };
}
