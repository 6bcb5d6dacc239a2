// A form's state kept outside React, as the account forms (use-form.ts) and the money forms
// (workspace/money/use-money-form.ts) keep it: read it, be told when it changes, change part of it. A hook binds it
// with useSyncExternalStore.
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
