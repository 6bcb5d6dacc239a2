import { expect, test, type Page } from "@playwright/test";
import {
  ACCOUNT_CREATED,
  REDIRECT_AFTER_SIGNUP_MS,
  SIGNUP_FAILED,
  SIGNIN_TEXTS,
  SIGNUP_TEXTS,
  VALIDATION_MESSAGES as M,
} from "@bank/contracts";
import {
  createAccount,
  fillSignUpForm as fillForm,
  freezeClock,
  newAccount,
  openSignUp,
  toast,
} from "../support/accounts.ts";

const submit = (page: Page) => page.getByRole("button", { name: "Create Account" });

test.describe("sign-up screen", () => {
  test("is 'Create Your Account' with the terms links, the phone line and a Sign In link", async ({ page }) => {
    await openSignUp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SIGNUP_TEXTS.title);
    const form = page.getByRole("form", { name: SIGNUP_TEXTS.title });
    await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(
      page.getByRole("main").getByRole("link", { name: SIGNUP_TEXTS.signInLink, exact: true }),
    ).toHaveAttribute("href", "/signin");
    await expect(page.getByRole("main").getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
  });

  test("shows each section 5 message at its field", async ({ page }) => {
    await openSignUp(page);
    await submit(page).click();
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription(M.firstNameTooShort);
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription(M.lastNameTooShort);
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(M.invalidEmail);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(M.passwordTooShort);
    await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(M.confirmPassword);
    await expect(page.getByLabel("Phone number (US)")).toHaveAccessibleDescription(M.invalidUsPhone);
    await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toHaveAccessibleDescription(
      M.mustAgreeToTerms,
    );
    await expect(page.getByLabel("First name")).toBeFocused();

    await fillForm(page, newAccount({ confirmPassword: "a-different-password" }));
    await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
      M.passwordsDontMatch,
    );
    await expect(page.locator(".field__error")).toHaveCount(1);
  });

  test("both password fields have a show/hide toggle", async ({ page }) => {
    await openSignUp(page);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Show confirm password" }).click();
    await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAttribute("type", "text");
  });

  test("says 'Creating Account...' while pending, then the success screen, then /signin after 2 s with the address filled in", async ({
    page,
  }) => {
    await freezeClock(page);
    await openSignUp(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the real request back (it still reaches the service) so the pending state can be seen.
    await page.route("**/api/signup", async (route) => {
      await held;
      await route.continue();
    });
    const account = newAccount();
    await fillForm(page, account);
    await submit(page).click();
    await expect(page.getByRole("button", { name: SIGNUP_TEXTS.pending })).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { level: 1, name: SIGNUP_TEXTS.success })).toBeVisible();
    await expect(toast(page)).toContainText(ACCOUNT_CREATED.title);
    await expect(toast(page)).toContainText(ACCOUNT_CREATED.text);
    await page.clock.runFor(REDIRECT_AFTER_SIGNUP_MS - 100);
    await expect(page).toHaveURL(/\/signup$/);
    await page.clock.runFor(100);
    await page.waitForURL("**/signin");
    await expect(toast(page)).toContainText(ACCOUNT_CREATED.text); // carried over the redirect
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await expect(page.locator("[data-signed-up-notice]")).toHaveText(SIGNIN_TEXTS.signedUpNotice(account.email));
  });

  test("a taken email is answered exactly like a new one: the success screen, then /signin after 2 s", async ({
    page,
    request,
  }) => {
    // Sign-up tells nobody who banks here; the address's owner is mailed instead (auth-service tests read it).
    const existing = await createAccount(request);
    await freezeClock(page);
    await openSignUp(page);
    await fillForm(page, newAccount({ email: existing.email }));
    await submit(page).click();
    await expect(page.getByRole("heading", { level: 1, name: SIGNUP_TEXTS.success })).toBeVisible();
    await expect(toast(page)).toContainText(ACCOUNT_CREATED.title);
    await page.clock.runFor(REDIRECT_AFTER_SIGNUP_MS);
    await page.waitForURL("**/signin");
  });

  test("names are letters, spaces, hyphens, apostrophes and periods: a link is refused at its field", async ({
    page,
  }) => {
    await openSignUp(page);
    await fillForm(page, newAccount({ firstName: "visit https://evil.example" }));
    await submit(page).click();
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription(M.firstNameCharacters);
    await expect(page.getByLabel("First name")).toBeFocused();
    await page.getByLabel("First name").fill("Zoë-Anne");
    await page.getByLabel("Last name").fill("O'Brien");
    await submit(page).click();
    await expect(page.getByRole("heading", { level: 1, name: SIGNUP_TEXTS.success })).toBeVisible();
  });

  test("with no answer at all the toast falls back to 'Signup failed'", async ({ page, context }) => {
    await openSignUp(page);
    await fillForm(page, newAccount());
    await context.setOffline(true);
    await submit(page).click();
    await expect(toast(page)).toContainText(SIGNUP_FAILED.title);
    await expect(toast(page)).toContainText(SIGNUP_FAILED.fallbackError);
    await context.setOffline(false);
  });
});
