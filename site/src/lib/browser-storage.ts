// The browser's storage where it may be missing (the build, a test without a DOM) or refused (privacy settings, a
// full quota): reading finds nothing and writing does nothing, rather than throw into the page.

export type StorageKind = "localStorage" | "sessionStorage";

function storage(kind: StorageKind): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Refused: whoever reads it later finds nothing, as on a first visit.
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
