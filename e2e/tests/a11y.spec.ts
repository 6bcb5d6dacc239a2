// axe-core over every public route, on desktop and phone widths, and over the open demo dialog. The same visit of a
// public route checks its CSP too (security-headers.spec walks the other pages) and that it fits a phone from 320 to
// 390 px wide with nothing to scroll sideways, as a page load is most of a browser test's cost.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { allPublicRoutes } from "../support/public-routes.ts";
import { cspProblemsOf } from "../support/site-pages.ts";

// A few routes a test, each in a tab of its own: a test's own page and context cost a browser almost a second of CPU,
// a new tab a fraction of it. Each route's findings are soft, so one test reports every route of its group.
const ROUTES_A_TEST = 5;
/** The narrowest phone in use and a common one: a page wider than the screen scrolls sideways. */
const PHONE_WIDTHS = [390, 320];

/** How wide the page is: reading it lays the page out at the tab's size of the moment. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
const routes = allPublicRoutes();
for (let first = 0; first < routes.length; first += ROUTES_A_TEST) {
  const group = routes.slice(first, first + ROUTES_A_TEST);
  test(`${group.join(", ")}: no axe violations, no CSP violation, no sideways scroll on a phone`, async ({
    context,
  }) => {
    for (const route of group) {
      const problems = await cspProblemsOf(context, route, async (page) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const results = await new AxeBuilder({ page }).analyze();
        expect
          .soft(
            results.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
            ),
            route,
          )
          .toEqual([]);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          expect.soft(await pageWidth(page), `${route} at ${width} px`).toBe(width);
        }
      });
      expect.soft(problems, route).toEqual([]);
    }
  });
}

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of ["/", "/business-banking", "/insights"]) {
    test(`${route} has no axe violations with the mobile menu open`, async ({ page }) => {
      await page.goto(route);
      await page.getByRole("button", { name: "Menu" }).click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test("the open demo dialog has no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Watch Demo" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
