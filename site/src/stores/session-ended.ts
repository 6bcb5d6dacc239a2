// Why this page's session ended, once the watcher or the dashboard's gate learns it did; null while it lives.
import { atom } from "nanostores";

export const $sessionEndedReason = atom<string | null>(null);

export function reportSessionEnded(loggedOutReason: string): void {
  if ($sessionEndedReason.get() === null) $sessionEndedReason.set(loggedOutReason);
}
