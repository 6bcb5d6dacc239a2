// Walks the home page element by element (docs/product.md, "Visitors"), stepping timers with the clock.
import {
  CRYPTO_TABS,
  CTA_WELCOME,
  FEATURE_CARDS,
  HERO_FEATURE_LINES,
  HERO_HIGHLIGHT_PHRASES,
  HERO_SLIDE_TITLES,
  HERO_STATS,
  SALES_EMAIL,
  TESTIMONIALS,
} from "@bank/contracts";
import { expect, test, type Page } from "@playwright/test";
import { hydrateVisibleIsland, installPausedClock } from "../support/islands.ts";

async function openHome(page: Page): Promise<void> {
  await installPausedClock(page);
  await page.goto("/");
}

// What the home page shows and where its links go, read from one load of the page (a load is most of a browser
// test's cost); the tests after it each change the page (timers, dialogs, controls) and so load their own.
test("the home page shows each section's content in the spec's order, with the links the spec gives", async ({
  page,
}) => {
  await openHome(page);

  await test.step("Get Started Free goes to /signup", async () => {
    await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
  });

  await test.step("the hero shows a demo dashboard of sample balances and recent activity", async () => {
    const dashboard = page.locator("[data-demo-dashboard]");
    await expect(dashboard).toContainText("Sample data");
    await expect(dashboard).toContainText("$248,310.42");
    await expect(dashboard.getByRole("heading", { name: "Recent activity" })).toBeVisible();
    await expect(dashboard.locator(".demo-activity li")).toHaveCount(4);
  });

  await test.step("four stat tiles with value, label and icon", async () => {
    const tiles = page.locator("[data-stat-tiles] .stat-tile");
    await expect(tiles).toHaveCount(4);
    for (const [index, stat] of HERO_STATS.entries()) {
      await expect(tiles.nth(index).locator(".stat-value")).toHaveText(stat.value);
      await expect(tiles.nth(index).locator(".stat-label")).toHaveText(stat.label);
      await expect(tiles.nth(index).locator("svg")).toHaveCount(1);
    }
  });

  await test.step("the slideshow has ten slides, each with title, description, gradient and an illustration", async () => {
    await hydrateVisibleIsland(page, "HeroSlideshow");
    const slides = page.locator("[data-slide]");
    await expect(slides).toHaveCount(10);
    for (const [index, title] of HERO_SLIDE_TITLES.entries()) {
      const slide = slides.nth(index);
      await expect(slide.locator(".slide-title")).toHaveText(title);
      await expect(slide.locator(".slide-description")).not.toBeEmpty();
      expect(await slide.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain("linear-gradient");
      await expect(slide.locator("svg.slide-illustration")).toHaveCount(1);
    }
    await expect(page.locator("[data-slide-dot]")).toHaveCount(10);
  });

  await test.step("only slides 1 and 4 show sample figures", async () => {
    const withFigures = await page
      .locator("[data-slide]")
      .evaluateAll((slides) =>
        slides
          .filter((slide) => slide.querySelector("[data-sample-figures]"))
          .map((slide) => slide.getAttribute("data-slide")),
      );
    expect(withFigures).toEqual(["1", "4"]);
  });

  await test.step("sections come in the order of the spec", async () => {
    const headings = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.querySelector("h1, h2")?.id ?? ""));
    expect(headings).toEqual([
      "hero-heading",
      "onboarding-heading",
      "features-heading",
      "crypto-heading",
      "security-heading",
      "testimonials-heading",
      "cta-heading",
    ]);
    await expect(page.locator("main > section").nth(2)).toHaveAttribute("id", "features");
    await expect(page.locator("main > section").nth(4)).toHaveAttribute("id", "security");
  });

  await test.step("the second section explains opening an account and answers common questions", async () => {
    const sections = page.locator("main > section");
    await expect(sections.nth(1).getByRole("heading", { level: 2 })).toHaveText(/three steps/);
    await expect(sections.nth(1).locator("details")).toHaveCount(5);
  });

  await test.step("features shows six cards", async () => {
    const cards = page.locator("#features [data-feature-card]");
    await expect(cards).toHaveCount(6);
    for (const [index, feature] of FEATURE_CARDS.entries()) await expect(cards.nth(index)).toContainText(feature.title);
  });

  await test.step("Smart Conversion shows sample rates with the spec's spreads", async () => {
    await hydrateVisibleIsland(page, "CryptoTabs");
    const table = page.getByRole("table", { name: "Sample conversion rates and spreads" });
    await expect(table).toContainText("0.1%");
    await expect(table).toContainText("0.25%");
    await expect(table).toContainText("0.20%");
  });

  await test.step("a sample portfolio and the crypto disclaimer are shown", async () => {
    await expect(page.getByRole("table", { name: "Sample portfolio" }).locator("tbody tr")).toHaveCount(3);
    await expect(page.locator("section.crypto [data-crypto-disclaimer]")).toContainText("may lose value");
  });

  await test.step("Convert and Add Funds lead to /signup", async () => {
    const panel = page.getByRole("tabpanel", { name: "Smart Conversion" });
    await expect(panel.getByRole("link", { name: "Convert" })).toHaveAttribute("href", "/signup");
    await expect(panel.getByRole("link", { name: "Add Funds" })).toHaveAttribute("href", "/signup");
  });

  await test.step("security shows six features and three certification badges", async () => {
    await expect(page.locator("#security [data-security-features] > li")).toHaveCount(6);
    await expect(page.locator("#security [data-certification-badges] > li")).toHaveCount(3);
  });

  await test.step("four testimonials, each with stars, a key metric, industry and company size", async () => {
    await hydrateVisibleIsland(page, "TestimonialCarousel");
    const items = page.locator("[data-testimonial]");
    await expect(items).toHaveCount(4);
    for (const [index, item] of TESTIMONIALS.entries()) {
      const node = items.nth(index);
      // Hidden slides are out of the accessibility tree, so the stars are found by their label attribute.
      await expect(node.locator('[role="img"][aria-label="Rated 5 out of 5"]')).toHaveText("★★★★★");
      await expect(node).toContainText(item.metrics.value);
      await expect(node).toContainText(item.industry);
      await expect(node).toContainText(item.size);
    }
  });

  await test.step("Schedule a Demo and Contact Sales go to /contact, and the sales mailto is shown", async () => {
    await expect(page.getByRole("link", { name: "Schedule a Demo" }).last()).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: SALES_EMAIL })).toHaveAttribute("href", `mailto:${SALES_EMAIL}`);
  });

  await test.step("the footer links go where the spec says, Insights leads to the posts, and the crypto disclaimer is shown", async () => {
    const footer = page.locator("footer");
    const expected: Record<string, string> = {
      "Business Checking": "/products",
      "Crypto Savings": "/products",
      "Direct Deposits": "/products",
      "Business Cards": "/products",
      "About Us": "/about",
      Careers: "/about",
      Press: "/about",
      Blog: "/about",
      "Help Center": "/help-center",
      "Contact Us": "/contact",
      Security: "/security",
      "Privacy Policy": "/privacy-policy",
      Insights: "/insights",
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.locator("[data-crypto-disclaimer]")).toContainText("Crypto services are not FDIC insured");
  });
});

