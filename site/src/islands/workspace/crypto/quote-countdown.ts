// A quote's 30 seconds as the page counts them: from when the page asked for it, on the page's own clock, so the
// page never offers a quote the service has already let go (the service starts its count after the request
// arrives). What a screen reader hears is said at a few moments only, never every second.
import { QUOTE_TTL_MS } from "@bank/contracts";

/** When the page stops offering a quote asked for at `askedAt` (ms since the epoch, this page's clock). */
export function quoteDeadline(askedAt: number): number {
  return askedAt + QUOTE_TTL_MS;
}

/** Whole seconds left until the deadline, rounded up (0 once it has passed). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "0:30", "0:07", "1:05": minutes and two-digit seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Seconds left at which the page says how long is left (besides when the quote is shown and when it runs out). */
export const ANNOUNCE_AT_SECONDS = 10;

export type Announcement =
  { kind: "shown"; seconds: number } | { kind: "left"; seconds: number } | { kind: "expired" } | null;

/**
 * What to say when the count moves from `previous` to `current` seconds (previous null: the quote was just shown):
 * the time it holds when shown, ANNOUNCE_AT_SECONDS as the count passes it, and its end; nothing otherwise.
 */
export function announcementFor(previous: number | null, current: number): Announcement {
  if (current <= 0) return previous === null || previous > 0 ? { kind: "expired" } : null;
  if (previous === null) return { kind: "shown", seconds: current };
  if (previous > ANNOUNCE_AT_SECONDS && current <= ANNOUNCE_AT_SECONDS) return { kind: "left", seconds: current };
  return null;
}
