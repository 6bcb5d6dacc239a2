// The payments page's lists as it keeps them: a page read later added below, and the rows on screen brought up to
// date.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Payment, type PaymentPage } from "@bank/contracts";

export interface ListState {
  rows: Payment[];
  nextCursor: string | null;
}

/** The next page below the rows shown; a row already shown is not repeated. */
export function appendPage(state: ListState, page: PaymentPage): ListState {
  const shown = new Set(state.rows.map((row) => row.id));
  return { rows: [...state.rows, ...page.payments.filter((row) => !shown.has(row.id))], nextCursor: page.nextCursor };
}

/** How many rows from the top a refresh reads again: those shown, at least a page, at most what one read gives. */
export function refreshSize(state: ListState): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(DEFAULT_PAGE_SIZE, state.rows.length));
}

/** The rows after the first `size` were read again: those replace the top; the rows below stay. */
export function mergeRefresh(state: ListState, fresh: PaymentPage, size: number): ListState {
  if (state.rows.length <= size) return { rows: fresh.payments, nextCursor: fresh.nextCursor };
  const top = new Set(fresh.payments.map((row) => row.id));
  return {
    rows: [...fresh.payments, ...state.rows.slice(size).filter((row) => !top.has(row.id))],
    nextCursor: state.nextCursor,
  };
}

/** Whether a row a refresh would read is on its way: the page reads them again until it settles. */
export function hasMovingOnTop(state: ListState): boolean {
  return state.rows.slice(0, MAX_PAGE_SIZE).some((row) => row.status === "processing");
}