test.describe("hero", () => {
  test.beforeEach(async ({ page }) => openHome(page));

  test("the highlight line rotates through its four phrases every 3 s and wraps", async ({ page }) => {
    const line = page.locator('[data-rotating="highlight"]');
    await expect(line).toHaveText(HERO_HIGHLIGHT_PHRASES[0]);
    await page.clock.runFor(2_500);
    await expect(line).toHaveText(HERO_HIGHLIGHT_PHRASES[0]);
    for (const phrase of [...HERO_HIGHLIGHT_PHRASES.slice(1), HERO_HIGHLIGHT_PHRASES[0]]) {
      await page.clock.runFor(3_000);
      await expect(line).toHaveText(phrase);
    }
  });

  test("a pause button stops and restarts the rotating line (WCAG 2.2.2)", async ({ page }) => {
    const line = page.locator('[data-rotating="highlight"]');
    const pause = page.locator("rotating-text", { has: line }).getByRole("button", { name: "Pause the highlights" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(9_000);
    await expect(line).toHaveText(HERO_HIGHLIGHT_PHRASES[0]);
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.clock.runFor(3_000);
    await expect(line).toHaveText(HERO_HIGHLIGHT_PHRASES[1]);
  });

  test("the feature line changes over time, and a new phrase moves nothing: the pause button and the lines below keep their place (no layout shift)", async ({
    page,
  }) => {
    const line = page.locator('[data-rotating="feature-line"]');
    const pause = page.getByRole("button", { name: "Pause the feature line" });
    const below = page.getByRole("link", { name: "Get Started Free" });
    await expect(line).toHaveText(HERO_FEATURE_LINES[0]);
    const before = [await pause.boundingBox(), await below.boundingBox()];
    await page.clock.runFor(4_000);
    await expect(line).toHaveText(HERO_FEATURE_LINES[1]);
    expect(HERO_FEATURE_LINES[1].length).not.toBe(HERO_FEATURE_LINES[0].length);
    expect([await pause.boundingBox(), await below.boundingBox()]).toEqual(before);
  });

  test("Watch Demo opens a modal that Close, a click on the backdrop (not on its content) and Escape each close; Close returns focus", async ({
    page,
  }) => {
    const trigger = page.getByRole("button", { name: "Watch Demo" });
    const dialog = page.getByRole("dialog", { name: "Product demo" });
    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("heading", { name: "Product demo" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("the stat tiles animate in when they scroll into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/");
  const tiles = page.locator("[data-stat-tiles]");
  await expect(tiles).toHaveAttribute("data-reveal-ready", "");
  await expect(tiles).not.toHaveAttribute("data-in-view", /.*/);
  await tiles.scrollIntoViewIfNeeded();
  await expect(tiles).toHaveAttribute("data-in-view", "");
});

test.describe("hero slideshow", () => {
  test.beforeEach(async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await hydrateVisibleIsland(page, "HeroSlideshow");
  });

  const current = (page: Page) => page.locator("[data-slide]:visible");

  test("advances every 4 s while playing and wraps from the last slide to the first", async ({ page }) => {
    await expect(current(page)).toHaveAttribute("data-slide", "1");
    await page.clock.runFor(3_500);
    await expect(current(page)).toHaveAttribute("data-slide", "1");
    await page.clock.runFor(500);
    await expect(current(page)).toHaveAttribute("data-slide", "2");
    await page.getByRole("button", { name: /Go to slide 10/ }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "10");
    await page.clock.runFor(4_000);
    await expect(current(page)).toHaveAttribute("data-slide", "1");
  });

  test("next and previous step and wrap around, one dot per slide jumps to it, and every slide has one height, so the page below never shifts", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "10");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "1");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "2");

    const dots = page.locator("[data-slide-dot]");
    await dots.nth(6).click();
    await expect(current(page)).toHaveAttribute("data-slide", "7");
    await expect(dots.nth(6)).toHaveAttribute("aria-current", "true");

    const height = () => page.locator("[data-slideshow]").evaluate((node) => node.getBoundingClientRect().height);
    const first = await height();
    for (let step = 0; step < 9; step += 1) {
      await page.getByRole("button", { name: "Next slide" }).click();
      expect(await height()).toBe(first);
    }
  });

  test("pause stops the rotation and play resumes it", async ({ page }) => {
    await page.getByRole("button", { name: "Pause slide show" }).click();
    await page.clock.runFor(12_000);
    await expect(current(page)).toHaveAttribute("data-slide", "1");
    await page.getByRole("button", { name: "Play slide show" }).click();
    await page.clock.runFor(4_000);
    await expect(current(page)).toHaveAttribute("data-slide", "2");
  });
});

test.describe("features", () => {
  test.beforeEach(async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await hydrateVisibleIsland(page, "FeatureSpotlight");
  });

  const spotlight = (page: Page) => page.locator("[data-feature-spotlight] h3");

  test("cycles the spotlight every 5 s", async ({ page }) => {
    await expect(spotlight(page)).toHaveText(FEATURE_CARDS[0]!.title);
    await page.clock.runFor(4_900);
    await expect(spotlight(page)).toHaveText(FEATURE_CARDS[0]!.title);
    await page.clock.runFor(100);
    await expect(spotlight(page)).toHaveText(FEATURE_CARDS[1]!.title);
  });

  test("a click selects a card as the spotlight, whose Learn More goes to /signup; the cycle wraps from the last card to the first", async ({
    page,
  }) => {
    const card = page.locator("[data-feature-card]").nth(4);
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(spotlight(page)).toHaveText(FEATURE_CARDS[4]!.title);
    await expect(page.locator("[data-feature-spotlight]").getByRole("link", { name: /Learn More/ })).toHaveAttribute(
      "href",
      "/signup",
    );
    await page.locator("[data-feature-card]").nth(5).click();
    await page.clock.runFor(5_000);
    await expect(spotlight(page)).toHaveText(FEATURE_CARDS[0]!.title);
  });
});

