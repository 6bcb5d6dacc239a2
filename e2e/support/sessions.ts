// Ends a user's sessions in the e2e service's own database (SQLite in E2E_DATA_DIR) through the service's store
// functions: how a test gets a session the server calls expired without waiting out its 30 minutes.
import path from "node:path";
import { openDatabase } from "../../auth-service/src/db/database.ts";
import { hashSessionToken } from "../../auth-service/src/auth/session.ts";
import { STEP_UP_MAX_AGE_MS } from "../../auth-service/src/auth/session-proof.ts";
import { backdateSessionProofs, endUserSessions } from "../../auth-service/src/db/sessions-store.ts";

const dataDir = process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data");

/** Ends every open session of the user with reason expired, as the service does when it finds one past its time. */
export async function expireSessionsInDatabase(userId: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const ended = await endUserSessions(database.db, userId, "expired", Date.now());
    if (ended === 0) throw new Error(`user ${userId} had no open session to end`);
  } finally {
    await database.close();
  }
}

/**
 * Makes the session's last proof (sign-in or re-authentication) older than step-up allows, as if the customer had
 * signed in more than 10 minutes ago, so the next protection change asks for the password again.
 */
export async function ageSessionProofInDatabase(sessionToken: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const stale = Date.now() - STEP_UP_MAX_AGE_MS - 60_000;
    if (!(await backdateSessionProofs(database.db, hashSessionToken(sessionToken), stale))) {
      throw new Error("the session to age is not open");
    }
  } finally {
    await database.close();
  }
}
