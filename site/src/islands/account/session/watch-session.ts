// Polls the session status while a user is signed in and reports once when the server says the session is over.
import { SESSION_STATUS_POLL_MS, type SessionStatus } from "@bank/contracts";

export type StatusAnswer = { ok: true; status: SessionStatus } | { ok: false };

/** What a page does about a status answer. */
export type SessionEnding =
  | { kind: "live" }
  /** The session ended (new_device, expired, signed_out or any other reason): the dialog explains it. */
  | { kind: "ended"; loggedOutReason: string }
  /** This browser holds no session at all (no cookie, e.g. a browser-session cookie gone after a restart). */
  | { kind: "no_session" };

/**
 * Reads a status answer. It records loggedOutReason, or the reason when it is missing. `no_session` means
 * there is nothing to explain (nothing ended that this browser still held), so it opens no dialog.
 */
export function sessionEnding(status: SessionStatus): SessionEnding {
  if (status.isValid) return { kind: "live" };
  const reason = status.reason ?? status.loggedOutReason;
  if (reason === "no_session") return { kind: "no_session" };
  return { kind: "ended", loggedOutReason: status.loggedOutReason ?? status.reason ?? "" };
}

export interface SessionWatcherOptions {
  /** One status check; it may throw for a network or parse failure. */
  check: () => Promise<StatusAnswer>;
  /** Called once with the recorded logged-out reason when the server reports the session ended. */
  onEnded: (loggedOutReason: string) => void;
  /** Called once when the server reports that this browser has no session at all. */
  onNoSession: () => void;
  log?: (message: string, error: unknown) => void;
  intervalMs?: number;
}

/**
 * Starts silent: nothing shows until an answer is OK with isValid false. It checks once at once (the page may
 * open on an ended session) and then every 30 s, and stops at the first answer that the session is over.
 * Returns a function that stops it.
 */
export function watchSession(options: SessionWatcherOptions): () => void {
  const { check, onEnded, onNoSession, intervalMs = SESSION_STATUS_POLL_MS } = options;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let stopped = false;
  let inFlight = false;

  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };

  const poll = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      const answer = await check();
      if (stopped || !answer.ok) return; // a non-OK answer is ignored
      const ending = sessionEnding(answer.status);
      if (ending.kind === "live") return;
      stop();
      if (ending.kind === "ended") onEnded(ending.loggedOutReason);
      else onNoSession();
    } catch (error) {
      log("Session status check failed; polling continues.", error);
    } finally {
      inFlight = false;
    }
  };

  const timer = setInterval(poll, intervalMs);
  void poll();
  return stop;
}
