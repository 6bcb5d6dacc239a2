import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  SIGNIN_FAILED,
  SIGNIN_TEXTS,
  TOAST_DEFAULT_LABEL,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "@bank/contracts";
import { fillCredentials, freezeClock, openSignIn, signInRequestsLoaded, toast } from "../support/accounts.ts";

/**
 * Raises a "Signin Failed" toast without reaching the service (offline), so no failure is counted there. The
 * screen's requests must have arrived before (signInRequestsLoaded), or the form says in place that it cannot send.
 */
async function raiseToast(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await expect(toast(page).filter({ hasText: SIGNIN_FAILED.title })).toBeVisible();
  await context.setOffline(false);
}

async function swipe(page: Page, distance: number): Promise<void> {
  const box = await toast(page).boundingBox();
  if (!box) throw new Error("no toast to swipe");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
  await page.mouse.up();
}

test("a page only looked at loads no toast region; the visitor's first action loads it, before any toast", async ({
  page,
  context,
}) => {
  await page.goto("/signin");
  await page.waitForLoadState("networkidle");
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region).toHaveCount(0);
  // The announcers are in the page from the start: a live region announces what changes in it.
  await expect(page.locator("[data-toast-announcer]")).toHaveCount(2);
  await page.keyboard.press("Tab");
  await expect(region).toBeAttached();
  // With the network gone, a toast still shows: its code arrived with the first action.
  await fillCredentials(page, { email: "nobody@example.com", password: "offline-password" });
  await signInRequestsLoaded(page);
  await raiseToast(page, context);
});

test.describe("toasts", () => {
  test.beforeEach(async ({ page }) => {
    await openSignIn(page);
    await fillCredentials(page, { email: "nobody@example.com", password: "offline-password" });
    await signInRequestsLoaded(page); // before any test freezes the clock, which hides the page's resource timings
  });

  test("one is visible at a time", async ({ page, context }) => {
    await raiseToast(page, context);
    await raiseToast(page, context);
    await expect(toast(page)).toHaveCount(1);
  });

  test("closes by itself after 5000 ms", async ({ page, context }) => {
    await freezeClock(page);
    await raiseToast(page, context);
    await page.clock.runFor(TOAST_DURATION_MS - 200);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(400);
    await expect(toast(page)).toHaveCount(0);
  });

  test("a swipe right past 50 px dismisses it, a shorter one does not", async ({ page, context }) => {
    await raiseToast(page, context);
    await swipe(page, TOAST_SWIPE_THRESHOLD_PX - 20);
    await expect(toast(page)).toBeVisible();
    await swipe(page, TOAST_SWIPE_THRESHOLD_PX + 30);
    await expect(toast(page)).toHaveCount(0);
  });

  test("F8 moves focus to the notifications, and Close dismisses one", async ({ page, context }) => {
    await raiseToast(page, context);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("list")).toBeFocused();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(toast(page)).toHaveCount(0);
  });

  test("screen readers hear it with the default label 'Notification'", async ({ page, context }) => {
    await raiseToast(page, context);
    await expect(
      page.getByRole("status").filter({ hasText: `${TOAST_DEFAULT_LABEL} ${SIGNIN_FAILED.title}` }),
    ).toBeAttached();
  });
});
