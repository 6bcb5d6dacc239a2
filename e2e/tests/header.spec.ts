// The sticky public header of SPEC.md section 2, on a desktop and a phone-sized viewport.
import { HEADER_SCROLL_THRESHOLD_PX } from "@bank/contracts";
import { expect, test } from "@playwright/test";

test("shows the logo, the brand name and 'Powered by' the partner bank", async ({ page }) => {
  await page.goto("/security");
  const brand = page.locator("header .brand");
  await expect(brand.locator("svg.brand-logo")).toHaveCount(1);
  await expect(brand).toContainText("Meridian Business");
  await expect(brand).toContainText("Powered by Harbor Trust Bank, N.A.");
  await expect(page.locator("header").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
  await expect(page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Security" })).toHaveAttribute("href", "/security");
  await expect(page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});

test("is sticky and turns frosted only once scrolled more than 20 px", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header.site-header");
  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX);
  await page.waitForTimeout(100);
  await expect(header).not.toHaveAttribute("data-scrolled", /.*/);
  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX + 1);
  await expect(header).toHaveAttribute("data-scrolled", "");
  expect(await header.evaluate((node) => getComputedStyle(node).backdropFilter)).toContain("blur");
  await page.evaluate(() => window.scrollTo(0, 2_000));
  expect((await header.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute("data-scrolled", /.*/);
});

test("Features smooth-scrolls to the features section on the home page", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect.poll(async () => page.locator("#features").evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBeLessThan(120);
  await expect(page.locator("#features")).toBeFocused();
});

test("Features from another page leads to the home page's section", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/#features$/);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Sign In is hidden in the bar and present in the mobile menu, which the toggle opens and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".header-bar").getByRole("link", { name: "Sign In" })).toBeHidden();
    await expect(page.locator("nav[aria-label=Main]")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(["Features", "Security", "Contact", "Sign In"]);
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the mobile menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Security" }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Features in the mobile menu scrolls to the section and closes the menu", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Features" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
    await expect.poll(async () => page.locator("#features").evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBeLessThan(120);
  });
});
