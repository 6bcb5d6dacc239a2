// Verified before trusted: the first proof of an account's address ends every session (the verification page says to
// sign in again, and this browser is signed out), then the dashboard asks the owner to confirm the name on the
// account; until the address is proven, settings say to verify it instead of offering a second factor.
import { expect, test, type Page } from "@playwright/test";
import {
  API_MESSAGES,
  API_PATHS,
  NAME_CONFIRMATION_TEXTS as NAME,
  PASSKEY_SETTINGS_TEXTS,
  RECOVERY_TEXTS,
  TWO_FACTOR_SETTINGS_TEXTS,
  VALIDATION_MESSAGES as M,
} from "@bank/contracts";
import {
  createAccount,
  customerAddress,
  fillCredentials,
  fillSignUpForm,
  newAccount,
  openSignIn,
  openSignUp,
  signInThroughApi,
  signInThroughForm,
  toast,
} from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { mailedLink } from "../support/outbox.ts";
import { userMenuButton } from "../support/app-frame.ts";

async function expectSignedOutHeader(page: Page): Promise<void> {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in"))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
}

test("signed up through the form, the mailed link ends the session and says sign in again; then the dashboard asks to confirm the name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The browser's sign-up counts against an address of its own (10 an hour per address).
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": customerAddress() });
  const account = newAccount({ firstName: "Ada", lastName: "Lovelace" });
  await openSignUp(page);
  await fillSignUpForm(page, account);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/signin");

  // Signed in before the address is proven: nothing asks for the name yet.
  await signInThroughForm(page, account);
  await expect(page.getByTestId("signed-in-name")).toHaveText("Ada Lovelace");
  await expect(page.getByRole("heading", { name: NAME.heading })).toHaveCount(0);
  await expect(userMenuButton(page)).toBeVisible();

  await page.goto(await mailedLink(account.email, "/email-verification"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: RECOVERY_TEXTS.verifiedTitle })).toBeFocused();
  await expect(main).toContainText(API_MESSAGES.emailVerifiedSignInAgain);
  await expect(main.getByRole("link", { name: RECOVERY_TEXTS.signIn, exact: true })).toHaveAttribute("href", "/signin");
  await expect(main.getByRole("link", { name: RECOVERY_TEXTS.continueToDashboard })).toHaveCount(0);
  await expectSignedOutHeader(page);
  expect((await page.request.get(API_PATHS.me)).status()).toBe(401);
  // The page explains the ending itself: no "Session ended" dialog over it.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page, "verification page, sign in again");
  await shoot(page, "verification-sign-in-again");

  await main.getByRole("link", { name: RECOVERY_TEXTS.signIn, exact: true }).click();
  await page.waitForURL("**/signin");
  await openSignIn(page);
  await fillCredentials(page, account);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("**/dashboard");

  const card = page.getByRole("region", { name: NAME.heading });
  await expect(card).toContainText(NAME.lead);
  const first = card.getByLabel(NAME.firstName);
  const last = card.getByLabel(NAME.lastName);
  await expect(first).toHaveValue("Ada");
  await expect(last).toHaveValue("Lovelace");
  await expectNoAxeViolations(page, "the name confirmation card");
  await shoot(page, "name-confirmation");

  // Settings ask for it too, until it is done.
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("region", { name: NAME.heading })).toBeVisible();
  await page.goto("/dashboard");

  await last.fill("B");
  await card.getByRole("button", { name: NAME.confirm }).click();
  await expect(last).toHaveAccessibleDescription(M.lastNameTooShort);
  await expect(last).toBeFocused();
  await last.fill("Byron");
  await card.getByRole("button", { name: NAME.confirm }).click();
  await expect(toast(page)).toContainText(API_MESSAGES.nameConfirmed);
  await expect(page.getByRole("region", { name: NAME.heading })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
  await expect(page.getByTestId("signed-in-name")).toHaveText("Ada Byron");
  await page.reload();
  await expect(page.getByTestId("signed-in-name")).toHaveText("Ada Byron");
  await expect(page.getByRole("region", { name: NAME.heading })).toHaveCount(0);
});

test("an unverified account's settings say to verify the address instead of offering two-factor or a passkey", async ({
  page,
}) => {
  const account = await createAccount(page.request, {}, { verified: false });
  await signInThroughApi(page.request, account);

  await page.goto("/dashboard/settings");
  const twoFactor = page.getByRole("region", { name: TWO_FACTOR_SETTINGS_TEXTS.heading, exact: true });
  await expect(twoFactor).toContainText(TWO_FACTOR_SETTINGS_TEXTS.verifyFirst);
  await expect(twoFactor.getByRole("button", { name: RECOVERY_TEXTS.resend })).toBeVisible();
  await expect(twoFactor.getByRole("button", { name: TWO_FACTOR_SETTINGS_TEXTS.start })).toHaveCount(0);
  await expectNoAxeViolations(page, "settings, unverified");
  await shoot(page, "settings-unverified");

  await page.goto("/dashboard/settings/passkeys");
  const passkeys = page.getByRole("region", { name: PASSKEY_SETTINGS_TEXTS.heading, exact: true });
  await expect(passkeys).toContainText(PASSKEY_SETTINGS_TEXTS.verifyFirst);
  await expect(passkeys.getByRole("button", { name: RECOVERY_TEXTS.resend })).toBeVisible();
  await expect(passkeys.getByRole("button", { name: PASSKEY_SETTINGS_TEXTS.add })).toHaveCount(0);
  await expectNoAxeViolations(page, "passkey settings, unverified");
  await shoot(page, "passkeys-unverified");
});

test("a refusal for an unverified address shows the service's words, then the note", async ({ page }) => {
  const account = await createAccount(page.request, {}, { verified: false });
  await signInThroughForm(page, account);
  // Until the click, every read of the user the page makes is out of date (the address looks verified); the service
  // knows better. The page may read the user more than once while it loads (the header and the settings), so the
  // stale answer lasts until the click rather than for one read.
  let stale = true;
  await page.route(`**${API_PATHS.me}`, async (route) => {
    if (!stale) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, user: { ...body.user, emailVerified: true } } });
  });
  await page.goto("/dashboard/settings");
  const twoFactor = page.getByRole("region", { name: TWO_FACTOR_SETTINGS_TEXTS.heading, exact: true });
  const start = twoFactor.getByRole("button", { name: TWO_FACTOR_SETTINGS_TEXTS.start });
  await expect(start).toBeVisible();
  stale = false;
  await start.click();
  await expect(toast(page)).toContainText(API_MESSAGES.verifyAddressFirst);
  await expect(twoFactor).toContainText(TWO_FACTOR_SETTINGS_TEXTS.verifyFirst);
  await expect(twoFactor.getByRole("button", { name: TWO_FACTOR_SETTINGS_TEXTS.start })).toHaveCount(0);
});
