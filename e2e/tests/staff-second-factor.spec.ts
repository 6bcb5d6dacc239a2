// The staff console answers only a session that proved a second factor, and a change in it needs one proven in the
// last 10 minutes: a staff member signed in with the password alone is asked for the code or the passkey in place of
// the console, and an aged session is asked for it again where the change is made, never for the password.
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS as T,
  API_MESSAGES,
  API_PATHS,
  PASSKEY_SETTINGS_TEXTS,
  SECOND_FACTOR_TEXTS as PROMPT,
} from "@bank/contracts";
import { createAccount, signInThroughApi, type TestAccount, toast, totpCode } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { withoutPasskeyAutofill, withVirtualAuthenticator } from "../support/passkeys.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { grantStaffWithCommand, lockAccountInDatabase } from "../support/staff.ts";

/** A customer whose account is locked, for a console change to make. */
async function lockedCustomer(page: Page): Promise<TestAccount> {
  const customer = await createAccount(page.request, { firstName: "Alan", lastName: "Turing" });
  await lockAccountInDatabase(customer.email);
  return customer;
}

/** Makes the page's session proofs older than a console change allows. */
async function ageThisSession(page: Page): Promise<void> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  await ageSessionProofInDatabase(session!.value);
}

/** Opens the customer's detail and asks to unlock them, with a reason. */
async function unlock(page: Page, customer: TestAccount): Promise<void> {
  await page.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await page.getByRole("link", { name: "Alan Turing" }).click();
  await expect(page.getByTestId("lock-state")).toContainText("Locked");
  await page.getByRole("button", { name: T.unlock, exact: true }).click();
  await page.getByLabel(T.reasonLabel).fill("Customer called from the number on file; identity checked.");
  await page.getByRole("button", { name: T.unlockDo }).click();
}

async function expectNoPasswordAsked(page: Page): Promise<void> {
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByLabel("password", { exact: false })).toHaveCount(0);
}

test("a passkey-only manager signed in with the password confirms with the passkey before the console opens, and again for an aged change", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await lockedCustomer(page);
  const staff = await createAccount(page.request, { firstName: "Grace", lastName: "Hopper" });
  await withVirtualAuthenticator(page);
  await withoutPasskeyAutofill(page);
  await signInThroughApi(page.request, staff);
  await page.goto("/dashboard/settings/passkeys");
  await page.getByRole("button", { name: PASSKEY_SETTINGS_TEXTS.add }).click();
  await page.getByLabel(PASSKEY_SETTINGS_TEXTS.nameLabel).fill("Work laptop");
  await page.getByRole("button", { name: PASSKEY_SETTINGS_TEXTS.create }).click();
  await expect(toast(page)).toContainText(PASSKEY_SETTINGS_TEXTS.addedTitle);
  expect(await grantStaffWithCommand(staff.email, "manage")).toContain("manage");

  // The session proved the password only: the console is not there, the prompt is, with the passkey alone.
  await page.goto("/admin");
  const main = page.getByRole("main");
  const heading = main.getByRole("heading", { level: 1, name: PROMPT.heading });
  await expect(heading).toBeFocused();
  await expect(main.getByRole("heading")).toHaveCount(1);
  await expect(main.getByText(ADMIN_MESSAGES.secondFactorRequired)).toBeVisible();
  await expect(page.getByRole("navigation", { name: T.navLabel })).toHaveCount(0);
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expectNoPasswordAsked(page);
  await expect(main.getByRole("button")).toHaveText([PROMPT.usePasskey]);
  await expectNoAxeViolations(page, "the console's second-factor prompt, passkey only");
  await shoot(page, "staff-second-factor-passkey");

  await main.getByRole("button", { name: PROMPT.usePasskey }).click();
  await expect(main.getByRole("heading", { level: 1, name: T.overviewTitle })).toBeFocused();
  await expect(page.getByRole("navigation", { name: T.navLabel })).toBeVisible();

  // Over 10 minutes later, the unlock asks for the passkey again where it was made, then goes through.
  await ageThisSession(page);
  await unlock(page, customer);
  await expect(main.getByRole("heading", { level: 3, name: PROMPT.heading })).toBeFocused();
  await expect(main.getByText(ADMIN_MESSAGES.secondFactorStepUp)).toBeVisible();
  await expectNoPasswordAsked(page);
  await expect(main.getByLabel(PROMPT.codeLabel)).toHaveCount(0);
  await expectNoAxeViolations(page, "a console change's second-factor prompt, passkey only");
  await shoot(page, "staff-step-up-passkey");
  await main.getByRole("button", { name: PROMPT.usePasskey }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.unlocked);
  await expect(page.getByTestId("lock-state")).toHaveText(T.notLocked);
});

