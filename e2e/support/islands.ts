// Helpers that let tests drive islands deterministically with Playwright's clock.
import { expect, type Locator, type Page } from "@playwright/test";

export const CLOCK_START = new Date("2026-03-02T09:00:00Z");

/** Installs a paused fake clock before the page loads, so no timer fires unless a test steps it. */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1_000));
}

/** The island element rendering a given component, e.g. "HeroSlideshow". */
export const island = (page: Page, component: string): Locator =>
  page.locator(`astro-island[component-url*="/${component}."]`);

/** Scrolls an island into view and waits until it has hydrated (client:visible). */
export async function hydrateVisibleIsland(page: Page, component: string): Promise<Locator> {
  const element = island(page, component).first();
  await element.scrollIntoViewIfNeeded();
  await expect(element).not.toHaveAttribute("ssr", /.*/);
  return element;
}
