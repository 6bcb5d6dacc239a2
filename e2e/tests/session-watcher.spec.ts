import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { API_PATHS, SESSION_STATUS_POLL_MS, sessionEndedCopy } from "@bank/contracts";
import { createAccount, freezeClock, signInThroughApi, signInThroughForm, type TestAccount } from "./support/accounts.ts";

const NEW_DEVICE = sessionEndedCopy("new_device");

/** Signs in through the form on a frozen clock and lands on /dashboard with the watcher running. */
async function signInWatched(page: Page, account: TestAccount): Promise<void> {
  await freezeClock(page);
  const firstCheck = page.waitForRequest((call) => call.url().endsWith(API_PATHS.sessionStatus), { timeout: 15_000 });
  const landed = signInThroughForm(page, account);
  await page.waitForURL(/\/signin$/);
  await expect(page.getByText("Welcome Back!")).toBeVisible();
  await page.clock.runFor(1_500);
  await landed;
  await firstCheck;
}

test.describe("session watcher", () => {
  test("a sign-in in a second browser opens the session-ended dialog in the first within one poll", async ({ browser, request }) => {
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

  test("opening a dashboard page after a sign-in elsewhere explains it with the dialog instead of a silent redirect", async ({ page, browser, request }) => {
    const account = await createAccount(request);
    await signInThroughForm(page, account);
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
      if (call.resourceType() === "script" || call.url().includes("/api/")) requested.push(new URL(call.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const signedOut = [...requested];
    expect(signedOut.some((path) => path.includes("AccountChrome"))).toBe(true); // the loader itself
    expect(signedOut).not.toContain(API_PATHS.sessionStatus);
    await expect(page.locator("[data-account-chrome] > *")).toHaveCount(0);

    // The same page for someone the browser remembers as signed in fetches the watcher's code and polls.
    requested.length = 0;
    await page.evaluate(() => localStorage.setItem("currentUser", "{}"));
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(requested).toContain(API_PATHS.sessionStatus);
    const watcherCode = requested.filter((path) => path.endsWith(".js") && !signedOut.includes(path));
    expect(watcherCode.length).toBeGreaterThan(0);
  });

  test("a signed-in visitor's public pages run the watcher", async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughForm(page, account);
    const check = page.waitForRequest((call) => call.url().endsWith(API_PATHS.sessionStatus));
    await page.goto("/");
    await check;
  });
});
