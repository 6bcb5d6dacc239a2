// The signed-in app's frame on every signed-in page (the dashboard, its settings, the staff console), at a phone's
// width and a desktop's: the page never scrolls sideways, every cell of every table is on screen, no sample figure
// is left, the header has the Sandbox badge and one user menu with the one Sign out, the user menu and the phone's
// navigation work from the keyboard, axe finds nothing, no script fails, the CSP is kept, and each page keeps to 100 KB
// of JavaScript gzipped. At a desktop's width the dashboard's navigation marks the page.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  ADMIN_PAGES,
  ADMIN_TEXTS,
  APP_FRAME_TEXTS as F,
  DASHBOARD_NAV,
  DASHBOARD_TEXTS,
  OVERVIEW_TEXTS,
} from "@bank/contracts";
import { createAccount, signInThroughApi } from "../support/accounts.ts";
import { CUSTOMER_PAGES, OTHER_SIGNED_IN_PAGES, userMenuButton } from "../support/app-frame.ts";
import { seedSubmittedApplication } from "../support/applications.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";
import { watchedTab } from "../support/site-pages.ts";
import { signInAsStaffThroughForm } from "../support/staff.ts";

/** Figures and words of the sample pages this frame replaced: none may come back. */
const SAMPLE_TEXT = /\$1,284,530|23 team sign-ins|Team member invited|sample (figures|data)|Acme Corp|Northwind/i;

/**
 * Opens `path` in a watched tab of the signed-in context and lets `walk` check it (and go on from it, as a person's tab
 * does, calling `weigh` before it leaves the page and `weigh(view)` on a view it opened); then holds the tab to its CSP
 * and no script error, and records the page's script bytes. A console's detail view (a customer, an application)
 * opened from its list counts the list's code and its own: what that tab loaded in all.
 */
