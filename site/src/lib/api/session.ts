// The session watcher's read and signing out, apart from the account calls (auth.ts) so that every signed-in page
// carries only these two, not the forms' calls and their schemas.
import { API_PATHS, sessionStatusSchema, type SessionStatus } from "@bank/contracts";
import { ApiError, request } from "./request.ts";

/**
 * GET /api/auth/session-status: `{ ok: false }` for a non-OK answer (which the watcher ignores); throws when no
 * answer came or the answer is not a session status (which the watcher logs).
 */
export async function fetchSessionStatus(): Promise<{ ok: true; status: SessionStatus } | { ok: false }> {
  try {
    return { ok: true, status: await request("GET", API_PATHS.sessionStatus, { schema: sessionStatusSchema }) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === "refused") return { ok: false };
    throw error;
  }
}

/** POST /api/signout: ends this browser's session (the user menu's Sign out, and a few pages' own). */
export function signOut(): Promise<unknown> {
  return request("POST", API_PATHS.signOut, { body: {} });
}
