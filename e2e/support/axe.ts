// The accessibility check every spec runs on the screens it reaches (WCAG 2.2 AA through axe-core), and screenshots
// to look at while working on a screen.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * No WCAG 2.2 AA violation on the page as it stands. From the top: scrolled down, the sticky site header covers
 * part of a side navigation, which axe's target-size rule reports for a position of the page, not its layout.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
  expect(found, what).toEqual([]);
}

/** Full-page screenshots at desktop and phone widths into /tmp when SHOTS is set (to look at, never committed). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
