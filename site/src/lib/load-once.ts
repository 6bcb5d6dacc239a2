// A module fetched when it is first needed rather than with the page (an island's checks and requests, which a
// visitor who only reads never uses): one fetch however many callers ask, and a failed fetch (offline) is tried
// again by the next caller instead of failing for the page's whole life.
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
