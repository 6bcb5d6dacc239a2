// Which words a failed account call shows in its toast (SPEC.md section 8).
import type { FailureCopy } from "@bank/contracts";
import { ApiFailure } from "../../../lib/api/auth.ts";

/**
 * The server's message when it sent one; the copy's fallback text when it answered without one; the copy's
 * fallback error when no answer came at all (offline, connection lost), since credentials are not the issue then.
 */
export function failureText(copy: FailureCopy, error: unknown): string {
  if (error instanceof ApiFailure) return error.serverMessage ?? copy.fallbackText;
  return copy.fallbackError;
}
