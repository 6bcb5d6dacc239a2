// The activity list's pages as the page keeps them: a page read later added below (no row twice), and the rows on
// screen brought up to date by a read of the first rows again (a pending deposit that posted meanwhile).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Transaction, type TransactionPage } from "@bank/contracts";

export interface ListState {
  rows: Transaction[];
  nextCursor: string | null;
}

/** The next page below the rows shown; a row already shown is not repeated. */
export function appendPage(state: ListState, page: TransactionPage): ListState {
  const shown = new Set(state.rows.map((row) => row.id));
  return {
    rows: [...state.rows, ...page.transactions.filter((row) => !shown.has(row.id))],
    nextCursor: page.nextCursor,
  };
}

/** How many rows from the top a refresh reads again: those shown, at least a page, at most what one read gives. */
export function refreshSize(state: ListState): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, state.rows.length));
}

/**
 * The rows after a refresh read the first `size` rows again: those replace the top of the list (a row that no longer
 * matches the filters goes, a new one comes in); rows below stay as they were. When the whole list was read again,
 * its cursor is the refresh's.
 */
export function mergeRefresh(state: ListState, fresh: TransactionPage, size: number): ListState {
  if (state.rows.length <= size) return { rows: fresh.transactions, nextCursor: fresh.nextCursor };
  const top = new Set(fresh.transactions.map((row) => row.id));
  return {
    rows: [...fresh.transactions, ...state.rows.slice(size).filter((row) => !top.has(row.id))],
    nextCursor: state.nextCursor,
  };
}

/** Whether a row the refresh would read is pending: the page reads again while one is. */
export function hasPendingOnTop(state: ListState): boolean {
  return state.rows.slice(0, MAX_PAGE_SIZE).some((row) => row.status === "pending");
}