test("the crypto section has three ARIA tabs that a click and the arrow keys switch", async ({ page }) => {
  await page.goto("/");
  await hydrateVisibleIsland(page, "CryptoTabs");
  const tabs = page.getByRole("tablist", { name: "Crypto services" }).getByRole("tab");
  await expect(tabs).toHaveText(CRYPTO_TABS.map((tab) => tab.label));
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Secure Custody" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Advanced Analytics" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
});

test.describe("testimonials", () => {
  test.beforeEach(async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await hydrateVisibleIsland(page, "TestimonialCarousel");
  });

  const current = (page: Page) => page.locator("[data-testimonial]:visible");

  test("auto-plays every 5 s until a control is used, then stays put for good", async ({ page }) => {
    await expect(current(page)).toHaveAttribute("data-testimonial", "1");
    await page.clock.runFor(5_000);
    await expect(current(page)).toHaveAttribute("data-testimonial", "2");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).toHaveAttribute("data-testimonial", "3");
    await page.clock.runFor(30_000);
    await expect(current(page)).toHaveAttribute("data-testimonial", "3");
  });

  test("a dot also stops auto-play; previous and next wrap in both directions", async ({ page }) => {
    await page.getByRole("button", { name: /Show testimonial 4/ }).click();
    await expect(current(page)).toHaveAttribute("data-testimonial", "4");
    await page.clock.runFor(30_000);
    await expect(current(page)).toHaveAttribute("data-testimonial", "4");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).toHaveAttribute("data-testimonial", "1");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current(page)).toHaveAttribute("data-testimonial", "4");
  });
});

