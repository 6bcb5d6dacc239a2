// The signed-in user as the browser remembers it (STORAGE_KEYS): the user object and, apart, the email.
// Free of zod on purpose: the public header reads it on every page, and pages without islands ship no library.
import { STORAGE_KEYS, type User } from "@bank/contracts";

/** Sent on this window when this page remembers or forgets the user; other tabs learn it from "storage" events. */
const CURRENT_USER_CHANGED = "current-user-changed";

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked by the browser's privacy settings
  }
}

function announceChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CURRENT_USER_CHANGED));
}

export function rememberUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
  storage()?.setItem(STORAGE_KEYS.userEmail, user.email);
  announceChange();
}

/** Clears the stored current user, email and session token, as opening the sign-in screen does. */
export function forgetUser(): void {
  for (const key of [STORAGE_KEYS.currentUser, STORAGE_KEYS.userEmail, STORAGE_KEYS.sessionToken]) {
    storage()?.removeItem(key);
  }
  announceChange();
}

/**
 * The stored user's name, "First Last", or null when nobody is remembered or the stored value has no name.
 * SignedInFlag.astro's script in the head applies the same rule before the first paint.
 */
export function storedUserName(): string | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(STORAGE_KEYS.currentUser);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (typeof user !== "object" || user === null) return null;
    const { firstName, lastName } = user as Record<string, unknown>;
    if (typeof firstName !== "string" || typeof lastName !== "string") return null;
    return `${firstName} ${lastName}`.trim() || null;
  } catch {
    return null;
  }
}

/** Calls `listener` whenever the remembered user changes, in this page or another tab; returns the unsubscribe. */
export function onCurrentUserChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.currentUser) listener();
  };
  window.addEventListener(CURRENT_USER_CHANGED, listener);
  window.addEventListener("storage", fromOtherTab);
  return () => {
    window.removeEventListener(CURRENT_USER_CHANGED, listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}
