// Every public route (support/public-routes.ts) answers with its own metadata; anything else is the 404 page.
import { expect, test } from "@playwright/test";
import { installPausedClock, island } from "../support/islands.ts";
import { SIGNED_IN_ROUTES, TOKEN_LINK_ROUTES, allPublicRoutes } from "../support/public-routes.ts";

test("every public route answers 200 with its own title, description and canonical URL", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of allPublicRoutes()) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(title, route).not.toBe("");
    expect(description.length, route).toBeGreaterThan(40);
    expect(new URL(canonical).pathname, route).toBe(route);
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${route} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);
    // A page with a view for signed-in customers (/identity-verification) carries its h1 too, hidden until then.
    expect(html.match(/<h1(?![^>]*data-signed-in-view)[\s>]/g)?.length, `${route} has one h1`).toBe(1);
  }
});

test("every signed-in route and token link's page answers 200 with its own title and canonical URL, and asks not to be indexed", async ({
  request,
}) => {
  const unindexed = [...SIGNED_IN_ROUTES, ...TOKEN_LINK_ROUTES];
  const titles = new Set<string>();
  for (const route of unindexed) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(titles.has(title), `${route} repeats a title`).toBe(false);
    titles.add(title);
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "").pathname, route).toBe(route);
    expect(html, route).toContain('<meta name="robots" content="noindex">');
  }
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const route of unindexed) expect(sitemap, route).not.toContain(`${route}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  for (const route of TOKEN_LINK_ROUTES) expect(robots).toContain(`Disallow: ${route}\n`);
});

for (const path of ["/no-such-page", "/insights/no-such-post", "/dashboardx", "/business-banking/extra"]) {
  test(`${path} gets the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}

test("the spinner shows while a page's islands load and goes once they have hydrated", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/client\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const spinner = page.getByRole("status").filter({ hasText: "Loading" });
  // The home page's islands wait to be scrolled into view: nothing loads, so no spinner yet.
  await expect(spinner).toBeHidden();
  await page.locator("[data-slideshow]").scrollIntoViewIfNeeded();
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toBeHidden();
  await expect(island(page, "HeroSlideshow")).not.toHaveAttribute("ssr", /.*/);
});

test("a page without islands ships no JavaScript framework and shows no spinner", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/privacy-policy");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /client\.|react/.test(url))).toEqual([]);
  await expect(page.locator("[data-page-spinner]")).toBeHidden();
});

test("/terms, which the sign-up form links to, exists", async ({ page }) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
});

test("landing pages show the landing hero with four stat tiles and the rotating highlight line, without React", async ({
  page,
}) => {
  await installPausedClock(page);
  await page.goto("/crypto-banking");
  await expect(page.locator("[data-stat-tiles] .stat-tile")).toHaveCount(4);
  const line = page.locator('[data-rotating="highlight"]');
  await expect(line).toHaveText("Real-time crypto conversions");
  await expect(page.locator("astro-island")).toHaveCount(0);
  await page.clock.runFor(2_900);
  await expect(line).toHaveText("Real-time crypto conversions");
  await page.clock.runFor(100);
  await expect(line).toHaveText("FDIC insured up to $250K");
  await expect(page.locator("main [data-crypto-disclaimer]")).toBeVisible();
});
