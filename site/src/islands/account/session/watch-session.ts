// Polls the session status while a user is signed in and reports once when a sign-in elsewhere ended it.
import { SESSION_STATUS_POLL_MS, type SessionStatus } from "@bank/contracts";

export type StatusAnswer = { ok: true; status: SessionStatus } | { ok: false };

export interface SessionWatcherOptions {
  /** One status check; it may throw for a network or parse failure. */
  check: () => Promise<StatusAnswer>;
  /** Called once with the recorded logged-out reason when the session was ended by another device. */
  onEndedByOtherDevice: (loggedOutReason: string) => void;
  /** Called once when the server says there is no session for another reason (signed out, expired). */
  onSignedOut?: () => void;
  log?: (message: string, error: unknown) => void;
  intervalMs?: number;
}

/**
 * Starts silent: nothing shows until an answer is OK with isValid false. It checks once at once (the page may
 * open on an ended session) and then every 30 s. Returns a function that stops it.
 */
export function watchSession(options: SessionWatcherOptions): () => void {
  const { check, onEndedByOtherDevice, onSignedOut, intervalMs = SESSION_STATUS_POLL_MS } = options;
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
      if (stopped || !answer.ok || answer.status.isValid) return; // a non-OK answer is ignored
      if (answer.status.reason === "new_device") {
        stop();
        onEndedByOtherDevice(answer.status.loggedOutReason ?? "new_device");
      } else {
        stop();
        onSignedOut?.();
      }
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
