import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ADMIN_MESSAGES, API_PATHS, DASHBOARD_TEXTS } from "@bank/contracts";
import {
  createAccount,
  openSignIn,
  openSignUp,
  signInThroughApi,
  signInToDashboard,
  toast,
} from "../support/accounts.ts";
import { openUserMenu } from "../support/app-frame.ts";
import { SIGNED_IN_ROUTES } from "../support/public-routes.ts";

const DASHBOARD_PAGES = SIGNED_IN_ROUTES.filter((route) => route.startsWith("/dashboard"));
const SETTINGS_SECTIONS = [
  "/dashboard/settings/sign-in",
  "/dashboard/settings/passkeys",
  "/dashboard/settings/activity",
];

test.describe("dashboard", () => {
  test("a signed-out visitor to any signed-in page is sent to /signin", async ({ page }) => {
    // Where the visitor lands is the check, not the sign-in page itself (signin.spec's): a bare page stands in.
    await page.route("**/signin", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Sign in</title>" }),
    );
    for (const path of SIGNED_IN_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await page.waitForURL("**/signin");
      });
    }
  });

  // Each page then hydrates without an error, signed in: app-frame.spec walks them all, listening for one.
  test("every signed-in page's HTML says it is checking the session, never that the check failed", async ({
    request,
  }) => {
    for (const path of [...DASHBOARD_PAGES, ...SETTINGS_SECTIONS]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(DASHBOARD_TEXTS.checkingSession);
      expect(html, path).not.toContain(DASHBOARD_TEXTS.sessionCheckFailed);
    }
  });

  test("settings shows the account's details", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard/settings");
    const details = page.locator("dl.details");
    await expect(details).toContainText(account.email);
    await expect(details).toContainText(`${account.firstName} ${account.lastName}`);
  });

  test("Sign out ends the session on the server and goes to /signin", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInToDashboard(page, account);
    await (await openUserMenu(page)).getByRole("button", { name: DASHBOARD_TEXTS.signOut }).click();
    await page.waitForURL("**/signin");
    expect((await page.request.get(API_PATHS.me)).status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
  });

  test("a failed sign-out says so in a toast raised by another island", async ({ page, context, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard");
    await expect(page.getByTestId("signed-in-name")).toBeVisible();
    const menu = await openUserMenu(page);
    await context.setOffline(true);
    await menu.getByRole("button", { name: DASHBOARD_TEXTS.signOut }).click();
    await expect(toast(page)).toContainText(DASHBOARD_TEXTS.signOutFailed);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("accessibility of the account screens (WCAG 2.2 AA)", () => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

  test("sign-in and sign-up, with their field messages shown, have no violations", async ({ page }) => {
    await openSignIn(page);
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
    await openSignUp(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });

  // The dashboard's pages are checked at two widths by app-frame.spec; here what a customer sees elsewhere.
  test("/admin tells a signed-in customer they have no access; /cards is public, in the marketing frame; both and the 2FA enrolment have no violations", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_MESSAGES.noAccess })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations, "/admin").toEqual([]);
    await page.goto("/cards");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations, "/cards").toEqual([]);
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(page.getByLabel("Code from your app")).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });
});
