// A list a page at a time (paged-list.ts), as the activity and the payments lists show one: the first page read again
// whenever `key` (the filters) or "Try again" changes it, an older read's answer dropped; "Load more" below; and, while
// a row on screen is on its way, the top rows read again every few seconds, so it changes without a reload.
import { useEffect, useRef, useState } from "react";
import type { ApiError } from "../../../lib/api/request.ts";
import { usePollWhile } from "./polling.ts";
import { appendPage, mergeRefresh, movingOnTop, refreshSize, type ListPage } from "./paged-list.ts";

export interface PagedListSource<Row> {
  /** What the list shows, as text: a change reads the first page again. */
  key: string;
  /** False while the filters cannot be asked for (dates out of order): nothing is read. */
  enabled?: boolean;
  first: () => Promise<ListPage<Row>>;
  next: (cursor: string) => Promise<ListPage<Row>>;
  /** The first `limit` rows again. */
  top: (limit: number) => Promise<ListPage<Row>>;
  /** A row still on its way (pending, processing): the top is read again while one is shown. */
  moving: (row: Row) => boolean;
  /** After a refresh that answered (what else the page shows may have changed with the rows). */
  onRefreshed?: () => void;
  /** After the last page was read: the button goes, so focus goes to the list it added to. */
  onEnd?: () => void;
}

export interface PagedList<Row> {
  list: ListPage<Row> | null;
  failure: ApiError | null;
  loading: boolean;
  loadingMore: boolean;
  /** A row the refresh reads is still on its way. */
  moving: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function usePagedList<Row extends { id: string }>(source: PagedListSource<Row>): PagedList<Row> {
  const [list, setList] = useState<ListPage<Row> | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Each read of the first page starts a generation; an answer of an older one (the filters changed since) is dropped.
  const generation = useRef(0);
  const latest = useRef(source);
  latest.current = source;
  const enabled = source.enabled ?? true;

  useEffect(() => {
    if (!enabled) return;
    const mine = ++generation.current;
    setLoading(true);
    latest.current
      .first()
      .then(
        (page) => {
          if (generation.current !== mine) return;
          setList(page);
          setFailure(null);
        },
        (error: ApiError) => generation.current === mine && setFailure(error),
      )
      .finally(() => generation.current === mine && setLoading(false));
  }, [source.key, enabled, attempt]);

  async function loadMore(): Promise<void> {
    if (!list?.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await latest.current.next(list.nextCursor);
      if (generation.current !== mine) return;
      setList((now) => (now ? appendPage(now, page) : now));
      if (!page.nextCursor) requestAnimationFrame(() => latest.current.onEnd?.());
    } catch (error) {
      if (generation.current === mine) setFailure(error as ApiError);
    } finally {
      setLoadingMore(false);
    }
  }

  async function refresh(): Promise<void> {
    if (!list) return;
    const mine = generation.current;
    const size = refreshSize(list);
    try {
      const fresh = await latest.current.top(size);
      if (generation.current === mine) setList((now) => (now ? mergeRefresh(now, fresh, size) : now));
      latest.current.onRefreshed?.();
    } catch {
      // The next tick tries again; the rows shown stay as they were.
    }
  }

  const moving = list !== null && movingOnTop(list, source.moving);
  usePollWhile(moving && !loading, () => void refresh());

  return {
    list,
    failure,
    loading,
    loadingMore,
    moving,
    loadMore: () => void loadMore(),
    retry: () => setAttempt((count) => count + 1),
  };
}
