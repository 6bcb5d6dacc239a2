import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_PATHS, SESSION_STATUS_POLL_MS, sessionEndedCopy } from "@bank/contracts";
import {
  createAccount,
  freezeClock,
  signInThroughApi,
  signInToDashboard,
  type TestAccount,
} from "../support/accounts.ts";
import { mailedLink } from "../support/outbox.ts";
import { expireSessionsInDatabase } from "../support/sessions.ts";
import { userMenuButton } from "../support/app-frame.ts";

const NEW_DEVICE = sessionEndedCopy("new_device");
const EXPIRED = sessionEndedCopy("expired");
const GENERIC = sessionEndedCopy("signed_out");

/** Signs in on a frozen clock and lands on /dashboard with the watcher running. */
async function signInWatched(page: Page, account: TestAccount): Promise<void> {
  await freezeClock(page);
  const firstCheck = page.waitForRequest((call) => call.url().endsWith(API_PATHS.sessionStatus), { timeout: 15_000 });
  await signInToDashboard(page, account);
  await firstCheck;
}

/** The id of the user this page remembers as signed in. */
async function rememberedUserId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem("currentUser") ?? "{}") as { id: string }).id);
}

/** Resets the account's password through the mailed link, as its owner would elsewhere: every session ends. */
async function resetPasswordElsewhere(request: APIRequestContext, account: TestAccount): Promise<void> {
  await request.post(API_PATHS.passwordResetRequest, { data: { email: account.email } });
  const token = new URL(await mailedLink(account.email, "/forgot-password"), "http://x").searchParams.get("token");
  const password = "harbour-lights-2041";
  const confirmed = await request.post(API_PATHS.passwordResetConfirm, {
    data: { token, password, confirmPassword: password },
  });
  expect(confirmed.status()).toBe(200);
}

