// The staff console's e2e setup on the e2e service's own database (SQLite in E2E_DATA_DIR): staff made with the
// server's CLI, as an operator makes the first member, and an account locked as failed sign-ins lock it.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StaffPermission } from "@bank/contracts";
import { openDatabase } from "../../../auth-service/src/db/database.ts";
import { findUserByEmail } from "../../../auth-service/src/db/users-store.ts";
import {
  ACCOUNT_LOCKOUT,
  LOCKOUT_THRESHOLD,
  deviceClassOf,
  limitKeys,
} from "../../../auth-service/src/auth/abuse-limits.ts";
import { chargeAttempt } from "../../../auth-service/src/auth/attempts.ts";

const dataDir = process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data");
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** `./run staff:grant EMAIL PERMISSION...` against the e2e service's data: the server's own command. */
export function grantStaffWithCli(email: string, ...permissions: StaffPermission[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, ["auth-service/scripts/staff.ts", "grant", email, ...permissions], {
    cwd: repoRoot,
    env,
    encoding: "utf8",
  });
}

/**
 * Locks the account as ten failed checks from an unknown browser do (the service's own counter and policy), so
 * a sign-in from any browser the account has not signed in from is refused until the lock lifts or staff unlock it.
 */
export async function lockAccountInDatabase(email: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no account has the email ${email}`);
    const charge = { key: limitKeys.lockout(user.id, deviceClassOf(null)), policy: ACCOUNT_LOCKOUT };
    for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure += 1)
      await chargeAttempt(database.db, [charge], Date.now());
    return user.id;
  } finally {
    await database.close();
  }
}
