// What an editor's file does, with no change to the code: a new landing page publishes at its path, a scheduled
// post waits for its day, a new tag and author get their pages, a long list pages itself; a broken internal link or
// an image without alt text stops the build naming the file; the preview (`./run dev`) shows drafts, marked, and
// reloads on a save. Each test builds or previews a copy of content/ (the real one is never touched).
import { expect, test } from "@playwright/test";
import { buildFromCopy, copyContent, serveBuilt, startPreview, type ContentCopy } from "../support/content-copy.ts";
import { publishedPostRoutes } from "../support/public-routes.ts";

// Builds and the preview share site/.astro (the content layer's store), so one at a time.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const post = (title: string, { date = day(-1), author = "elena-park", tags = "[Treasury]", body = "Body." } = {}) =>
  `---\ntitle: "${title}"\ndescription: "A test article with a description long enough for the schema to accept it as one."\npublishDate: ${date}\nauthor: ${author}\ntags: ${tags}\n---\n\n${body}\n`;

let copy: ContentCopy;
test.beforeEach(() => {
  copy = copyContent();
});
test.afterEach(() => copy.remove());

test("a new landing YAML, a new author, a new tag and a scheduled post publish as they should, with no code change", async ({
  page,
}) => {
  copy.write(
    "landing/stablecoin-treasury.yaml",
    [
      "title: Stablecoin Treasury",
      "description: Hold operating cash in USD and a share in USDC, with approvals, limits and reporting your board can read.",
      "eyebrow: Treasury",
      "heading: A treasury account for dollars and stablecoins",
      "lead: One account, two kinds of dollars.",
      "promotesCrypto: true",
      "sections:",
      "  - heading: Why it helps",
      "    body: Payments settle at any hour.",
      "related:",
      "  - label: USDC banking guide",
      "    href: /usdc-banking-guide",
      "",
    ].join("\n"),
  );
  copy.write("authors/alex-moreno.yaml", "name: Alex Moreno\nrole: Payments Analyst\n");
  copy.write(
    "insights/launch-notes-one.mdx",
    post("Launch notes, part one", { author: "alex-moreno", tags: "[Launch Notes, Payments]" }),
  );
  copy.write("insights/next-week-outlook.mdx", post("Next week's outlook", { date: day(7), tags: "[Launch Notes]" }));
  // Thirteen more live posts: /insights holds twelve, so it has a second page.
  for (let index = 1; index <= 13; index += 1) {
    copy.write(`insights/filler-${index}.mdx`, post(`Filler article ${index}`, { date: day(-100 - index) }));
  }

  const build = buildFromCopy(copy);
  expect(build.ok, build.output).toBe(true);
  const site = await serveBuilt(build.outDir);
  try {
    await page.goto(`${site.origin}/stablecoin-treasury`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A treasury account for dollars and stablecoins");
    await expect(page).toHaveTitle(/Stablecoin Treasury/);
    expect(await (await page.request.get(`${site.origin}/sitemap-0.xml`)).text()).toContain("/stablecoin-treasury<");

    // The scheduled post: no page, no card, no feed item, no tag page of its own.
    expect((await page.request.get(`${site.origin}/insights/next-week-outlook`)).status()).toBe(404);
    expect(await (await page.request.get(`${site.origin}/insights/rss.xml`)).text()).not.toContain("next-week-outlook");

    await page.goto(`${site.origin}/insights/tags/launch-notes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Launch Notes");
    expect(
      await page
        .locator("[data-article]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-article"))),
    ).toEqual(["launch-notes-one"]);

    await page.goto(`${site.origin}/insights/authors/alex-moreno`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alex Moreno");
    await expect(page.getByText("Payments Analyst")).toBeVisible();
    await expect(page.locator("[data-article]")).toHaveCount(1);

    // The real live posts, one new and thirteen fillers: twelve on the first page, the rest on the second.
    const live = publishedPostRoutes().length + 14;
    await page.goto(`${site.origin}/insights`);
    await expect(page.locator("[data-article]")).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await pages.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(`${site.origin}/insights/2`);
    await expect(page).toHaveTitle(/Insights, page 2/);
    await expect(page.locator("[data-article]")).toHaveCount(live - 12);
    await expect(page.locator("[data-article]").last()).toHaveAttribute("data-article", "filler-13");
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Newer posts" }),
    ).toHaveAttribute("href", "/insights");
  } finally {
    await site.stop();
  }
});

test("broken internal links, one to a draft (which is not published), and an image without alt text fail one build, which names each with its file and line", () => {
  copy.edit(
    "insights/stablecoins-for-business-payments.mdx",
    (text) =>
      `${text}\nSee our [pricing](/pricing-plans) too.\n\n![](./stablecoins-for-business-payments/payment-flow.png)\n`,
  );
  copy.edit("landing/usdc-banking.yaml", (text) =>
    text.replace("href: /usdc-banking-guide", "href: /usdc-banking-gide"),
  );
  copy.write(
    "insights/links-fine.mdx",
    post("Links that work", {
      body: "[Contact](/contact), [a tag](/insights/tags/usdc), [RSS](/insights/rss.xml), [mail](mailto:a@b.c), [elsewhere](https://example.com/x).",
    }),
  );

  copy.write(
    "insights/anchor-in-mdx.mdx",
    post("An anchor written in MDX", { body: 'Write <a href="/no-such-page">to us</a>.' }),
  );
  copy.edit(
    "insights/forecasting-cash-flow.mdx",
    (text) => `${text}\nRead the [outlook](/insights/draft-q1-rate-outlook).\n`,
  );

  const build = buildFromCopy(copy);
  expect(build.ok).toBe(false);
  expect(build.output).toMatch(/insights\/stablecoins-for-business-payments\.mdx:\d+: \/pricing-plans/);
  expect(build.output).toMatch(/insights\/anchor-in-mdx\.mdx:\d+: \/no-such-page/);
  expect(build.output).toContain("landing/usdc-banking.yaml: /usdc-banking-gide");
  expect(build.output).toMatch(/insights\/forecasting-cash-flow\.mdx:\d+: \/insights\/draft-q1-rate-outlook/);
  expect(build.output).toMatch(
    /insights\/stablecoins-for-business-payments\.mdx:\d+: the image .*payment-flow\.png has no alt text/,
  );
  expect(build.output).not.toMatch(/links-fine\.mdx:\d+:/);
});

test("two files that want one address fail the build, naming both", () => {
  copy.write(
    "pages/usdc-banking.mdx",
    "---\ntitle: USDC\ndescription: A page that takes the address of a landing page, which the build must refuse plainly.\nheading: USDC\nlead: Twice.\n---\n\nText.\n",
  );
  const build = buildFromCopy(copy);
  expect(build.ok).toBe(false);
  expect(build.output).toContain(
    "landing/usdc-banking.yaml and pages/usdc-banking.mdx both want the address /usdc-banking",
  );
});

test("the preview shows a draft and a scheduled post, each marked, reloads when the file is saved, and names an image without alt text at once", async ({
  page,
}) => {
  copy.write("insights/next-week-outlook.mdx", post("Next week's outlook", { date: day(7) }));
  const preview = await startPreview(copy);
  try {
    await page.goto(`${preview.origin}/insights/draft-q1-rate-outlook`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft: first-quarter outlook");
    await expect(page.locator('[data-post-status="draft"]')).toContainText("Draft");

    await page.goto(`${preview.origin}/insights`);
    await expect(page.locator('[data-article="draft-q1-rate-outlook"] [data-post-status="draft"]')).toBeVisible();
    await expect(page.locator('[data-article="next-week-outlook"] [data-post-status="scheduled"]')).toContainText(
      "Scheduled for",
    );

    await page.goto(`${preview.origin}/insights/next-week-outlook`);
    await expect(page.locator('[data-post-status="scheduled"]')).toContainText("first build on or after that day");
    // Live reload: a save shows in the open page without the editor reloading it.
    copy.edit("insights/next-week-outlook.mdx", (text) => text.replace("Next week's outlook", "The outlook, revised"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The outlook, revised", { timeout: 30_000 });
    // An image saved without alt text is named in the open page at once, not only by the next build.
    copy.edit("insights/next-week-outlook.mdx", (text) => `${text}\n![](./missing-words.png)\n`);
    await expect(page.locator("vite-error-overlay")).toContainText(
      /insights\/next-week-outlook\.mdx:\d+: the image \.\/missing-words\.png has no alt text/,
      { timeout: 30_000 },
    );
  } finally {
    await preview.stop();
  }
});

test("the build leaves the draft out", async ({ request }) => {
  expect((await request.get("/insights/draft-q1-rate-outlook")).status()).toBe(404);
});
