// Notifications shared by every island (one visible at a time: TOAST_LIMIT): added, updated, dismissed, then removed.
import { atom } from "nanostores";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@bank/contracts";

export type ToastVariant = "default" | "destructive";

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Partial<Omit<ToastData, "id" | "open">>;

/** The toasts, newest first; at most TOAST_LIMIT of them. */
export const $toasts = atom<readonly ToastData[]>([]);

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

/** Adds a toast; an older one beyond the limit gives way at once. */
export function addToast(input: ToastInput): { id: string; update: (next: ToastInput) => void; dismiss: () => void } {
  const id = nextId();
  const toast: ToastData = { variant: "default", ...input, id, open: true };
  $toasts.set([toast, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return { id, update: (next) => updateToast(id, next), dismiss: () => dismissToast(id) };
}

export function updateToast(id: string, next: ToastInput): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, ...next } : toast)));
}

/** Closes one toast (or all without an id); it is removed from the list TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string): void {
  for (const toast of $toasts.get()) {
    if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
  }
  $toasts.set($toasts.get().map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
}

export function removeToast(id?: string): void {
  $toasts.set(id === undefined ? [] : $toasts.get().filter((toast) => toast.id !== id));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      removeToast(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** sessionStorage key of the toasts handed from one page of this tab to the next. */
const CARRIED_TOASTS_KEY = "carriedToasts";

/** Hands the open toasts to the next page of this tab, so a redirect does not swallow the toast that announced it. */
export function carryOpenToastsToNextPage(): void {
  const open = $toasts.get().filter((toast) => toast.open);
  try {
    sessionStorage.setItem(
      CARRIED_TOASTS_KEY,
      JSON.stringify(open.map(({ title, description, variant }) => ({ title, description, variant }))),
    );
  } catch {
    // Storage blocked: the toast simply ends with its page.
  }
}

/** Shows the toasts the previous page handed over, once. */
export function restoreCarriedToasts(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? "[]");
    sessionStorage.removeItem(CARRIED_TOASTS_KEY);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const item of carried as ToastInput[]) {
    addToast({
      ...(typeof item.title === "string" ? { title: item.title } : {}),
      ...(typeof item.description === "string" ? { description: item.description } : {}),
      variant: item.variant === "destructive" ? "destructive" : "default",
    });
  }
}
