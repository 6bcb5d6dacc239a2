// Search and social metadata, the sitemap and robots.txt, and the ad-tracking tag staying off without an id.
import { expect, test } from "@playwright/test";
import { allPublicRoutes } from "../support/public-routes.ts";

const jsonLdTypes = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!)["@type"],
  );

test("every page has Open Graph and Twitter tags and the organisation's structured data", async ({ request }) => {
  for (const route of allPublicRoutes()) {
    const html = await (await request.get(route)).text();
    for (const tag of [
      'property="og:title"',
      'property="og:description"',
      'property="og:url"',
      'property="og:image"',
      'name="twitter:card"',
      'name="twitter:title"',
    ]) {
      expect(html, `${route} lacks ${tag}`).toContain(tag);
    }
    expect(jsonLdTypes(html), route).toContain("FinancialService");
  }
});

test("the home page's FAQ structured data gives the 1.73% crypto withdrawal fee", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const faq = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!))
    .find((data) => data["@type"] === "FAQPage");
  expect(JSON.stringify(faq)).toContain("1.73%");
});

test("the sitemap lists every public route and robots.txt points to it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const route of allPublicRoutes()) expect(paths, route).toContain(route);
  expect(paths).not.toContain("/404");
});

test("no third-party request is made when PUBLIC_GTAG_ID is unset", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin)) foreign.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(foreign.filter((url) => url.startsWith("http"))).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.evaluate(() => "gtag" in window)).toBe(false);
});
