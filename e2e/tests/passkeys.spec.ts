// Passkeys end to end in Chromium, with the DevTools Protocol's virtual authenticator standing in for the device:
// add one in settings (step-up in place), rename it, sign in with it (no password, no code), remove it, refused.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  API_MESSAGES,
  API_PATHS,
  PASSKEY_SETTINGS_TEXTS as SETTINGS,
  PASSKEY_SIGNIN_TEXTS as SIGNIN,
  STEP_UP_TEXTS,
  WELCOME_BACK,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  openSignIn,
  signInThroughApi,
  type TestAccount,
  toast,
} from "../support/accounts.ts";
import { withVirtualAuthenticator, withoutPasskeyAutofill } from "../support/passkeys.ts";
import { signOutThroughUserMenu } from "../support/app-frame.ts";

/** The service asks for step-up only once a sign-in is 10 minutes old: the first options call gets its 403. */
async function refuseFirstRegistrationForStepUp(page: Page): Promise<void> {
  let refused = false;
  await page.route(`**${API_PATHS.passkeyRegistrationOptions}`, async (route) => {
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

function passkeyList(page: Page) {
  return page.getByRole("list", { name: SETTINGS.listLabel });
}

async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto("/dashboard/settings/passkeys");
  await page.getByRole("button", { name: SETTINGS.add }).click();
  const nameField = page.getByLabel(SETTINGS.nameLabel);
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  await page.getByRole("button", { name: SETTINGS.create }).click();
}

async function signOut(page: Page): Promise<void> {
  await signOutThroughUserMenu(page);
}

async function expectWelcomedToDashboard(page: Page, account: TestAccount): Promise<void> {
  await expect(toast(page)).toContainText(WELCOME_BACK.text(account.email));
  await page.waitForURL("**/dashboard");
}

test.describe("passkeys", () => {
  test("added in settings after step-up, renamed, signs in with no password, removed, then refused", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await withVirtualAuthenticator(page);
    await withoutPasskeyAutofill(page);
    await signInThroughApi(page.request, account);

    await refuseFirstRegistrationForStepUp(page);
    await addPasskey(page, "Work laptop");
    await expect(page.getByRole("heading", { name: STEP_UP_TEXTS.heading })).toBeVisible();
    await page.getByLabel(STEP_UP_TEXTS.password).fill(account.password);
    await page.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
    await expect(toast(page)).toContainText(SETTINGS.addedTitle);
    const item = passkeyList(page).getByRole("listitem");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Work laptop");
    await expect(item).toContainText(SETTINGS.neverUsed);
    await expect(page.getByRole("button", { name: SETTINGS.add })).toBeFocused();

    await item.getByRole("button", { name: SETTINGS.rename }).click();
    const rename = item.getByLabel(SETTINGS.renameLabel);
    await expect(rename).toBeFocused();
    await rename.fill("Work laptop (office)");
    await rename.press("Enter");
    await expect(item.getByText("Work laptop (office)", { exact: true })).toBeVisible();
    await expect(item.getByRole("button", { name: SETTINGS.rename })).toBeFocused();
    await page.reload();
    await expect(passkeyList(page).getByRole("listitem")).toContainText("Work laptop (office)");

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
    ).toEqual([]);

    await signOut(page);
    await openSignIn(page);
    await page.getByRole("button", { name: SIGNIN.button }).click();
    await expectWelcomedToDashboard(page, account);
    await page.goto("/dashboard/settings/passkeys");
    await expect(passkeyList(page).getByRole("listitem")).toContainText(SETTINGS.lastUsed);

    const signedIn = passkeyList(page).getByRole("listitem");
    await signedIn.getByRole("button", { name: SETTINGS.remove }).click();
    await expect(signedIn).toContainText(SETTINGS.removeConfirm("Work laptop (office)"));
    await signedIn.getByRole("button", { name: SETTINGS.removeYes }).click();
    await expect(toast(page)).toContainText(SETTINGS.removedTitle);
    await expect(page.getByText(SETTINGS.none)).toBeVisible();
    const listed = await page.request.get(API_PATHS.passkeys);
    expect(((await listed.json()) as { passkeys: unknown[] }).passkeys).toEqual([]);

    // The authenticator still holds the credential, but the bank no longer knows it.
    await signOut(page);
    await openSignIn(page);
    await page.getByRole("button", { name: SIGNIN.button }).click();
    await expect(toast(page)).toContainText(API_MESSAGES.passkeyFailed);
    await expect(page).toHaveURL(/\/signin$/);
    expect((await page.request.get(API_PATHS.me)).status()).toBe(401);
  });

  // Browsers with WebAuthn's JSON methods sign in without the library; the others load it.
  for (const { way, hideJsonMethods } of [
    { way: "through the browser's JSON methods", hideJsonMethods: false },
    { way: "through the library, where the browser lacks them", hideJsonMethods: true },
  ]) {
    test(`a passkey picked from the email field's autofill signs in to an account with 2FA on, with no code step, ${way}`, async ({
      page,
    }) => {
      if (hideJsonMethods)
        await page.addInitScript(() => {
          delete (PublicKeyCredential as { parseRequestOptionsFromJSON?: unknown }).parseRequestOptionsFromJSON;
        });
      const account = await createAccount(page.request);
      await withVirtualAuthenticator(page);
      await signInThroughApi(page.request, account);
      await enableTwoFactorThroughApi(page.request);
      await addPasskey(page, "Phone");
      await expect(passkeyList(page).getByRole("listitem")).toContainText("Phone");
      await page.request.post(API_PATHS.signOut, { data: {} });

      // Opening the page starts the autofill request, which the authenticator answers: no password, no code.
      await page.goto("/signin");
      await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
      await expectWelcomedToDashboard(page, account);
      const me = await page.request.get(API_PATHS.me);
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true);
    });
  }
});
