// The signed-in app's frame as the specs use it: its header, the user menu, the dashboard's navigation, and the
// signed-in pages app-frame.spec walks.
import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_PAGES, APP_FRAME_TEXTS, DASHBOARD_NAV, SETTINGS_PAGES } from "@bank/contracts";
import { SIGNED_IN_ROUTES } from "./public-routes.ts";

/** The dashboard's pages (the team page and the sub-pages of a section among them) and its settings pages. */
export const CUSTOMER_PAGES: readonly string[] = [
  ...new Set([
    ...DASHBOARD_NAV.map((link) => link.href),
    ...SIGNED_IN_ROUTES.filter((route) => route.startsWith("/dashboard")),
    ...SETTINGS_PAGES.map((each) => each.href),
  ]),
];

export const CONSOLE_PAGES: readonly string[] = ADMIN_PAGES.map((each) => each.href);

/**
 * The signed-in pages the navigation does not list: a business in the staff console (its detail's code loads with the
 * page, whatever the business) and an invitation's page (without a link it says the link is not valid).
 */
export const OTHER_SIGNED_IN_PAGES = ["/admin/business?id=00000000-0000-4000-8000-000000000000", "/invitations"];

/**
 * Every page app-frame.spec opens signed in, each in a watched tab (support/site-pages.ts) that checks its CSP and its
 * JavaScript too: the CSP walk of security-headers.spec leaves them out.
 */
export const WALKED_SIGNED_IN_PATHS: ReadonlySet<string> = new Set(
  [...CUSTOMER_PAGES, ...CONSOLE_PAGES, ...OTHER_SIGNED_IN_PAGES].map((page) => page.split("?")[0]!),
);

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
