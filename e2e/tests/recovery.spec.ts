import { expect, test } from "@playwright/test";
import { API_MESSAGES, RECOVERY_TEXTS as T } from "@bank/contracts";
import {
  createAccount,
  fillCredentials,
  openSignIn,
  signInThroughApi,
  signInThroughForm,
  toast,
} from "../support/accounts.ts";
import { mailedLink, mailedLinkCount } from "../support/outbox.ts";

test.describe("password reset", () => {
  test("requests a reset, follows the mailed link, sets a new password and signs in with it", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto("/signin");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: T.forgotTitle })).toBeVisible();

    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: T.sendLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: T.linkSentTitle })).toBeFocused();

    const link = await mailedLink(account.email, "/forgot-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: T.newPasswordTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/); // the token leaves the address bar

    await page.getByLabel(T.newPassword, { exact: true }).fill("short");
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("short");
    await page.getByRole("button", { name: T.savePassword }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel(T.newPassword, { exact: true }).fill("harbour-lights-2040");
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("harbour-lights-2041");
    await page.getByRole("button", { name: T.savePassword }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByRole("button", { name: `Show ${T.newPassword.toLowerCase()}` }).click();
    await expect(page.getByLabel(T.newPassword, { exact: true })).toHaveAttribute("type", "text");

    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("harbour-lights-2040");
    await page.getByRole("button", { name: T.savePassword }).click();
    await expect(page.getByRole("heading", { level: 1, name: T.passwordChangedTitle })).toBeVisible();
    await page.waitForURL("**/signin");

    await openSignIn(page);
    await fillCredentials(page, { email: account.email, password: "harbour-lights-2040" });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
  });

  test("a used link says so and offers a new one", async ({ page, request }) => {
    const account = await createAccount(request);
    await request.post("/api/auth/password-reset/request", { data: { email: account.email } });
    const link = await mailedLink(account.email, "/forgot-password");
    const token = new URL(link, "http://x").searchParams.get("token");
    const used = await request.post("/api/auth/password-reset/confirm", {
      data: { token, password: "first-new-password", confirmPassword: "first-new-password" },
    });
    expect(used.status()).toBe(200);

    await page.goto(link);
    await page.getByLabel(T.newPassword, { exact: true }).fill("second-new-password");
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill("second-new-password");
    await page.getByRole("button", { name: T.savePassword }).click();
    await expect(page.getByRole("heading", { level: 1, name: T.resetFailedTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: T.requestAnotherLink })).toHaveAttribute("href", "/forgot-password");
  });
});

test.describe("email verification", () => {
  test("the dashboard asks to verify; the mailed link verifies the address", async ({ page }) => {
    const account = await createAccount(page.request, {}, { verified: false });
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard");
    const banner = page.getByRole("region", { name: "Email verification" });
    await expect(banner).toContainText(account.email);

    // Sign-up mails a link in the background; the resend replaces it, so only a link mailed after it verifies.
    await mailedLink(account.email, "/email-verification");
    const mailedBefore = mailedLinkCount(account.email, "/email-verification");
    await banner.getByRole("button", { name: T.resend }).click();
    await expect(toast(page)).toContainText(T.resentTitle);

    const link = await mailedLink(account.email, "/email-verification", { after: mailedBefore });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: T.verifiedTitle })).toBeVisible();
    // The address's first proof ended every session of the account, this one too: the page offers to sign in.
    await expect(page.getByText(API_MESSAGES.emailVerifiedSignInAgain)).toBeVisible();
    await page.getByRole("link", { name: T.signIn, exact: true }).click();
    await page.waitForURL("**/signin");
    await signInThroughForm(page, account);
    await expect(page.getByTestId("signed-in-name")).toBeVisible();
    await expect(page.getByRole("region", { name: "Email verification" })).toHaveCount(0);
  });

  test("a bad link says what happened and offers a new one", async ({ page }) => {
    await page.goto("/email-verification?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: T.verifyFailedTitle })).toBeVisible();
    await expect(page.getByText("This verification link is invalid, expired or already used.")).toBeVisible();
    await expect(page.getByRole("button", { name: T.resend })).toBeVisible();
  });

  test("without a token the page explains where the link is", async ({ page }) => {
    await page.goto("/email-verification");
    await expect(page.getByText(T.noToken)).toBeVisible();
  });
});
