// The MDX blog: the list, posts, tags, the RSS feed, and drafts that never publish.
import { expect, test } from "@playwright/test";
import { draftPostRoutes, insightFiles, publishedPostRoutes } from "../support/public-routes.ts";

const published = () =>
  insightFiles()
    .filter((post) => !post.draft)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate));

test("there are at least six published articles and at least one draft to prove drafts stay out", () => {
  expect(publishedPostRoutes().length).toBeGreaterThanOrEqual(6);
  expect(draftPostRoutes().length).toBeGreaterThanOrEqual(1);
});

test("/insights lists the published articles newest first, with their tags", async ({ page }) => {
  await page.goto("/insights");
  const items = page.locator("[data-article]");
  expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-article")))).toEqual(
    published().map((post) => post.slug),
  );
  for (const item of await items.all()) await expect(item.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
});

test("a post shows its title, date, author, tags and Article structured data", async ({ page }) => {
  const [newest] = published();
  await page.goto(`/insights/${newest!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article time")).toHaveAttribute("datetime", newest!.publishDate);
  await expect(page.locator("article").getByRole("list", { name: "Tags" })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")["@type"]));
  expect(types).toContain("Article");
});

test("a post that promotes crypto carries the crypto disclaimer in its body", async ({ page }) => {
  await page.goto("/insights/stablecoins-for-business-payments");
  await expect(page.locator("article [data-crypto-disclaimer]")).toBeVisible();
});

test("drafts are never published: no page, no list entry, no feed item, no sitemap entry", async ({ page, request }) => {
  for (const route of draftPostRoutes()) {
    expect((await request.get(route)).status()).toBe(404);
    const slug = route.split("/").pop()!;
    expect(await (await request.get("/insights/rss.xml")).text()).not.toContain(slug);
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain(slug);
    await page.goto("/insights");
    await expect(page.locator(`[data-article="${slug}"]`)).toHaveCount(0);
  }
});

test("the RSS feed lists every published article, newest first", async ({ request }) => {
  const response = await request.get("/insights/rss.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]!).pathname).filter((path) => path.startsWith("/insights/"));
  expect(links).toEqual(published().map((post) => `/insights/${post.slug}`));
});
