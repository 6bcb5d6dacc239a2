import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  API_MESSAGES,
  LOGIN_DATA_NOT_FOUND,
  STEP_UP_TEXTS,
  SIGNIN_FAILED,
  SIGNIN_TEXTS,
  TWO_FACTOR_FAILED,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_SETTINGS_TEXTS as SETTINGS,
  WELCOME_BACK,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  fillCredentials,
  freezeClock,
  openSignIn,
  signInThroughApi,
  type TestAccount,
  toast,
  totpCode,
} from "../support/accounts.ts";
import { signOutThroughUserMenu } from "../support/app-frame.ts";
import type { APIRequestContext, Page } from "@playwright/test";

/** An account with 2FA on, enabled with the current step's code; returns it and its secret. */
async function accountWithTwoFactor(request: APIRequestContext): Promise<{ account: TestAccount; secret: string }> {
  const account = await createAccount(request);
  await signInThroughApi(request, account);
  const secret = await enableTwoFactorThroughApi(request);
  return { account, secret };
}

async function reachCodeStep(page: Page, account: TestAccount): Promise<void> {
  await fillCredentials(page, account);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: SIGNIN_TEXTS.twoFactorTitle })).toBeVisible();
}

/**
 * The service asks for step-up only once a sign-in is 10 minutes old, which a browser test cannot wait for: the
 * first setup call gets the service's 403, every later call and the re-authentication reach the real service.
 */
async function refuseFirstSetupForStepUp(page: Page): Promise<void> {
  let refused = false;
  await page.route("**/api/auth/2fa/setup", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        reauthenticationRequired: true,
        message: API_MESSAGES.reauthenticationRequired,
      }),
    });
  });
}

