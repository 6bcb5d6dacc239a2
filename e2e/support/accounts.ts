// Test accounts made through the real service, TOTP codes for them, and the sign-in steps the specs share.
import { randomBytes, randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { API_PATHS, STORAGE_KEYS, type SignUpPayload, type User } from "@bank/contracts";
import { mailedLink } from "./outbox.ts";

export interface TestAccount extends SignUpPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh account's sign-up payload; every test gets its own email address. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const password = `tidal-orchard-${randomUUID().slice(0, 8)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${randomUUID()}@example.com`,
    password,
    confirmPassword: password,
    phoneNumber: "(555) 123-4567",
    agreeToTerms: true,
    ...overrides,
  };
}

/**
 * A client address of the benchmarking range (198.18.0.0/15) for one API sign-up. The service allows 10
 * sign-ups an hour from one address and trusts X-Forwarded-For from the test's loopback (playwright.config.ts),
 * so accounts made through the API each come from an address of their own, as customers' do.
 */
export function customerAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a! % 2)}.${b}.${1 + (c! % 254)}`;
}

/**
 * Signs an account up through the API and, unless `verified: false`, follows the verification link it was mailed
 * (an unverified account may not add a second factor, apply or be made staff).
 */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<TestAccount> = {},
  options: { verified?: boolean } = {},
): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await request.post(API_PATHS.signUp, {
    data: account,
    headers: { "x-forwarded-for": customerAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (options.verified !== false) await verifyAddressThroughApi(request, account.email);
  return account;
}

/** Proves the address with the newest verification link mailed to it, as its owner's click would. */
export async function verifyAddressThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await mailedLink(email, "/email-verification"), "http://localhost");
  const verify = await request.post(API_PATHS.emailVerify, { data: { token: link.searchParams.get("token") } });
  expect(verify.status(), await verify.text()).toBe(200);
}

/** Signs in through the API; the cookie lands in the request context's jar (a page's context shares it). */
export async function signInThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  twoFactorCode?: string,
): Promise<User> {
  const response = await request.post(API_PATHS.signIn, {
    data: { email: account.email, password: account.password, ...(twoFactorCode ? { twoFactorCode } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: User }).user;
}

/**
 * Signs in through the API and opens the dashboard as the form's sign-in does, for two page loads less: the user is
 * remembered before the dashboard loads (so it starts the session watcher at once), and the dashboard confirms the
 * session. Tests whose subject is the sign-in form use signInThroughForm.
 */
export async function signInToDashboard(page: Page, account: TestAccount, twoFactorCode?: string): Promise<User> {
  const user = await signInThroughApi(page.request, account, twoFactorCode);
  await rememberSignedInUser(page, user);
  await page.goto("/dashboard");
  await expect(page.getByTestId("signed-in-name")).toBeVisible();
  return user;
}

/** Remembers the user in the next document of this tab, as the sign-in form does before it moves on. */
export async function rememberSignedInUser(page: Page, user: User): Promise<void> {
  // Once, in the next document of this tab only: later pages must see what the product itself stores.
  await page.addInitScript(
    ({ keys, user }) => {
      if (sessionStorage.getItem("e2e-remembered")) return;
      sessionStorage.setItem("e2e-remembered", "1");
      localStorage.setItem(keys.currentUser, JSON.stringify(user));
      localStorage.setItem(keys.userEmail, user.email);
    },
    { keys: STORAGE_KEYS, user },
  );
}

/** The TOTP code `stepsAhead` 30 s steps from now; the service accepts one step either way and each step once. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** How close to the next 30 s step a code for an earlier step is not sent: a busy runner's request can take that long. */
const STEP_EDGE_MS = 8_000;

/**
 * Turns 2FA on for the signed-in request context with the code `stepsAhead` steps from now (the service takes one
 * step either way, each once); returns the secret. A code for the step before now is sent early in a step, so the
 * step does not end before the service reads it (then the code would be two steps old, and refused).
 */
export async function enableTwoFactorThroughApi(request: APIRequestContext, stepsAhead = 0): Promise<string> {
  const setup = await request.post(API_PATHS.twoFactorSetup, { data: {} });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const leftInStep = 30_000 - (Date.now() % 30_000);
  if (stepsAhead < 0 && leftInStep < STEP_EDGE_MS) await new Promise((done) => setTimeout(done, leftInStep + 100));
  const enable = await request.post(API_PATHS.twoFactorEnable, { data: { code: totpCode(secret, stepsAhead) } });
  expect(enable.status(), await enable.text()).toBe(200);
  return secret;
}

/** Opens /signin with reduced motion, so the form is there at once, and waits until the island has taken over. */
export async function openSignIn(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/signin");
  await expect(page.locator('.auth-card[data-step="credentials"]')).toBeVisible();
  await expect(page.getByLabel("Email")).toBeEditable();
}

/**
 * Waits until the sign-in screen's requests, with the toasts, have arrived: the screen fetches them when the form is
 * first focused or the passkey autofill starts. A test that then goes offline still sees the failure's toast.
 */
export async function signInRequestsLoaded(page: Page): Promise<void> {
  const requestsUrl = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .find((name) => /\/sign-in-requests\.[\w-]+\.js$/.test(name)) ?? null,
    );
  await expect.poll(requestsUrl).not.toBeNull();
  // The module is evaluated, so every file it needs has arrived, once the page's own import of it resolves.
  await page.evaluate(async (url) => void (await import(/* @vite-ignore */ url)), (await requestsUrl())!);
}

/** Opens /signup and waits until the island has taken over the form. */
export async function openSignUp(page: Page): Promise<void> {
  await page.goto("/signup");
  await expect(page.locator(".auth-card[data-ready]")).toBeVisible();
}

/** Fills every field of the sign-up form with the account and ticks the terms (not submitted). */
export async function fillSignUpForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(account.confirmPassword);
  await page.getByLabel("Phone number (US)").fill(account.phoneNumber);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
}

export async function fillCredentials(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
}

/** Signs in through the form and waits for the dashboard (the redirect comes 1.5 s after success). */
export async function signInThroughForm(page: Page, account: TestAccount): Promise<void> {
  await openSignIn(page);
  await fillCredentials(page, account);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

/** The one visible toast. */
export function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

/** Fakes the page's clock and stops it; time then moves only by clock.runFor, so timings can be stepped. */
export async function freezeClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}
