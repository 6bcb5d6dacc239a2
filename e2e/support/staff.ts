// Staff and locked accounts in the e2e service's own database (SQLite in E2E_DATA_DIR): the first staff member is
// made with the server's staff command, as an operator does, and an account is locked through the service's own
// attempt counters, as ten wrong passwords from strangers' browsers lock it (without waiting out the per-account
// window that spaces those guesses 15 minutes apart).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { SIGNIN_TEXTS } from "@bank/contracts";
import { ACCOUNT_LOCKOUT, LOCKOUT_THRESHOLD, limitKeys } from "../../auth-service/src/auth/abuse-limits.ts";
import { chargeAttempt } from "../../auth-service/src/auth/attempts.ts";
import { openDatabase } from "../../auth-service/src/db/database.ts";
import { findUserByEmail } from "../../auth-service/src/db/users-store.ts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  fillCredentials,
  openSignIn,
  rememberSignedInUser,
  signInThroughApi,
  totpCode,
  type TestAccount,
} from "./accounts.ts";

const dataDir = process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data");
const STAFF_SCRIPT = path.resolve(import.meta.dirname, "../../auth-service/scripts/staff.ts");

/** `./run staff:grant EMAIL PERMISSION...` against the e2e service's data folder; returns what it printed. */
export async function grantStaffWithCommand(email: string, ...permissions: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [STAFF_SCRIPT, "grant", email, ...permissions], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  return stdout.trim();
}

/** Locks the account for browsers that have not signed in to it before, as LOCKOUT_THRESHOLD failures do. */
export async function lockAccountInDatabase(email: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no account for ${email}`);
    for (let failure = 0; failure < LOCKOUT_THRESHOLD; failure++) {
      await chargeAttempt(
        database.db,
        [{ key: limitKeys.lockout(user.id, "unknown"), policy: ACCOUNT_LOCKOUT }],
        Date.now(),
      );
    }
  } finally {
    await database.close();
  }
}

/** A new account made staff with the server's CLI, with 2FA on (turned on through the API, whose context it signs in). */
async function newStaffMember(
  request: APIRequestContext,
  names: Partial<TestAccount>,
  permissions: readonly string[],
): Promise<TestAccount & { secret: string }> {
  const staff = await createAccount(request, names);
  await signInThroughApi(request, staff);
  // The step before now turns 2FA on and now's signs in.
  const secret = await enableTwoFactorThroughApi(request, -1);
  await grantStaffWithCommand(staff.email, ...permissions);
  return { ...staff, secret };
}

/**
 * A staff member made with the server's CLI, with 2FA on (turned on through the API), signed in through the form with
 * their code; lands on /dashboard.
 */
export async function signInAsStaffThroughForm(
  page: Page,
  request: APIRequestContext,
  names: Partial<TestAccount>,
  ...permissions: string[]
): Promise<TestAccount & { secret: string }> {
  const staff = await newStaffMember(request, names, permissions);
  await openSignIn(page);
  await fillCredentials(page, staff);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(staff.secret));
  await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
  await page.waitForURL("**/dashboard");
  return staff;
}

/**
 * A staff member made with the server's CLI, with 2FA on, signed in through the API with their code (the page's
 * context holds the session; the next page it opens knows who is signed in), for tests whose subject is not the form.
 */
export async function signInAsStaffThroughApi(
  page: Page,
  request: APIRequestContext,
  names: Partial<TestAccount>,
  ...permissions: string[]
): Promise<TestAccount & { secret: string }> {
  const staff = await newStaffMember(request, names, permissions);
  const user = await signInThroughApi(page.request, staff, totpCode(staff.secret));
  await rememberSignedInUser(page, user);
  return staff;
}