test.describe("session watcher", () => {
  test("a sign-in in a second browser opens the session-ended dialog in the first within one poll", async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const first = await browser.newContext();
    const second = await browser.newContext();
    const page = await first.newPage();
    await signInWatched(page, account);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toHaveCount(0);

    await signInThroughApi(second.request, account);
    const poll = page.waitForResponse((answer) => answer.url().endsWith(API_PATHS.sessionStatus));
    await page.clock.runFor(SESSION_STATUS_POLL_MS);
    await poll;

    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: NEW_DEVICE.title })).toBeVisible();
    await expect(dialog).toHaveAccessibleName(NEW_DEVICE.title);
    await expect(dialog).toHaveAccessibleDescription(NEW_DEVICE.text);
    await expect(dialog.getByRole("button", { name: NEW_DEVICE.button })).toBeFocused();

    // Polling has stopped: another half minute brings no request.
    let polled = false;
    page.on("request", (call) => {
      if (call.url().endsWith(API_PATHS.sessionStatus)) polled = true;
    });
    await page.clock.runFor(SESSION_STATUS_POLL_MS * 2);
    expect(polled).toBe(false);

    // Neither Escape nor a click outside closes it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: NEW_DEVICE.button })).toBeFocused();

    await dialog.getByRole("button", { name: NEW_DEVICE.button }).click();
    await page.waitForURL("**/signin");
    await first.close();
    await second.close();
  });

  test("a network failure is only logged and polling carries on", async ({ browser, request }) => {
    const account = await createAccount(request);
    const first = await browser.newContext();
    const page = await first.newPage();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await signInWatched(page, account);

    await first.setOffline(true);
    // Each try steps one more poll interval, so a watcher that mounted a moment late still gets its poll.
    await expect
      .poll(async () => {
        await page.clock.runFor(SESSION_STATUS_POLL_MS);
        return warnings.some((text) => text.includes("Session status check failed"));
      })
      .toBe(true);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await first.setOffline(false);

    await signInThroughApi(request, account);
    await page.clock.runFor(SESSION_STATUS_POLL_MS);
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await first.close();
  });

  test("opening a dashboard page after a sign-in elsewhere explains it with the dialog instead of a silent redirect", async ({
    page,
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    await signInToDashboard(page, account);
    await page.evaluate(() => localStorage.clear()); // even with nothing remembered in this browser
    const second = await browser.newContext();
    await signInThroughApi(second.request, account);
    await page.goto("/dashboard/accounts");
    await expect(page.getByRole("alertdialog")).toHaveAccessibleName(NEW_DEVICE.title);
    await expect(page).toHaveURL(/\/dashboard\/accounts$/);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole("button", { name: NEW_DEVICE.button }).click();
    await page.waitForURL("**/signin");
    await second.close();
  });

  test("signed-out pages load none of the watcher's code and never poll", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (call) => {
      if (call.resourceType() === "script" || call.url().includes("/api/"))
        requested.push(new URL(call.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const signedOut = [...requested];
    expect(signedOut.some((path) => path.includes("AccountChrome"))).toBe(true); // the loader itself
    expect(signedOut).not.toContain(API_PATHS.sessionStatus);
    await expect(page.locator("[data-account-chrome] > *")).toHaveCount(0);

    // The same page for someone the browser remembers as signed in fetches the watcher's code and polls.
    requested.length = 0;
    await page.evaluate(() =>
      localStorage.setItem("currentUser", JSON.stringify({ firstName: "Ada", lastName: "Lovelace" })),
    );
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(requested).toContain(API_PATHS.sessionStatus);
    const watcherCode = requested.filter((path) => path.endsWith(".js") && !signedOut.includes(path));
    expect(watcherCode.length).toBeGreaterThan(0);
  });

  test("a signed-in visitor's public pages run the watcher", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInToDashboard(page, account);
    const check = page.waitForRequest((call) => call.url().endsWith(API_PATHS.sessionStatus));
    await page.goto("/");
    await check;
  });

  test("a session the server expired opens the 'Session expired' dialog, and the header turns signed-out", async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWatched(page, account);
    await expect(userMenuButton(page)).toBeVisible();

    await expireSessionsInDatabase(await rememberedUserId(page));
    const poll = page.waitForResponse((answer) => answer.url().endsWith(API_PATHS.sessionStatus));
    await page.clock.runFor(SESSION_STATUS_POLL_MS);
    await poll;

    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toHaveAccessibleName(EXPIRED.title);
    await expect(dialog).toHaveAccessibleDescription(EXPIRED.text);
    await expect(dialog.getByRole("button", { name: EXPIRED.button })).toBeFocused();
    await expect(page.locator("html")).not.toHaveAttribute("data-signed-in");
    expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();

    let polled = false;
    page.on("request", (call) => {
      if (call.url().endsWith(API_PATHS.sessionStatus)) polled = true;
    });
    await page.clock.runFor(SESSION_STATUS_POLL_MS * 2);
    expect(polled).toBe(false);

    await dialog.getByRole("button", { name: EXPIRED.button }).click();
    await page.waitForURL("**/signin");
    await context.close();
  });

  test("a session ended for another reason (a password reset elsewhere) opens 'Session ended' on a public page", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // The dashboard confirms the session first: a dashboard still loading when the reset lands learns of it from
    // its own read and signs the visitor out quietly, which is another test's story.
    await signInToDashboard(page, account);
    await resetPasswordElsewhere(request, account);

    await page.goto("/security"); // the watcher checks at once
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toHaveAccessibleName(GENERIC.title);
    await expect(dialog).toHaveAccessibleDescription(GENERIC.text);
    // Behind the dialog (which hides the rest from assistive technology) the header has turned signed-out.
    await expect(page.locator('header .header-actions a[href="/signin"]')).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-signed-in");
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations).toEqual([]);
    await dialog.getByRole("button", { name: GENERIC.button }).click();
    await page.waitForURL("**/signin");
  });

  test("a dashboard page opened after the session expired explains it with the 'Session expired' dialog", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInToDashboard(page, account);
    await expireSessionsInDatabase(await rememberedUserId(page));
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("alertdialog")).toHaveAccessibleName(EXPIRED.title);
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("a remembered user without any session (the cookie is gone) is forgotten quietly: no dialog, signed-out header", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInToDashboard(page, account); // the dashboard has confirmed the session
    await page.context().clearCookies(); // as a browser-session cookie is after a restart
    const poll = page.waitForResponse((answer) => answer.url().endsWith(API_PATHS.sessionStatus));
    await page.goto("/security");
    expect(await (await poll).json()).toMatchObject({ isValid: false, reason: "no_session" });

    await expect(page.locator("html")).not.toHaveAttribute("data-signed-in");
    await expect(page.locator("header").getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await page.goto("/dashboard"); // and the dashboard, with nothing to explain, sends the visitor to sign in
    await page.waitForURL("**/signin");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
