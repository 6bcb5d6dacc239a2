// The words a failed account call shows (FailureCopy), for every island: one rule, each screen its own copy.
import type { FailureCopy } from "@bank/contracts";
import { ApiError } from "./request.ts";

/**
 * The service's message when it sent one; the copy's fallback text when it answered without one (or with an
 * answer that could not be read); the copy's fallback error when no answer came at all (offline, connection
 * lost), since what the person typed is not the issue then. Any other error is treated as no answer.
 */
export function failureText(copy: Pick<FailureCopy, "fallbackText" | "fallbackError">, error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === "no-answer") return copy.fallbackError;
  return error.serverMessage ?? copy.fallbackText;
}