test("a manager with an authenticator app enters the code in place of the console, and again for an aged change; a wrong code is said beside the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await lockedCustomer(page);
  const staff = await createAccount(page.request, { firstName: "Katherine", lastName: "Johnson" });
  await signInThroughApi(page.request, staff);
  // Turned on in this session, which stays password-only. Each code is taken once and only a later one after it:
  // the step before now turns it on, so now's and the next are left for the console.
  const setup = await page.request.post(API_PATHS.twoFactorSetup, { data: {} });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await page.request.post(API_PATHS.twoFactorEnable, { data: { code: totpCode(secret, -1) } });
  expect(enable.status(), await enable.text()).toBe(200);
  await grantStaffWithCommand(staff.email, "manage");

  await page.goto("/admin");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: PROMPT.heading })).toBeVisible();
  const code = main.getByLabel(PROMPT.codeLabel);
  await expect(code).toBeFocused();
  await expect(main.getByRole("button", { name: PROMPT.usePasskey })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: T.navLabel })).toHaveCount(0);
  await expectNoPasswordAsked(page);
  await expectNoAxeViolations(page, "the console's second-factor prompt, code");
  await shoot(page, "staff-second-factor-code");
  await code.fill(totpCode(secret));
  await code.press("Enter");
  await expect(main.getByRole("heading", { level: 1, name: T.overviewTitle })).toBeFocused();

  await ageThisSession(page);
  await unlock(page, customer);
  const again = main.getByLabel(PROMPT.codeLabel);
  await expect(again).toBeFocused();
  await expectNoPasswordAsked(page);
  await main.getByRole("button", { name: PROMPT.confirm }).click();
  await expect(again).toHaveAccessibleDescription(PROMPT.codeRequired);
  await expect(again).toBeFocused();
  await again.fill("12345x");
  await expect(again).toHaveValue("12345");
  await again.fill(totpCode(secret) === "000000" ? "111111" : "000000");
  await main.getByRole("button", { name: PROMPT.confirm }).click();
  await expect(toast(page)).toContainText(API_MESSAGES.invalidCode);
  await expect(again).toHaveAccessibleDescription(API_MESSAGES.invalidCode);
  await expect(again).toHaveValue("");
  await expect(again).toBeFocused();
  await expectNoAxeViolations(page, "a console change's second-factor prompt, code, after a wrong code");
  await shoot(page, "staff-step-up-code");
  await again.fill(totpCode(secret, 1));
  await main.getByRole("button", { name: PROMPT.confirm }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.unlocked);
  await expect(page.getByTestId("lock-state")).toHaveText(T.notLocked);
});

test("Cancel leaves a change's second-factor prompt and the change undone, focus back on its reason", async ({
  page,
}) => {
  const customer = await lockedCustomer(page);
  const staff = await createAccount(page.request, { firstName: "Mary", lastName: "Jackson" });
  await signInThroughApi(page.request, staff);
  const setup = await page.request.post(API_PATHS.twoFactorSetup, { data: {} });
  const { secret } = (await setup.json()) as { secret: string };
  await page.request.post(API_PATHS.twoFactorEnable, { data: { code: totpCode(secret, -1) } });
  await grantStaffWithCommand(staff.email, "manage");
  const stepUp = await page.request.post(API_PATHS.reauthenticate, { data: { code: totpCode(secret) } });
  expect(stepUp.status(), await stepUp.text()).toBe(200);

  await ageThisSession(page);
  await unlock(page, customer);
  const main = page.getByRole("main");
  await expect(main.getByLabel(PROMPT.codeLabel)).toBeFocused();
  await main.getByRole("button", { name: PROMPT.cancel }).click();
  await expect(main.getByLabel(PROMPT.codeLabel)).toHaveCount(0);
  await expect(page.getByLabel(T.reasonLabel)).toBeFocused();
  await expect(page.getByTestId("lock-state")).toContainText("Locked");
});
