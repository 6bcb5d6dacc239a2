// The signed-in app's frame as the specs use it: its header, the user menu, and the dashboard's navigation.
import { expect, type Locator, type Page } from "@playwright/test";
import { APP_FRAME_TEXTS } from "@bank/contracts";

/** The user menu's button in the app header (its name is the person's name, then "account menu"). */
export function userMenuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: new RegExp(`${APP_FRAME_TEXTS.userMenuSuffix}$`) });
}

/** Opens the user menu with a click and returns its panel (name, email, Settings, Sign out). */
export async function openUserMenu(page: Page): Promise<Locator> {
  const button = userMenuButton(page);
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await button.getAttribute("aria-controls")}`.replaceAll(":", "\\:"));
  await expect(panel).toBeVisible();
  return panel;
}

/** Signs out through the user menu, the one Sign out of the signed-in pages, and waits for /signin. */
export async function signOutThroughUserMenu(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/signin");
}
