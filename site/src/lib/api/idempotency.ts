// One Idempotency-Key per intended movement of money (docs/api.md, "Money"): a form makes a key when it is
// submitted and sends the same key again when the person retries that same submission after it got no answer, so
// the service moves the money once; a changed form, or an answer (done or refused), starts a new key.
import { ApiError } from "./request.ts";

export interface IdempotentSubmission {
  /** The key to send with `request`: the waiting one when `request` is the one that got no answer, else a new one. */
  keyFor(request: unknown): string;
  /** The request ended: an answer forgets its key; no answer (or the service's "still working on it") keeps it. */
  settle(error?: unknown): void;
}

/** Whether the failure may have left the request done, or still being done: then a retry must reuse its key. */
export function mayRetryWithSameKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind !== "refused") return true; // no answer, or an answer that could not be read
  return error.status >= 500 || error.code === "idempotencyKeyInFlight";
}

export function idempotentSubmission(newKey: () => string = () => crypto.randomUUID()): IdempotentSubmission {
  let waiting: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (waiting?.request !== text) waiting = { request: text, key: newKey() };
      return waiting.key;
    },
    settle(error) {
      if (error === undefined || !mayRetryWithSameKey(error)) waiting = null;
    },
  };
}
