// A cached read's state in an island. An island hydrates with the state its page was built with (no answer yet),
// then shows the current one: with useStore, an island hydrating after the read had answered rendered the answer
// at once, which differs from its pre-rendered HTML, and React threw that HTML away (its error #418).
import { useCallback, useSyncExternalStore } from "react";
import type { Query, ReadState } from "../../lib/api/query.ts";

export function useQuery<T>(query: Query<T>): ReadState<T> {
  const subscribe = useCallback((onChange: () => void) => query.listen(onChange), [query]);
  const current = useCallback(() => query.get(), [query]);
  const built = useCallback(() => query.initial, [query]);
  return useSyncExternalStore(subscribe, current, built);
}