test.describe("two-factor authentication", () => {
  test("asks for the password in place when the session's proof is old, then carries on with the enrolment", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard/settings");
    await refuseFirstSetupForStepUp(page);

    await page.getByRole("button", { name: SETTINGS.start }).click();
    const prompt = page.getByRole("form", { name: STEP_UP_TEXTS.heading });
    await expect(prompt).toContainText(API_MESSAGES.reauthenticationRequired);
    const password = page.getByLabel(STEP_UP_TEXTS.password, { exact: true });
    await expect(password).toBeFocused();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);

    await password.fill("not-my-password-at-all");
    await page.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
    await expect(password).toHaveAccessibleDescription(API_MESSAGES.wrongPassword);
    await expect(toast(page)).toContainText(API_MESSAGES.wrongPassword);
    await expect(password).toBeFocused();
    await expect(prompt).toBeVisible();

    await password.fill(account.password);
    await page.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
    await expect(page.getByRole("img", { name: SETTINGS.qrAlt })).toBeVisible();
    const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret")) ?? "";
    await page.getByLabel(SETTINGS.confirmCode).fill(totpCode(secret));
    await page.getByRole("button", { name: SETTINGS.enable }).click();
    await expect(toast(page)).toContainText(SETTINGS.enabledTitle);
    await expect(page.getByTestId("two-factor-status")).toHaveText(SETTINGS.onStatus);
  });

  test("cancelling the password prompt returns focus to the start button, which can start again", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard/settings");
    await refuseFirstSetupForStepUp(page);

    const start = page.getByRole("button", { name: SETTINGS.start });
    await start.click();
    await expect(page.getByLabel(STEP_UP_TEXTS.password, { exact: true })).toBeFocused();
    await page.getByRole("button", { name: STEP_UP_TEXTS.cancel }).click();
    await expect(page.getByRole("form", { name: STEP_UP_TEXTS.heading })).toHaveCount(0);
    await expect(start).toBeFocused();

    await page.keyboard.press("Enter"); // the sign-in is a fresh proof, so the real service answers with the QR code
    await expect(page.getByRole("img", { name: SETTINGS.qrAlt })).toBeVisible();
  });

  test("enrol on /dashboard/settings, then sign in with a code from the authenticator", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("two-factor-status")).toHaveText(SETTINGS.offStatus);

    await page.getByRole("button", { name: SETTINGS.start }).click();
    const qr = page.getByRole("img", { name: SETTINGS.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret")) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByTestId("two-factor-secret")).toHaveText(secret.replace(/(.{4})(?=.)/g, "$1 "));

    const enable = page.getByRole("button", { name: SETTINGS.enable });
    await expect(enable).toBeDisabled();
    await page.getByLabel(SETTINGS.confirmCode).fill(totpCode(secret));
    await enable.click();
    await expect(toast(page)).toContainText(SETTINGS.enabledTitle);
    await expect(page.getByTestId("two-factor-status")).toHaveText(SETTINGS.onStatus);

    await signOutThroughUserMenu(page);

    await openSignIn(page);
    await reachCodeStep(page, account);
    await expect(toast(page)).toContainText(TWO_FACTOR_REQUIRED.title);
    await expect(toast(page)).toContainText(TWO_FACTOR_REQUIRED.text);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);

    const codeInput = page.getByLabel(SIGNIN_TEXTS.codeLabel);
    await expect(codeInput).toBeFocused();
    const verify = page.getByRole("button", { name: SIGNIN_TEXTS.verify });
    await codeInput.pressSequentially("12ab3-4");
    await expect(codeInput).toHaveValue("1234");
    await expect(verify).toBeDisabled();
    // The enrolment used this step's code; the service refuses a step twice, so sign in with the next one.
    await codeInput.fill(`${totpCode(secret, 1)}99`);
    await expect(codeInput).toHaveValue(totpCode(secret, 1));
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
    await expect(toast(page)).toContainText(`Successfully signed in as ${account.email}`);
    await page.waitForURL("**/dashboard");
  });

  test("a wrong code gives the 2FA Verification Failed toast and clears the code", async ({ page, request }) => {
    const { account, secret } = await accountWithTwoFactor(request);
    await openSignIn(page);
    await reachCodeStep(page, account);
    const valid = new Set([totpCode(secret, -1), totpCode(secret), totpCode(secret, 1)]);
    const wrong = ["000000", "111111", "222222"].find((code) => !valid.has(code)) ?? "333333";
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the real request back (it still reaches the service) so the pending state can be seen.
    await page.route("**/api/signin", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(wrong);
    await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
    await expect(page.getByRole("button", { name: SIGNIN_TEXTS.pending })).toBeDisabled();
    await expect(page.getByRole("button", { name: SIGNIN_TEXTS.backToLogin })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText(TWO_FACTOR_FAILED.title);
    await expect(toast(page)).toContainText("Invalid or expired authenticator code.");
    await expect(page.getByLabel(SIGNIN_TEXTS.codeLabel)).toHaveValue("");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("with no answer at all the 2FA toast falls back to 'Failed to verify 2FA code'", async ({
    page,
    context,
    request,
  }) => {
    const { account, secret } = await accountWithTwoFactor(request);
    await openSignIn(page);
    await reachCodeStep(page, account);
    await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(secret, 1));
    await context.setOffline(true);
    await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
    await expect(toast(page)).toContainText(TWO_FACTOR_FAILED.title);
    await expect(toast(page)).toContainText(TWO_FACTOR_FAILED.fallbackError);
    await context.setOffline(false);
  });

  test("Back to Login returns to the form and clears the code; a code step that could not be fetched says so and offers it too", async ({
    page,
    request,
  }) => {
    const { account } = await accountWithTwoFactor(request);
    // The code step's own file, fetched with the form's check, does not arrive (offline for a moment).
    const codeStepFile = /\/_astro\/CodeStep\.[\w-]+\.js$/;
    await page.route(codeStepFile, (route) => route.abort("internetdisconnected"));
    await openSignIn(page);
    await reachCodeStep(page, account);
    await expect(page.getByRole("alert").filter({ hasText: SIGNIN_FAILED.fallbackError })).toBeVisible();
    await expect(page.getByLabel(SIGNIN_TEXTS.codeLabel)).toHaveCount(0);
    await page.getByRole("button", { name: SIGNIN_TEXTS.backToLogin }).click();
    await page.unroute(codeStepFile);
    // Back online, the next sign-in fetches the step again.
    await reachCodeStep(page, account);
    await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill("123456");
    await page.getByRole("button", { name: SIGNIN_TEXTS.backToLogin }).click();
    await expect(page.getByRole("heading", { level: 1, name: SIGNIN_TEXTS.twoFactorTitle })).toHaveCount(0);
    await expect(page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true })).toBeEnabled();
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(page.getByLabel(SIGNIN_TEXTS.codeLabel)).toHaveValue("");
  });

  test("once the kept credentials are gone the code step says 'Login data not found' and sends nothing", async ({
    page,
    request,
  }) => {
    const { account, secret } = await accountWithTwoFactor(request);
    await freezeClock(page);
    await openSignIn(page);
    await reachCodeStep(page, account);
    await page.clock.runFor(5 * 60 * 1_000);
    const signInCalls: string[] = [];
    page.on("request", (call) => {
      if (call.url().endsWith("/api/signin")) signInCalls.push(call.url());
    });
    await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(secret, 1));
    await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
    await expect(page.getByLabel(SIGNIN_TEXTS.codeLabel)).toHaveAccessibleDescription(LOGIN_DATA_NOT_FOUND);
    expect(signInCalls).toEqual([]);
  });

  test("2FA can be turned off with the password and a code", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    const secret = await enableTwoFactorThroughApi(page.request);
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("two-factor-status")).toHaveText(SETTINGS.onStatus);
    await page.getByLabel(SETTINGS.disablePassword, { exact: true }).fill(account.password);
    await page.getByLabel(SETTINGS.confirmCode).fill(totpCode(secret, 1));
    await page.getByRole("button", { name: SETTINGS.disable }).click();
    await expect(toast(page)).toContainText(SETTINGS.disabledTitle);
    await expect(page.getByTestId("two-factor-status")).toHaveText(SETTINGS.offStatus);
  });
});