async function visit(
  context: BrowserContext,
  path: string,
  scriptBytes: Record<string, number>,
  walk: (page: Page, weigh: (view?: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const tab = await watchedTab(context);
  const weigh = async (view = path) => {
    scriptBytes[view] = await tab.scriptBytes();
  };
  try {
    await opened(tab.page, path);
    await walk(tab.page, weigh);
    if (scriptBytes[path] === undefined) await weigh();
    expect.soft(await tab.cspProblems(), `${path}: CSP`).toEqual([]);
    expect.soft(tab.errors, `${path}: script errors`).toEqual([]);
  } finally {
    await tab.page.close();
  }
}

/** Every page walked kept to the budget; the figures go to the log. */
function expectWithinBudget(scriptBytes: Record<string, number>, what: string): void {
  const kilobytes = Object.fromEntries(
    Object.entries(scriptBytes).map(([path, bytes]) => [path, +(bytes / 1024).toFixed(1)]),
  );
  console.log(`JavaScript, KB gzipped, ${what}:`, kilobytes);
  const over = Object.entries(scriptBytes).filter(([, bytes]) => bytes > SCRIPT_BUDGET);
  expect(over, JSON.stringify(kilobytes)).toEqual([]);
}

/**
 * At a desktop's width, where the dashboard's navigation sits beside the page: all its links, the page's own marked
 * the page (a sub-page marks its section), one h1.
 */
async function expectDashboardLayout(page: Page, path: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: F.navLabel });
  await expect(nav.getByRole("link")).toHaveCount(DASHBOARD_NAV.length);
  const own = DASHBOARD_NAV.find((link) => link.href === path);
  const section = own ?? DASHBOARD_NAV.find((link) => link.href !== "/dashboard" && path.startsWith(`${link.href}/`));
  if (section)
    await expect(nav.locator(`[aria-current="${own ? "page" : "true"}"]`)).toHaveAttribute("href", section.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

/** The frame's header: brand, Sandbox badge, user menu, the one Sign out; the marketing header and footer are gone. */
async function expectFrame(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  await expect(banner).toHaveCount(1);
  await expect(page.locator("header.site-header, footer.site-footer")).toHaveCount(0);
  await expect(banner.getByRole("link", { name: new RegExp(F.homeLabel) })).toHaveAttribute("href", "/dashboard");
  const badge = banner.locator("[data-sandbox-badge]");
  await expect(badge).toBeVisible();
  await expect(badge).toContainText(F.sandboxBadge);
  await expect(badge).toHaveAttribute("title", /simulated/);
  await expect(badge).toContainText(/simulated/); // for screen readers, not only in the title
  await expect(userMenuButton(page)).toBeVisible();
  await expect(page.getByRole("button", { name: DASHBOARD_TEXTS.signOut, includeHidden: true })).toHaveCount(1);
}

/**
 * The page fits its viewport: nothing scrolls sideways, and every cell of every table shown has a box inside the
 * viewport's width. A table in cards (its header row hidden) names each body cell's column instead. Returns how
 * many cells were measured.
 */
async function expectFits(page: Page, what: string): Promise<number> {
  await page.waitForLoadState("networkidle");
  const { problems, cells } = await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    let measured = 0;
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width}`);
    }
    for (const table of Array.from(document.querySelectorAll("table"))) {
      if (table.closest(".visually-hidden")) continue; // a chart's table before "Show table": checked once shown
      const head = table.tHead;
      const cards = head !== null && getComputedStyle(head).clipPath !== "none";
      const name = table.caption?.textContent?.trim() ?? "a table";
      for (const cell of Array.from(table.querySelectorAll("th, td")) as HTMLTableCellElement[]) {
        const inHead = cell.closest("thead") !== null;
        if (inHead && cards) continue;
        measured += 1;
        const box = cell.getBoundingClientRect();
        const text = `${name}: "${cell.textContent?.trim().slice(0, 30)}"`;
        if (box.width === 0 || box.height === 0 || getComputedStyle(cell).visibility === "hidden") {
          found.push(`${text} is not visible`);
        } else if (box.left < -0.5 || box.right > width + 0.5) {
          found.push(`${text} spans ${Math.round(box.left)}-${Math.round(box.right)} px of ${width}`);
        }
        if (cards && !inHead && cell.tagName === "TD" && !cell.dataset.label && cell.textContent?.trim()) {
          const column = head.rows[0]?.cells[cell.cellIndex]?.textContent?.trim();
          if (column) found.push(`${text} shows no column name in cards`);
        }
      }
    }
    return { problems: found, cells: measured };
  });
  expect(problems, what).toEqual([]);
  return cells;
}

async function expectNoSampleFigures(page: Page, what: string): Promise<void> {
  expect(await page.locator("body").innerText(), what).not.toMatch(SAMPLE_TEXT);
}

async function checkPage(page: Page, what: string): Promise<number> {
  await expectFrame(page);
  const cells = await expectFits(page, what);
  await expectNoSampleFigures(page, what);
  await expectNoAxeViolations(page, what);
  return cells;
}

/** The heading of a page whose content waits for the service (the gate, the console's check). */
async function opened(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Tabs to the user menu from the header's start, opens it from the keyboard, walks it, and closes it with Escape back on its button. */
async function expectUserMenuByKeyboard(page: Page, name: string, email: string): Promise<void> {
  const button = userMenuButton(page);
  // From the header's first link (the brand), as after the skip link: focus may be anywhere after an earlier walk.
  await page.getByRole("banner").getByRole("link").first().focus();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press("Tab");
    if (await button.evaluate((node) => node === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(name);
  await expect(panel).toContainText(email);
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: F.settings })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("button", { name: DASHBOARD_TEXTS.signOut })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
}

/** A phone's width, then a desktop's: each page is checked at both in one tab, resized as a person's window is. */
const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

/**
 * Checks the page at each width (checkPage), and at a desktop's what `atDesktop` adds; screenshots at a phone's width
 * go to `phoneShot`. Returns how many table cells were measured.
 */
async function checkAtBothWidths(
  page: Page,
  what: string,
  { atDesktop, phoneShot }: { atDesktop?: () => Promise<void>; phoneShot?: string } = {},
): Promise<number> {
  let cells = 0;
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    if (width === 1280) await atDesktop?.();
    cells += await checkPage(page, `${what} at ${width} px`);
    if (width === 390 && phoneShot) await shoot(page, phoneShot);
  }
  return cells;
}

test.describe("at a phone's width and a desktop's", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every dashboard and settings page fits, shows every table cell, no sample figure, the frame, and is axe-clean", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await createAccount(request, { firstName: "Grace", lastName: "Hopper" });
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard");
    // Every page hydrates without throwing away its HTML or failing in a script, breaks no rule of its CSP and keeps
    // to the JavaScript budget (visit).
    const scriptBytes: Record<string, number> = {};
    let cells = 0;
    for (const path of CUSTOMER_PAGES) {
      await visit(page.context(), path, scriptBytes, async (tab) => {
        if (path === "/dashboard/settings/activity") await expect(tab.locator("table tbody tr").first()).toBeVisible();
        await expect(tab.getByTestId("signed-in-name")).toHaveText("Grace Hopper");
        cells += await checkAtBothWidths(tab, path, {
          atDesktop: () => expectDashboardLayout(tab, path),
          phoneShot: path === "/dashboard/settings/activity" ? "frame-settings-activity" : undefined,
        });
      });
    }
    expect(cells, "the security activity's cells were measured").toBeGreaterThan(0);
    expectWithinBudget(scriptBytes, "the dashboard");

    // Without a business (or while the service cannot list them), the overview says where the application stands
    // (the first tab, still on the overview it signed in to).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: OVERVIEW_TEXTS.noBusinessHeading })).toBeVisible();
    await expect(page.getByTestId("application-card")).toBeVisible();
    await expect(page.getByRole("link", { name: OVERVIEW_TEXTS.applyLink })).toHaveAttribute(
      "href",
      "/identity-verification",
    );
    await shoot(page, "frame-overview");
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await expectUserMenuByKeyboard(page, "Grace Hopper", account.email);
    }
  });

  test("every page of the staff console fits, shows every table cell, the frame, and is axe-clean", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const legalName = `Frame Checks ${Date.now().toString(36)} LLC`;
    const seeded = await seedSubmittedApplication(baseURL!, legalName, { firstName: "Mary", lastName: "Jackson" });
    try {
      const staff = await signInAsStaffThroughForm(page, request, { firstName: "Ada", lastName: "Lovelace" }, "manage");
      const measured: Record<string, number> = {};
      const scriptBytes: Record<string, number> = {};
      const context = page.context();

      await visit(context, "/admin", scriptBytes, async (tab) => {
        const show = tab.getByRole("button", { name: ADMIN_TEXTS.showTable });
        await expect(show.first()).toBeVisible();
        while ((await show.count()) > 0) await show.first().click();
        await expect(tab.getByRole("button", { name: ADMIN_TEXTS.hideTable }).first()).toBeVisible();
        measured["/admin"] = await checkAtBothWidths(tab, "/admin", { phoneShot: "frame-admin-overview" });
      });

      await visit(context, "/admin/customers", scriptBytes, async (tab, weigh) => {
        measured["/admin/customers"] = await checkAtBothWidths(tab, "/admin/customers");
        await weigh();
        await tab.getByLabel(ADMIN_TEXTS.searchLabel).fill(seeded.applicant.account.email);
        await tab.getByRole("button", { name: ADMIN_TEXTS.search, exact: true }).click();
        const results = tab.getByRole("table", { name: ADMIN_TEXTS.resultsCaption });
        await expect(results.getByRole("row")).toHaveCount(2);
        measured["customers found"] = await checkAtBothWidths(tab, "customers found");
        await results.getByRole("link").first().click();
        await expect(tab.getByRole("table")).not.toHaveCount(0);
        measured["a customer"] = await checkAtBothWidths(tab, "a customer");
        await weigh("a customer");
      });

      await visit(context, "/admin/applications", scriptBytes, async (tab, weigh) => {
        await expect(tab.getByRole("link", { name: legalName })).toBeVisible();
        measured["/admin/applications"] = await checkAtBothWidths(tab, "/admin/applications");
        await weigh();
        await tab.getByRole("link", { name: legalName }).click();
        await expect(tab.getByRole("table", { name: ADMIN_TEXTS.documentsCaption })).toBeVisible();
        measured["an application"] = await checkAtBothWidths(tab, "an application");
        await weigh("an application");
      });

      await visit(context, "/admin/audit", scriptBytes, async (tab) => {
        await expect(tab.getByRole("table").first()).toBeVisible();
        measured["/admin/audit"] = await checkAtBothWidths(tab, "/admin/audit");
      });

      await visit(context, "/admin/staff", scriptBytes, async (tab) => {
        await expect(tab.getByRole("table").first()).toBeVisible();
        measured["/admin/staff"] = await checkAtBothWidths(tab, "/admin/staff", { phoneShot: "frame-admin-staff" });
        // The console has the frame's header but not the dashboard's navigation.
        await expect(tab.getByRole("navigation", { name: F.navLabel })).toHaveCount(0);
        await expect(tab.getByRole("banner")).toContainText(F.staffConsole);
        for (const [width, height] of WIDTHS) {
          await tab.setViewportSize({ width, height });
          await expectUserMenuByKeyboard(tab, "Ada Lovelace", staff.email);
          // Cards keep the table's semantics: its column headers are still there for assistive technology.
          await expect(tab.getByRole("table").first().getByRole("columnheader").first()).toBeAttached();
        }
      });

      // The signed-in pages no navigation lists: their script weight and CSP.
      for (const path of OTHER_SIGNED_IN_PAGES) await visit(context, path, scriptBytes, async () => undefined);

      // Every console page was reached, and each state measured had a table with cells (the customers' page has
      // none until a search).
      for (const { href } of ADMIN_PAGES) expect(Object.keys(measured), href).toContain(href);
      for (const [where, cells] of Object.entries(measured)) {
        if (where !== "/admin/customers") expect(cells, where).toBeGreaterThan(0);
      }
      expectWithinBudget(scriptBytes, "the staff console");
    } finally {
      await seeded.applicant.api.dispose();
    }
  });
});

test("with a business approved by staff, the overview names it with its $0.00 balance and the header names it too", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const legalName = `Frame Real ${Date.now().toString(36)} LLC`;
  const seeded = await seedSubmittedApplication(baseURL!, legalName, { firstName: "Mary", lastName: "Jackson" });
  try {
    await signInAsStaffThroughForm(page, request, { firstName: "Ada", lastName: "Lovelace" }, "approve");
    const decided = await page.request.post(`/api/admin/applications/${seeded.application.id}/decision`, {
      data: { decision: "approve" },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await context.newPage();
    await signInThroughApi(customer.request, seeded.applicant.account);
    await customer.goto("/dashboard");
    await expect(customer.getByTestId("overview-business")).toHaveText(legalName);
    await expect(customer.getByTestId("total-balance")).toHaveText("$0.00");
    await expect(customer.getByRole("banner").getByTestId("current-business")).toContainText(legalName);
    await expect(customer.getByRole("link", { name: OVERVIEW_TEXTS.twoFactorLink })).toHaveAttribute(
      "href",
      "/dashboard/settings",
    );
    await checkPage(customer, "the overview of an approved business at 390 px");
    await shoot(customer, "frame-overview-business");
    await context.close();
  } finally {
    await seeded.applicant.api.dispose();
  }
});

test.describe("the dashboard's navigation on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("folds behind a Menu button that opens from the keyboard and reaches every page, the current one marked", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    const pages = DASHBOARD_NAV.map((link) => link.href);
    const nav = page.getByRole("navigation", { name: F.navLabel });
    const toggle = nav.getByRole("button", { name: F.navToggle });
    // From page to page through the menu, as a person goes: each page opens with the menu folded.
    await opened(page, "/dashboard");
    for (const path of pages) {
      await expect(nav.getByRole("link")).toHaveCount(0); // folded
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link")).toHaveCount(DASHBOARD_NAV.length);
      await expect(nav.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/dashboard/team");
      const link = nav.locator(`a[href="${path}"]`);
      await link.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(nav.getByRole("link")).toHaveCount(0);
      await toggle.click();
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
      await expectNoAxeViolations(page, `${path}, menu open`);
      await toggle.click();
    }
    // Escape folds it again and gives focus back to the button.
    await toggle.click();
    await nav.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole("link")).toHaveCount(0);
  });

  test("on a desktop it is a list beside the page, with no Menu button", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: F.navLabel });
    await expect(nav.getByRole("button", { name: F.navToggle })).toBeHidden();
    await expect(nav.getByRole("link")).toHaveCount(DASHBOARD_NAV.length);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", "/dashboard");
  });
});