test("the call to action does nothing with an empty email; with one it shows the welcome line, then goes to /signup after 1.5 s", async ({
  page,
}) => {
  await openHome(page);
  await hydrateVisibleIsland(page, "CtaEmailForm");
  await page.locator("[data-cta-form]").getByRole("button", { name: "Get Started" }).click();
  await page.clock.runFor(3_000);
  await expect(page.locator("[data-cta-status]")).toHaveText("");
  expect(new URL(page.url()).pathname).toBe("/");

  await page.getByLabel("Business email").fill("owner@example.com");
  await page.locator("[data-cta-form]").getByRole("button", { name: "Get Started" }).click();
  await expect(page.locator("[data-cta-status]")).toHaveText(CTA_WELCOME);
  await page.clock.runFor(1_400);
  expect(new URL(page.url()).pathname).toBe("/");
  await page.clock.runFor(100);
  await page.waitForURL((url) => url.pathname === "/signup");
  expect(page.url()).not.toContain("owner");
});

test.describe("tooltips", () => {
  test.beforeEach(async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await hydrateVisibleIsland(page, "CryptoTabs");
  });

  test("open after 700 ms of hover, and at once when another closed less than 300 ms ago", async ({ page }) => {
    const rate = page.getByRole("button", { name: "About the rate" });
    const spread = page.getByRole("button", { name: "About the spread" });
    await rate.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(50);
    await expect(page.getByRole("tooltip")).toHaveText(/Units of the target asset/);
    await spread.hover();
    await expect(page.getByRole("tooltip")).toHaveText(/difference between the rate/);
    await page.mouse.move(5, 5);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(300);
    await rate.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(50);
    await expect(page.getByRole("tooltip")).toBeVisible();
  });

  test("open at once on keyboard focus, describe their button, and close with Escape", async ({ page }) => {
    const spread = page.getByRole("button", { name: "About the spread" });
    await spread.focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expect(spread).toHaveAccessibleDescription(/difference between the rate/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});
