// A list read a page at a time, as a page keeps it: a page read later added below (no row twice), and the rows on
// screen brought up to date by reading the first rows again (a pending deposit that posted, a payment that settled).
// Generic in the row: the activity's transactions and the payments lists keep theirs this way (use-paged-list.ts).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@bank/contracts";

export interface ListPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** The next page below the rows shown; a row already shown is not repeated. */
export function appendPage<Row extends { id: string }>(state: ListPage<Row>, page: ListPage<Row>): ListPage<Row> {
  const shown = new Set(state.rows.map((row) => row.id));
  return { rows: [...state.rows, ...page.rows.filter((row) => !shown.has(row.id))], nextCursor: page.nextCursor };
}

/** How many rows from the top a refresh reads again: those shown, at least a page, at most what one read gives. */
export function refreshSize(state: ListPage<unknown>): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, state.rows.length));
}

/**
 * The rows after a refresh read the first `size` rows again: those replace the top of the list (a row that no longer
 * matches the filters goes, a new one comes in); rows below stay as they were. When the whole list was read again,
 * its cursor is the refresh's.
 */
export function mergeRefresh<Row extends { id: string }>(
  state: ListPage<Row>,
  fresh: ListPage<Row>,
  size: number,
): ListPage<Row> {
  if (state.rows.length <= size) return fresh;
  const top = new Set(fresh.rows.map((row) => row.id));
  return {
    rows: [...fresh.rows, ...state.rows.slice(size).filter((row) => !top.has(row.id))],
    nextCursor: state.nextCursor,
  };
}

/** Whether a row a refresh would read is still on its way: the page reads them again until none is. */
export function movingOnTop<Row>(state: ListPage<Row>, moving: (row: Row) => boolean): boolean {
  return state.rows.slice(0, MAX_PAGE_SIZE).some(moving);
}
