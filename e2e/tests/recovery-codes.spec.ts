// Recovery codes end to end: shown once when 2FA is turned on (copy, download, done), a sign-in with one of them,
// each code once, the count on the settings page, and a new set behind step-up that replaces the old one.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  API_MESSAGES,
  API_PATHS,
  RECOVERY_CODE_FAILED,
  RECOVERY_CODE_STEP_TEXTS as STEP,
  RECOVERY_CODES_SETTINGS_TEXTS as CODES,
  SIGNIN_TEXTS,
  STEP_UP_TEXTS,
  TWO_FACTOR_SETTINGS_TEXTS as SETTINGS,
  WELCOME_BACK,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  fillCredentials,
  openSignIn,
  signInThroughApi,
  type TestAccount,
  toast,
  totpCode,
} from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { signOutThroughUserMenu } from "../support/app-frame.ts";

const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The codes of the set on show, as the list reads them. */
async function shownCodes(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: CODES.listLabel });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  return list.getByRole("listitem").allInnerTexts();
}

async function signOut(page: Page): Promise<void> {
  await signOutThroughUserMenu(page);
}

/** Credentials, then "Use a recovery code" on the code step; the recovery-code field has focus. */
async function reachRecoveryCodeStep(page: Page, account: TestAccount): Promise<void> {
  await openSignIn(page);
  await fillCredentials(page, account);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: SIGNIN_TEXTS.twoFactorTitle })).toBeVisible();
  await page.getByRole("button", { name: STEP.useRecoveryCode }).click();
  await expect(page.getByRole("heading", { level: 1, name: STEP.title })).toBeVisible();
  await expect(page.getByLabel(STEP.label, { exact: true })).toBeFocused();
}

async function submitRecoveryCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(STEP.label, { exact: true }).fill(code);
  await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
}

/** The service asks for step-up only once a proof is 10 minutes old: the first new set gets its 403 here. */
async function refuseFirstNewSetForStepUp(page: Page): Promise<void> {
  let refused = false;
  await page.route(`**${API_PATHS.recoveryCodes}`, async (route) => {
    if (refused || route.request().method() !== "POST") return route.continue();
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

test.describe("recovery codes", () => {
  test("shown once when 2FA is turned on, each signs in once, and a new set replaces the old", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard/settings");

    // Turn 2FA on with the page's own key: the first set of codes shows, with focus on its heading. (On a busy
    // runner the button can be there before its island has hydrated: clicked again until the key shows.)
    const start = page.getByRole("button", { name: SETTINGS.start });
    await expect(async () => {
      if (await start.isVisible()) await start.click({ timeout: 3_000 });
      await expect(page.getByTestId("two-factor-secret")).toBeAttached({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret")) ?? "";
    await page.getByLabel(SETTINGS.confirmCode).fill(totpCode(secret));
    await page.getByRole("button", { name: SETTINGS.enable }).click();
    await expect(page.getByRole("heading", { name: CODES.shownHeading })).toBeFocused();
    const codes = await shownCodes(page);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBe(10);
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: CODES.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(CODES.fileName);
    const file = await readFile(await download.path(), "utf8");
    expect(file).toContain(`recovery codes for ${account.email}`);
    expect(file).toContain(new Date().toISOString().slice(0, 10));
    for (const code of codes) expect(file).toContain(code);

    await page.getByRole("button", { name: CODES.copy }).click();
    await expect(toast(page)).toContainText(CODES.copiedTitle);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

    await page.getByRole("button", { name: CODES.done }).click();
    await expect(page.getByRole("list", { name: CODES.listLabel })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: CODES.heading })).toBeFocused();
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(10, 10));
    await page.reload();
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(10, 10));
    await expect(page.getByRole("list", { name: CODES.listLabel })).toHaveCount(0);

    // A code signs in, typed in lower case and without hyphens.
    await signOut(page);
    await reachRecoveryCodeStep(page, account);
    await expectNoAxeViolations(page);
    await submitRecoveryCode(page, codes[0]!.replaceAll("-", "").toLowerCase());
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
    await page.waitForURL("**/dashboard");

    // The same code again is refused with the service's words; the authenticator is still a way in.
    await signOut(page);
    await reachRecoveryCodeStep(page, account);
    await submitRecoveryCode(page, codes[0]!);
    const field = page.getByLabel(STEP.label, { exact: true });
    await expect(toast(page)).toContainText(RECOVERY_CODE_FAILED.title);
    await expect(toast(page)).toContainText(API_MESSAGES.invalidRecoveryCode);
    await expect(field).toHaveAccessibleDescription(API_MESSAGES.invalidRecoveryCode);
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole("button", { name: STEP.useAuthenticator }).click();
    await expect(page.getByLabel(SIGNIN_TEXTS.codeLabel)).toBeFocused();
    await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(secret, 1));
    await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(9, 10));

    // A new set: confirmed first, then the password again (a stale proof), then shown once like the first.
    await refuseFirstNewSetForStepUp(page);
    await page.getByRole("button", { name: CODES.generate }).click();
    await expect(page.getByRole("heading", { name: CODES.confirmHeading })).toBeFocused();
    await expect(page.getByText(CODES.confirmText)).toBeVisible();
    await page.getByRole("button", { name: CODES.confirmGenerate }).click();
    const password = page.getByLabel(STEP_UP_TEXTS.password, { exact: true });
    await expect(password).toBeFocused();
    await password.fill(account.password);
    await page.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
    await expect(page.getByRole("heading", { name: CODES.shownHeading })).toBeFocused();
    const newCodes = await shownCodes(page);
    expect(newCodes.filter((code) => codes.includes(code))).toEqual([]);
    await page.getByRole("button", { name: CODES.done }).click();
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(10, 10));

    // An unused code of the old set no longer works; one of the new set does.
    await signOut(page);
    await reachRecoveryCodeStep(page, account);
    await submitRecoveryCode(page, codes[1]!);
    await expect(page.getByLabel(STEP.label, { exact: true })).toHaveAccessibleDescription(
      API_MESSAGES.invalidRecoveryCode,
    );
    await submitRecoveryCode(page, newCodes[0]!);
    await page.waitForURL("**/dashboard");
  });

  test("cancelling a new set keeps the old one and returns focus to Generate new codes", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await enableTwoFactorThroughApi(page.request);
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(10, 10));
    const generate = page.getByRole("button", { name: CODES.generate });
    await generate.click();
    await page.getByRole("button", { name: CODES.cancel }).click();
    await expect(generate).toBeFocused();
    await expect(page.getByRole("list", { name: CODES.listLabel })).toHaveCount(0);
  });

  test("warns in words when 3 or fewer codes are left", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await enableTwoFactorThroughApi(page.request);
    // Spending seven codes takes seven sign-ins; the count the service reports is what the page reads.
    await page.route(`**${API_PATHS.recoveryCodes}`, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ remaining: 3 }) })
        : route.continue(),
    );
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("recovery-codes-remaining")).toHaveText(CODES.remaining(3, 10));
    const warning = page.getByRole("status").filter({ hasText: CODES.lowWarningLabel });
    await expect(warning).toHaveText(`${CODES.lowWarningLabel} ${CODES.lowWarning(3)}`);
    await expectNoAxeViolations(page);
  });
});
