// axe-core over every public route, on desktop and phone widths, and over the open demo dialog. The same visit of a
// public route checks its CSP too (security-headers.spec walks the other pages), as a page load is most of a browser
// test's cost.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPublicRoutes } from "../support/public-routes.ts";
import { cspProblemsOf } from "../support/site-pages.ts";

// A few routes a test, each in a tab of its own: a test's own page and context cost a browser almost a second of CPU,
// a new tab a fraction of it. Each route's findings are soft, so one test reports every route of its group.
const ROUTES_A_TEST = 5;
const routes = allPublicRoutes();
for (let first = 0; first < routes.length; first += ROUTES_A_TEST) {
  const group = routes.slice(first, first + ROUTES_A_TEST);
  test(`${group.join(", ")}: no axe violations and no CSP violation`, async ({ context }) => {
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
