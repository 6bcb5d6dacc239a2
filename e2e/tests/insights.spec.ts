// The MDX blog: the list, posts, their images, tag and author pages, the RSS feed, and drafts that never publish.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { draftPostRoutes, livePosts as published, publishedPostRoutes } from "../support/public-routes.ts";

const cardsOn = (page: import("@playwright/test").Page) =>
  page.locator("[data-article]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-article")));

test("there are at least six published articles and at least one draft to prove drafts stay out", () => {
  expect(publishedPostRoutes().length).toBeGreaterThanOrEqual(6);
  expect(draftPostRoutes().length).toBeGreaterThanOrEqual(1);
});

test("/insights lists the published articles newest first, with their tags", async ({ page }) => {
  await page.goto("/insights");
  expect(await cardsOn(page)).toEqual(published().map((post) => post.slug));
  for (const item of await page.locator("[data-article]").all()) {
    await expect(item.getByRole("list", { name: "Tags" }).getByRole("link").first()).toBeVisible();
  }
});

test("a post shows its title, date, author, tags and Article structured data, and ends with what to read next", async ({
  page,
}) => {
  const [newest] = published();
  await page.goto(`/insights/${newest!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article time")).toHaveAttribute("datetime", newest!.publishDate);
  await expect(page.locator("article").getByRole("list", { name: "Tags" })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")["@type"]));
  expect(types).toContain("Article");

  const readNext = page.locator("[data-read-next]");
  const offered = await readNext
    .locator("[data-article]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-article")));
  expect(offered).toHaveLength(3);
  expect(offered).not.toContain(newest!.slug);
  const liveSlugs = published().map((post) => post.slug);
  for (const slug of offered) expect(liveSlugs).toContain(slug);
  await expect(readNext.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(readNext.getByRole("link", { name: "Open an account" })).toHaveAttribute("href", "/signup");
  await expect(readNext.getByRole("link", { name: "Talk to our team" })).toHaveAttribute("href", "/contact");
});

test("a post that promotes crypto carries the crypto disclaimer in its body", async ({ page }) => {
  await page.goto("/insights/stablecoins-for-business-payments");
  await expect(page.locator("article [data-crypto-disclaimer]")).toBeVisible();
});

test("drafts are never published: no page, no list entry, no feed item, no sitemap entry", async ({
  page,
  request,
}) => {
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
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path.startsWith("/insights/"));
  expect(links).toEqual(published().map((post) => `/insights/${post.slug}`));
});

test("a tag page lists exactly the posts with that tag, newest first, and a post's tag links to it", async ({
  page,
}) => {
  const tagged = published().filter((post) => post.tags.includes("USDC"));
  expect(tagged.length).toBeGreaterThanOrEqual(1);
  await page.goto(`/insights/${tagged[0]!.slug}`);
  await page
    .locator("article")
    .getByRole("list", { name: "Tags" })
    .getByRole("link", { name: "USDC", exact: true })
    .click();
  await expect(page).toHaveURL(/\/insights\/tags\/usdc$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("USDC");
  expect(await cardsOn(page)).toEqual(tagged.map((post) => post.slug));

  await page.goto("/insights/tags");
  await expect(page.getByRole("link", { name: "USDC", exact: true })).toHaveAttribute("href", "/insights/tags/usdc");
});

test("an author page says who they are and lists exactly their posts; a post links its author", async ({ page }) => {
  const theirs = published().filter((post) => post.author === "elena-park");
  expect(theirs.length).toBeGreaterThanOrEqual(2);
  const author = parseYaml(fs.readFileSync(path.resolve("../content/authors/elena-park.yaml"), "utf8")) as {
    name: string;
    role: string;
  };
  await page.goto(`/insights/${theirs[0]!.slug}`);
  await page.locator("article").getByRole("link", { name: author.name }).click();
  await expect(page).toHaveURL(/\/insights\/authors\/elena-park$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
  await expect(page.getByText(author.role, { exact: true })).toBeVisible();
  expect(await cardsOn(page)).toEqual(theirs.map((post) => post.slug));
});

test("a post's cover and inline image load in a modern format, with width, height and alt text", async ({ page }) => {
  await page.goto("/insights/stablecoins-for-business-payments");
  const article = page.locator("article");
  const cover = article.getByRole("img", {
    name: "A dollar sign and the USDC mark joined by a loop labelled one to one",
  });
  const inline = article.getByRole("img", { name: /^A payment in four steps/ });
  for (const image of [cover, inline]) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("srcset", /\d+w/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // What the browser chose: AVIF or WebP, never the source file.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
  }
  // Laid out at the file's proportions before it loads: nothing moves when it arrives.
  const box = await cover.boundingBox();
  expect(Math.abs(box!.width / box!.height - 2)).toBeLessThan(0.02);
});
