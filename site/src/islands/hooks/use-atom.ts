// A store's value in a component mounted on the client (the account chrome): the value now, and again on each
// change. Islands that hydrate from pre-rendered HTML read through useQuery instead, which starts from the built
// state.
import { useSyncExternalStore } from "react";
import type { ReadableAtom } from "nanostores";

export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get);
}
