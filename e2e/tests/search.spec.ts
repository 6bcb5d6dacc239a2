// The site search on /insights and /help-center (Pagefind over the insights posts, guides and help center): used
// by keyboard alone, its code and index fetched only once the visitor starts to search, its count in the live status.
import fs from "node:fs";
import path from "node:path";
import { SEARCH_KINDS, SITE_SEARCH_TEXTS, searchResultsStatus } from "@bank/contracts";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { insightFiles, livePosts } from "../support/public-routes.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");

/** Whether the words a page shows (its title, tags and body; not its description) mention a word. */
function showsWord(file: string, word: string): boolean {
  const [, frontmatter = "", body = ""] = fs.readFileSync(file, "utf8").split(/^---$/m);
  const shownFields = frontmatter.split("\n").filter((line) => /^(title|heading|tags):/.test(line));
  return new RegExp(`\\b${word}`, "i").test(`${shownFields.join("\n")}\n${body}`);
}

/** Every searchable page whose words mention `word`: published posts, guides and the help center. */
function pagesMentioning(word: string): string[] {
  const posts = livePosts()
    .filter((post) => showsWord(path.join(contentDir, "insights", `${post.slug}.mdx`), word))
    .map((post) => `/insights/${post.slug}`);
  const guides = fs
    .readdirSync(path.join(contentDir, "guides"))
    .filter((name) => showsWord(path.join(contentDir, "guides", name), word))
    .map((name) => `/${name.replace(/\.mdx$/, "")}`);
  const helpCenter = showsWord(path.join(contentDir, "pages", "help-center.mdx"), word) ? ["/help-center"] : [];
  return [...posts, ...guides, ...helpCenter];
}

const searchField = (page: Page) => page.getByRole("searchbox", { name: SITE_SEARCH_TEXTS.label });
/** The search's live status (the toast announcers outside main are statuses too). */
const searchStatus = (page: Page) => page.getByRole("main").getByRole("status");
const results = (page: Page) => page.getByRole("list", { name: SITE_SEARCH_TEXTS.resultsLabel });
const resultLinks = (page: Page) => results(page).getByRole("link");
const hrefsOf = (page: Page) =>
  resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Records the requests for the search's own code and index. */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/pagefind/") || pathname.includes("/site-search.")) seen.push(pathname);
  });
  return seen;
}

