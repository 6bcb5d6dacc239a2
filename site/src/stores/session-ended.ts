// Why this page's session ended, once something learns that a sign-in elsewhere ended it; null while it lives.
import { atom } from "nanostores";

export const $sessionEndedReason = atom<string | null>(null);

export function reportSessionEnded(loggedOutReason: string): void {
  if ($sessionEndedReason.get() === null) $sessionEndedReason.set(loggedOutReason);
}
