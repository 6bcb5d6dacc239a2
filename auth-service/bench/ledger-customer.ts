// bench:ledger's customer, set up through the API as a person would: signed up, TOTP turned on, signed in again
// with a code (a session that proved a second factor, as paying needs), a business (opened as approval opens one:
// a Checking USD account and a USDC wallet), more USD accounts, and each of them funded by a sandbox wire that the
// rails post (the service runs with SANDBOX_TIME_SCALE=0.01: a wire posts in 30 ms).
import crypto from "node:crypto";
import * as OTPAuth from "otpauth";
import { MAX_ACCOUNTS, type Account } from "@bank/contracts";
import { issueToken } from "../src/auth/one-time-token.ts";
import { openDatabase } from "../src/db/database.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { cookieOf, createAccountAndSignIn, openBusinessOf, type AuthService } from "./bench-support.ts";

export interface MoneyCustomer {
  email: string;
  /** The session cookie (`session=...`) of a sign-in with a TOTP code. */
  cookie: string;
}

const TOTP_STEP_MS = 30_000;

function totpCode(secret: string, timestamp: number): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, timestamp });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Proves the customer's address as the mailed link would, with a token issued straight in the database (there is
 * no mailbox to read). Sign-up mails a link of its own a moment after answering, which spends earlier ones, so a
 * token it spent is issued again.
 */
async function verifyAddress(service: AuthService, email: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: service.dataDir, databaseUrl: service.databaseUrl });
  try {
    const user = (await findUserByEmail(db, email))!;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const token = await issueToken(db, user, "email_verification", 60 * 60_000, Date.now());
      const response = await fetch(`${service.base}/api/auth/email/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      if (response.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the address ${email} could not be verified`);
  } finally {
    await close();
  }
}

/**
 * A customer with a verified address and TOTP on, signed in with a code. The service accepts a code of the step before or after the
 * current one and each step once: turning TOTP on spends the previous step's code and the sign-in the current one's.
 */
export async function customerWithTotp(service: AuthService, email: string): Promise<MoneyCustomer> {
  const password = "bench-password-ledger";
  const account = await createAccountAndSignIn(service.base, email, password);
  await verifyAddress(service, email);
  // The address's first proof ends every session of the account (auth/address-proof.ts): sign in again, from the
  // same browser.
  const signIn = (body: object) =>
    fetch(`${service.base}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": account.address, cookie: account.device },
      body: JSON.stringify({ email, password, ...body }),
    });
  const session = cookieOf(await expectStatus(await signIn({}), 200, "sign-in"), "session");
  const headers = { cookie: session, "x-forwarded-for": account.address };
  const setup = await expectStatus(
    await fetch(`${service.base}/api/auth/2fa/setup`, { method: "POST", headers }),
    200,
    "2FA setup",
  );
  const { secret } = (await setup.json()) as { secret: string };
  const step = Math.floor(Date.now() / TOTP_STEP_MS);
  await expectStatus(
    await fetch(`${service.base}/api/auth/2fa/enable`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ code: totpCode(secret, (step - 1) * TOTP_STEP_MS) }),
    }),
    200,
    "2FA enable",
  );
  const withCode = await expectStatus(
    await signIn({ twoFactorCode: totpCode(secret, step * TOTP_STEP_MS) }),
    200,
    "sign-in with a TOTP code",
  );
  return { email, cookie: cookieOf(withCode, "session") };
}

export interface FundedBusiness {
  businessId: string;
  /** The business's USD accounts, the Checking it opened with first; each holds `funding`. */
  accounts: Account[];
}

export async function accountsOf(service: AuthService, customer: MoneyCustomer, businessId: string) {
  const response = await expectStatus(
    await fetch(`${service.base}/api/businesses/${businessId}/accounts`, { headers: { cookie: customer.cookie } }),
    200,
    "the account list",
  );
  return ((await response.json()) as { accounts: Account[] }).accounts;
}

/**
 * A business of the customer's with `usdAccounts` USD accounts (the Checking it opened with and more, opened
 * through POST /accounts on the sign-in's fresh proof), each funded with `funding` by a sandbox wire, posted.
 */
export async function fundedBusiness(
  service: AuthService,
  customer: MoneyCustomer,
  usdAccounts: number,
  funding: string,
): Promise<FundedBusiness> {
  // The wallet the business opens with counts among its accounts.
  if (usdAccounts > MAX_ACCOUNTS - 1) throw new Error(`a business holds at most ${MAX_ACCOUNTS} accounts`);
  const businessId = await openBusinessOf(service, customer.email);
  const json = { cookie: customer.cookie, "content-type": "application/json" };
  for (let i = 2; i <= usdAccounts; i += 1) {
    await expectStatus(
      await fetch(`${service.base}/api/businesses/${businessId}/accounts`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: `Operating ${i}`, kind: "checking", currency: "USD" }),
      }),
      201,
      "opening an account",
    );
  }
  const usd = (await accountsOf(service, customer, businessId)).filter((account) => account.currency === "USD");
  for (const account of usd) {
    await expectStatus(
      await fetch(`${service.base}/api/sandbox/businesses/${businessId}/deposits`, {
        method: "POST",
        headers: { ...json, "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({
          accountId: account.id,
          amount: funding,
          method: "wire",
          from: { name: "Bench Funding" },
        }),
      }),
      201,
      "a sandbox deposit",
    );
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const accounts = (await accountsOf(service, customer, businessId)).filter((account) => account.currency === "USD");
    if (accounts.every((account) => account.balance.available === funding)) return { businessId, accounts };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the sandbox deposits did not post within 10 s (is SANDBOX_TIME_SCALE=0.01 set?)");
}