test("searching USDC on /insights by keyboard lists every post and guide that mentions it, and opens one", async ({
  page,
}) => {
  const expected = pagesMentioning("USDC");
  expect(expected).toContain("/usdc-banking-guide");
  expect(expected.filter((route) => route.startsWith("/insights/")).length).toBeGreaterThanOrEqual(1);

  const requested = searchRequests(page);
  // The site's CSP must let Pagefind fetch its index and compile its WebAssembly, in the page and in its worker.
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await page.goto("/insights");
  await page.waitForLoadState("networkidle");
  // Tab from the top of the page to the field: nothing of the search loads on the way.
  for (let presses = 0; !(await searchField(page).evaluate((field) => field === document.activeElement)); presses++) {
    expect(requested, "search code fetched before the visitor reached the field").toEqual([]);
    expect(presses, "Tab never reached the search field").toBeLessThan(40);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.type("USDC");

  await expect(searchStatus(page)).toHaveText(searchResultsStatus("USDC", expected.length, expected.length));
  expect((await hrefsOf(page)).sort()).toEqual([...expected].sort());
  expect(requested.some((url) => url.startsWith("/pagefind/"))).toBe(true);
  const guides = expected.filter((route) => !route.startsWith("/insights/") && route !== "/help-center");
  await expect(results(page).getByText(SEARCH_KINDS.guide, { exact: true })).toHaveCount(guides.length);
  await expect(results(page).locator("mark").first()).toHaveText(/usdc/i);
  await expect(page).toHaveURL(/\/insights\?q=USDC$/);
  expect(refusals).toEqual([]);
  await shoot(page, "search-insights-usdc");

  // Tab leaves the field for the Search button, then walks the results in their order.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: SITE_SEARCH_TEXTS.submit })).toBeFocused();
  const inOrder = await hrefsOf(page);
  for (const href of inOrder) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(href);
  }
  // Back to the first result, and Enter opens it.
  for (const _ of inOrder.slice(1)) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${inOrder[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Back returns to the search as it was left.
  await page.goBack();
  await expect(searchField(page)).toHaveValue("USDC");
  await expect(resultLinks(page)).toHaveCount(expected.length);
});

test("Enter searches at once, a search nothing matches says so, and Escape clears the field, list and address", async ({
  page,
}) => {
  await page.goto("/insights");
  await searchField(page).focus();
  await page.keyboard.type("qzxjvw");
  await page.keyboard.press("Enter");
  await expect(searchStatus(page)).toHaveText(searchResultsStatus("qzxjvw", 0, 0));
  await expect(results(page)).toBeHidden();

  await searchField(page).fill("");
  await page.keyboard.type("virtual cards");
  await page.keyboard.press("Enter");
  await expect(resultLinks(page).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchField(page)).toHaveValue("");
  await expect(searchField(page)).toBeFocused();
  await expect(searchStatus(page)).toHaveText("");
  await expect(results(page)).toBeHidden();
  await expect(page).toHaveURL(/\/insights$/);
});

test("a shared search address (?q=) opens with its results", async ({ page }) => {
  const expected = pagesMentioning("USDC");
  await page.goto("/insights?q=USDC");
  await expect(searchField(page)).toHaveValue("USDC");
  await expect(searchStatus(page)).toHaveText(searchResultsStatus("USDC", expected.length, expected.length));
});

test("on /help-center a search finds a help-center answer and a guide, and nothing of a draft", async ({ page }) => {
  await page.goto("/help-center");
  await searchField(page).focus();
  await page.keyboard.type("monthly fee");
  const helpAnswer = results(page).getByRole("listitem").filter({ hasText: SEARCH_KINDS.helpCenter });
  await expect(helpAnswer).toHaveCount(1);
  await expect(helpAnswer.getByRole("link")).toHaveAttribute("href", "/help-center");
  await expect(helpAnswer).toContainText("The monthly account fee is $0.");
  const guides = results(page).getByRole("listitem").filter({ hasText: SEARCH_KINDS.guide });
  await expect(guides.first().getByRole("link")).toHaveAttribute("href", /^\/[a-z-]+-guide$/);
  await shoot(page, "search-help-center");

  // A draft is never built, so never indexed: a search for its own title finds no draft.
  for (const draft of insightFiles().filter((post) => post.draft)) {
    const file = fs.readFileSync(path.join(contentDir, "insights", `${draft.slug}.mdx`), "utf8");
    const title = /^title:\s*"?(.+?)"?\s*$/m.exec(file)![1]!;
    await searchField(page).fill(title);
    await page.keyboard.press("Enter");
    await expect(searchStatus(page)).toContainText(`“${title}”`);
    expect(await hrefsOf(page)).not.toContain(`/insights/${draft.slug}`);
  }
});

test("with results shown, /insights and /help-center have no accessibility violations", async ({ page }) => {
  for (const [route, query] of [
    ["/insights", "USDC"],
    ["/help-center", "cards"],
  ] as const) {
    await page.goto(`${route}?q=${encodeURIComponent(query)}`);
    await expect(resultLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page, `${route} with results`);
  }
});

for (const [what, blocked] of [
  ["nothing of the search", "**/pagefind/**"],
  ["its loader but not the index", "**/pagefind/**/*.pf_*"],
] as const) {
  test(`when ${what} can be fetched the box says so, and searching again works once it can`, async ({ page }) => {
    await page.route(blocked, (route) => route.abort("internetdisconnected"));
    await page.goto("/insights");
    await searchField(page).focus();
    await page.keyboard.type("USDC");
    await page.keyboard.press("Enter");
    await expect(searchStatus(page)).toHaveText(SITE_SEARCH_TEXTS.loadFailed);
    await expect(results(page)).toBeHidden();
    await page.unroute(blocked);
    await page.keyboard.press("Enter");
    // The loader and the index are fetched afresh: on a busy runner that takes longer than an assertion's 5 s.
    await expect(resultLinks(page).first()).toBeVisible({ timeout: 20_000 });
  });
}
