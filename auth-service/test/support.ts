// Shared steps of the service tests: accounts, sign-ins, cookies, a movable clock and TOTP codes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as OTPAuth from "otpauth";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { SignUpPayload } from "@bank/contracts";
import { issueToken } from "../src/auth/one-time-token.ts";
import { findUserByEmail } from "../src/db/users-store.ts";

export class TestClock {
  current = Date.UTC(2026, 10, 22, 12, 0, 0);
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
  /** To the start of the next 30-second TOTP step: a code of that step has not been used yet. */
  nextTotpStep(): void {
    this.current += 30_000 - (this.current % 30_000);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let accountCounter = 0;

/** A valid sign-up form with a unique email address. */
export function newAccount(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  accountCounter += 1;
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace.${process.pid}.${accountCounter}@example.com`,
    password: "cobol-compiler-1959",
    confirmPassword: "cobol-compiler-1959",
    phoneNumber: "(555) 123-4567",
    agreeToTerms: true,
    ...overrides,
  };
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

let addressCounter = 0;
/** A client address no other request of this process uses (198.18.0.0/15, the benchmarking range). */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** POST /api/signup from an address of its own, so the 10-an-hour limit per address only answers where a test means it. */
export function postSignUp(app: FastifyInstance, body: unknown) {
  return postJson(app, "/api/signup", body, {}, freshAddress());
}

/**
 * Signs an account up and, unless `verified: false`, proves its address through POST /api/auth/email/verify as
 * the mailed link would: an unverified account may not add a second factor, apply or be made staff.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignUpPayload> = {},
  options: { verified?: boolean } = {},
): Promise<SignUpPayload> {
  const account = newAccount(overrides);
  const response = await postSignUp(app, account);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  if (options.verified !== false) await verifyAddress(app, account.email);
  return account;
}

/** Proves the account's address with a fresh verification token, through the route the mailed link calls. */
export async function verifyAddress(app: FastifyInstance, email: string): Promise<void> {
  // Sign-up mails its own link later; it would spend the token issued here if it ran after.
  await app.settleBackgroundWork();
  const user = await findUserByEmail(app.deps.db, email);
  if (!user) throw new Error(`no account for ${email}`);
  const token = await issueToken(app.deps.db, user, "email_verification", HOUR, app.deps.now());
  const response = await postJson(app, "/api/auth/email/verify", { token });
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  await app.settleBackgroundWork();
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "session" || c.name === "__Host-session");
  if (!cookie || !cookie.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The `name=value` of the device cookie a successful sign-in set. */
export function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "device" || c.name === "__Host-device");
  if (!cookie || !cookie.value) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string; rememberMe?: boolean; twoFactorCode?: string },
  headers: Record<string, string> = {},
) {
  return postJson(app, "/api/signin", credentials, headers);
}

export async function signedInCookie(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const response = await signIn(app, account);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export async function sessionStatus(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/auth/session-status",
    headers: cookie ? { cookie } : {},
  });
  return response.json() as { isValid: boolean; reason?: string; loggedOutReason?: string };
}

/** The code an authenticator app shows for `secret` at `timestamp`. */
export function totpCode(secret: string, timestamp: number): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp,
  });
}

/** Sets up and enables 2FA for a signed-in user; returns the base32 secret. */
export async function enableTwoFactor(app: FastifyInstance, cookie: string, now: number): Promise<string> {
  const setup = await app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers: { cookie } });
  if (setup.statusCode !== 200) throw new Error(`2FA setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await postJson(app, "/api/auth/2fa/enable", { code: totpCode(secret, now) }, { cookie });
  if (enable.statusCode !== 200) throw new Error(`2FA enable failed: ${enable.statusCode} ${enable.body}`);
  return secret;
}

/**
 * Turns TOTP on for a signed-in account, then signs in again with a code: a session whose proof is fresh, as staff
 * need for step-up. Returns that session's cookie and the base32 secret.
 */
export async function signedInWithTotp(
  app: FastifyInstance,
  clock: TestClock,
  account: { email: string; password: string },
  cookie: string,
): Promise<{ cookie: string; secret: string }> {
  clock.nextTotpStep();
  const secret = await enableTwoFactor(app, cookie, clock.current);
  clock.nextTotpStep();
  const response = await signIn(app, { ...account, twoFactorCode: totpCode(secret, clock.current) });
  if (response.statusCode !== 200)
    throw new Error(`sign-in with a code failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), secret };
}

/** Every route that changes state: CSRF checks, hardening and fuzzing go through all of them. */
export const STATE_CHANGING_ROUTES = [
  "/api/signup",
  "/api/signin",
  "/api/signout",
  "/api/contact",
  "/api/auth/2fa/setup",
  "/api/auth/2fa/enable",
  "/api/auth/2fa/disable",
  "/api/auth/2fa/recovery-codes",
  "/api/auth/reauthenticate",
  "/api/auth/reauthenticate/passkey-options",
  "/api/auth/name",
  "/api/auth/password-reset/request",
  "/api/auth/password-reset/confirm",
  "/api/auth/email/verify",
  "/api/auth/email/resend",
  "/api/auth/passkeys/registration-options",
  "/api/auth/passkeys",
  "/api/auth/passkey-signin/options",
  "/api/auth/passkey-signin",
  "/api/auth/password",
  "/api/auth/email-change",
  "/api/auth/email-change/confirm",
  "/api/admin/users/no-such-user/unlock",
  "/api/admin/users/no-such-user/sessions/end",
  "/api/admin/users/no-such-user/two-factor/reset",
  "/api/onboarding/application/submit",
  "/api/admin/applications/no-such-application/decision",
  "/api/invitations/accept",
  "/api/businesses/no-such-business/invitations",
  "/api/businesses/no-such-business/payees",
] as const;

/**
 * Routes that move money: not flood-capped per address (a business's own members send them, from sessions that
 * proved a second factor, and each needs an Idempotency-Key), but held to every other rule of a state-changing route.
 */
export const MONEY_ROUTES = [
  "/api/businesses/no-such-business/transfers",
  "/api/businesses/no-such-business/conversions/quotes",
  "/api/businesses/no-such-business/conversions",
  "/api/businesses/no-such-business/accounts",
  "/api/sandbox/businesses/no-such-business/deposits",
  "/api/businesses/no-such-business/cards",
  "/api/businesses/no-such-business/cards/no-such-card/reveal",
  "/api/sandbox/cards/no-such-card/authorizations",
  "/api/sandbox/authorizations/no-such-authorization/capture",
  "/api/sandbox/authorizations/no-such-authorization/release",
] as const;

/** Every POST route of the API: the CSRF, malformed-body and fuzz checks take each. */
export const EVERY_POST_ROUTE = [...STATE_CHANGING_ROUTES, ...MONEY_ROUTES] as const;

/** Temporary folders for one test file, removed by `removeAll` (call it in afterEach). */
export function temporaryFolders() {
  const folders: string[] = [];
  return {
    make(prefix: string): string {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
    removeAll(): void {
      for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
