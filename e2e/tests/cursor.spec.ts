// The decorative cursor (marker and sparkles), and what reduced motion and touch turn off.
import { SPARKLE_MAX_COUNT } from "@bank/contracts";
import { expect, test } from "@playwright/test";
import { hydrateVisibleIsland } from "../support/islands.ts";

test("the effect's code is fetched when the mouse first moves, and the marker starts where the mouse is", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("cursor-effect")) fetched.push(request.url());
  });
  await page.goto("/security");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await expect(page.locator("[data-cursor-marker]")).toHaveCount(0);
  await page.mouse.move(250, 180);
  const marker = page.locator("[data-cursor-marker]");
  await expect(marker).toHaveCount(1);
  expect(fetched).toHaveLength(1);
  const box = await marker.boundingBox();
  expect(box && { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }).toEqual({
    x: 250,
    y: 180,
  });
});

test("a round marker follows the mouse and shrinks to 0.8 while pressed", async ({ page }) => {
  await page.goto("/security");
  await page.mouse.move(200, 200);
  const marker = page.locator("[data-cursor-marker]");
  await expect(marker).toHaveCount(1);
  await page.mouse.move(300, 220);
  const center = () =>
    marker.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    });
  await expect.poll(center).toEqual({ x: 300, y: 220 });
  await page.mouse.move(420, 140);
  await expect.poll(center).toEqual({ x: 420, y: 140 });
  await page.mouse.down();
  await expect.poll(() => marker.evaluate((node) => (node as HTMLElement).style.transform)).toContain("scale(0.8)");
  await page.mouse.up();
  await expect.poll(() => marker.evaluate((node) => (node as HTMLElement).style.transform)).toContain("scale(1)");
});

test("sparkles appear as the mouse moves, about 21 at most, and fade away", async ({ page }) => {
  await page.goto("/security");
  await page.mouse.move(90, 300);
  await expect(page.locator("[data-cursor-marker]")).toHaveCount(1);
  let most = 0;
  for (let step = 0; step < 120; step += 1) {
    await page.mouse.move(100 + step * 4, 300 + (step % 10));
    if (step % 10 === 0) most = Math.max(most, await page.locator(".cursor-sparkle").count());
  }
  most = Math.max(most, await page.locator(".cursor-sparkle").count());
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(SPARKLE_MAX_COUNT);
  await expect(page.locator(".cursor-sparkle")).toHaveCount(0, { timeout: 5_000 });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("there is no cursor effect and the carousels start paused", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.mouse.move(200, 200);
    await hydrateVisibleIsland(page, "HeroSlideshow");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await expect(page.locator("[data-cursor-marker]")).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(page.locator("[data-slide]:visible")).toHaveAttribute("data-slide", "1");
    await expect(page.locator('[data-rotating="highlight"]')).toHaveText("Real-time crypto conversions");
    // A line that never moves needs no pause button.
    await expect(page.getByRole("button", { name: /^Pause the/ })).toHaveCount(0);
  });
});

test.describe("on a touch device", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("there is no cursor effect", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => matchMedia("(pointer: fine)").matches)).toBe(false);
    await expect(page.locator("[data-cursor-marker]")).toHaveCount(0);
  });
});

test("the effect never listens to scrolling", async ({ page }) => {
  await page.addInitScript(() => {
    const original = EventTarget.prototype.addEventListener;
    (window as unknown as { scrollListeners: number }).scrollListeners = 0;
    EventTarget.prototype.addEventListener = function (type: string, ...rest: unknown[]) {
      if (type === "scroll" || type === "wheel")
        (window as unknown as { scrollListeners: number }).scrollListeners += 1;
      return (original as (...args: unknown[]) => void).call(this, type, ...rest);
    };
  });
  await page.goto("/security");
  await page.mouse.move(200, 200);
  await expect(page.locator("[data-cursor-marker]")).toHaveCount(1);
  // The header's one passive listener for its frosted style is the only scroll listener on the page.
  expect(await page.evaluate(() => (window as unknown as { scrollListeners: number }).scrollListeners)).toBe(1);
});
