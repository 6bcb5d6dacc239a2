// Why this page's session ended, once the watcher or the dashboard's gate learns it did; null while it lives.
import { atom } from "nanostores";

export const $sessionEndedReason = atom<string | null>(null);

/** Set while this page itself ends the session and says so in its own words (a confirmed email change). */
let endingHere = false;

export function reportSessionEnded(loggedOutReason: string): void {
  if (endingHere) return;
  if ($sessionEndedReason.get() === null) $sessionEndedReason.set(loggedOutReason);
}

/**
 * This page is about to end the session on purpose and explains it itself, so an ending the watcher learns of
 * meanwhile opens no dialog over it; call the returned function if the session lived on after all.
 */
export function endSessionHere(): () => void {
  endingHere = true;
  return () => {
    endingHere = false;
  };
}
