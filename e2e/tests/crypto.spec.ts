// The crypto and analytics pages against the real service: an approved owner (signed in with their second factor)
// funds the checking account with a sandbox wire, sees the balances within 300 ms of the page's load, copies the
// wallet's deposit address, converts USD to USDC through the page (an amount refused before any request, then the
// quote with its terms and countdown, then Convert: a toast and the balances read again), opens a BTC wallet and
// converts USD to BTC at the sandbox price (its worth in US dollars labelled "Sandbox prices"), lets a quote run out
// on the page's own clock (Playwright's clock: "Get a new quote"), and converting late is refused by the service
// (410) in place. Analytics then shows the deposit as money in for the current month, in the chart and in its table, and
// the conversion as neither in nor out. Both pages: axe, no sideways scroll at 390 and 1280 px, at most 100 KB of
// JavaScript gzipped.
import { expect, test, type Page } from "@playwright/test";
import {
  ANALYTICS_PAGE_TEXTS as A,
  CRYPTO_PAGE_TEXTS as C,
  LEDGER_MESSAGES,
  QUOTE_TTL_MS,
  DEPOSIT_NETWORKS,
  WORKSPACE_API_PATHS,
  type BusinessSummary,
} from "@bank/contracts";
import { toast } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { accountNamed, depositAndWait } from "../support/crypto.ts";
import { approvedOwner, reviewerPage, scriptWeight, scrollsSideways, signInWithCode } from "../support/workspace.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";

const card = (page: Page, name: string) =>
  page.getByTestId("account-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const available = (page: Page, name: string) => card(page, name).getByTestId("balance-available");

/** The current month, as the analytics name it: "2026-11" and "November 2026" (UTC). */
function currentMonth(): { key: string; name: string } {
  const now = new Date();
  return {
    key: now.toISOString().slice(0, 7),
    name: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(now),
  };
}

/** Notes, from the document's start, when the first `selector` becomes visible (performance.now()). */
async function watchFirstData(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const marked = window as unknown as { firstDataAt?: number };
    const observer = new MutationObserver(() => {
      const node = document.querySelector<HTMLElement>(wanted);
      if (node && node.checkVisibility()) {
        marked.firstDataAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  }, selector);
}

/**
 * How long after the load event the first data showed (negative: before it), the best of three loads of the page:
 * the first load compiles the page's scripts, and tests running in parallel (argon2 sign-ups among them) share the
 * machine's cores.
 */
async function firstDataAfterLoads(page: Page): Promise<number> {
  const times = [await firstDataAfterLoad(page)];
  for (let load = 1; load < 3; load += 1) {
    await page.reload();
    times.push(await firstDataAfterLoad(page));
  }
  test.info().annotations.push({
    type: `${new URL(page.url()).pathname}: first data after load, ms`,
    description: times.map((time) => time.toFixed(0)).join(", "),
  });
  return Math.min(...times);
}

async function firstDataAfterLoad(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { firstDataAt?: number }).firstDataAt !== undefined);
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return (window as unknown as { firstDataAt: number }).firstDataAt - navigation!.loadEventEnd;
  });
}

async function expectFitsBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scrollsSideways(page), `${what} at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an owner converts USD to USDC at a quoted price, lets a quote run out, and finds the deposit in analytics", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Crypto Flow ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  const businessId = owner.business.id;
  await signInWithCode(page, owner.account, owner.secret);
  await page.setViewportSize({ width: 1280, height: 900 });

  const checking = await accountNamed(page, businessId, "Checking");
  const wallet = await accountNamed(page, businessId, "USDC Wallet");
  expect(wallet.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await depositAndWait(page, businessId, checking, "1010000.00", "wire");

  // The balances show within 300 ms of the page's load.
  await watchFirstData(page, "[data-testid=balance-available]");
  await page.goto("/dashboard/crypto");
  await expect(page.getByRole("heading", { level: 1, name: C.title })).toBeVisible();
  await expect(available(page, "Checking")).toHaveText("$1,010,000.00");
  await expect(available(page, "USDC Wallet")).toHaveText("0.00 USDC");
  expect(await firstDataAfterLoads(page), "ms from the load event to the first balance").toBeLessThan(300);

  // The deposit address, copied whole, with what may be sent to it and the sandbox's warning.
  const walletCard = card(page, "USDC Wallet");
  await expect(walletCard.getByTestId("deposit-address")).toHaveText(wallet.depositAddress!);
  await expect(walletCard).toContainText(C.networkNote("USDC", DEPOSIT_NETWORKS.USDC));
  await expect(walletCard).toContainText(`${C.sandbox} ${C.sandboxNote("USDC")}`);
  await expect(walletCard.getByRole("link", { name: C.sandboxDepositLink })).toHaveAttribute(
    "href",
    "/dashboard/accounts",
  );
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await walletCard.getByRole("button", { name: C.copyAddress }).click();
  await expect(walletCard.getByRole("status")).toHaveText(C.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.depositAddress);
  const holdings = page.getByTestId("holdings");
  await expect(holdings.getByRole("heading", { name: `${C.holdingsHeading} ${C.sandboxPrices}` })).toBeVisible();
  await expect(holdings.getByTestId("price-BTC")).toHaveText(/^1 BTC = \$\d{1,3}(,\d{3})*\.\d{2}$/);

  // An amount the currency cannot hold is refused before any request.
  const quoteRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/conversions/quotes")) quoteRequests.push(sent.postData() ?? "");
  });
  const amount = page.getByLabel(C.amount("USD"));
  await amount.fill("10.001");
  await page.getByRole("button", { name: C.getQuote }).click();
  await expect(page.getByText(LEDGER_MESSAGES.amountDecimals("USD", 2))).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  expect(quoteRequests).toEqual([]);

  // The quote, asked for from the keyboard: what is paid, the spread and its fee, what arrives, the rate, and the
  // 30 seconds counting down.
  await amount.fill("1000000.00");
  await amount.press("Enter");
  const quote = page.getByTestId("quote");
  await expect(quote.getByTestId("quote-pay")).toHaveText("$1,000,000.00");
  await expect(quote.getByTestId("quote-fee")).toHaveText("$1,000.00");
  await expect(quote.getByTestId("quote-receive")).toHaveText("999,000.00 USDC");
  await expect(quote).toContainText(C.spreadValue("0.10"));
  await expect(quote).toContainText(C.rateValue("USD", "1.0000", "USDC"));
  await expect(page.getByTestId("quote-countdown")).toContainText(/Expires in 0:(30|2\d)/);
  await expect(page.getByTestId("quote-announcement")).toHaveText(C.announceShown(30));
  await expect(page.getByRole("heading", { level: 3, name: C.quoteHeading })).toBeFocused();
  expect(quoteRequests).toHaveLength(1);
  await expectNoAxeViolations(page, "crypto with a quote");

  // Convert, from the keyboard: one Idempotency-Key, a toast, and the balances read again.
  const converting = page.waitForRequest((sent) => sent.url().endsWith("/conversions") && sent.method() === "POST");
  await page.keyboard.press("Tab");
  await expect(quote.getByRole("button", { name: C.convert, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await converting).headers()["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  await expect(toast(page)).toContainText(C.converted("$1,000,000.00", "999,000.00 USDC"));
  await expect(available(page, "USDC Wallet")).toHaveText("999,000.00 USDC");
  await expect(available(page, "Checking")).toHaveText("$10,000.00");
  await expect(quote).toHaveCount(0);
  await expect(amount).toHaveValue("");

  // A BTC wallet, opened on the page, and USD converted into it at the sandbox price with BTC's 0.25% spread: what
  // arrives is exactly the quote's, and the wallet's worth in US dollars is shown at the sandbox prices.
  await page.getByRole("button", { name: C.openWallet("BTC") }).click();
  await expect(toast(page)).toContainText(C.opened(C.walletName("BTC")));
  const btcCard = card(page, C.walletName("BTC"));
  await expect(available(page, C.walletName("BTC"))).toHaveText("0.00 BTC");
  await expect(btcCard.getByTestId("deposit-address")).toHaveText(/^bc1q[02-9ac-hj-np-z]{38}$/);
  await expect(btcCard).toContainText(C.networkNote("BTC", DEPOSIT_NETWORKS.BTC));
  await expect(page.getByRole("button", { name: C.openWallet("ETH") })).toBeVisible();
  await page
    .getByLabel(C.fromAccount, { exact: true })
    .selectOption({ label: C.accountOption("Checking", "$10,000.00") });
  await page
    .getByLabel(C.toAccount, { exact: true })
    .selectOption({ label: C.accountOption(C.walletName("BTC"), "0.00 BTC") });
  await page.getByLabel(C.amount("USD")).fill("10000");
  await page.getByRole("button", { name: C.getQuote }).click();
  await expect(quote.getByTestId("quote-pay")).toHaveText("$10,000.00");
  await expect(quote).toContainText(C.spreadValue("0.25"));
  await expect(quote).toContainText(/1 USD = 0\.0000\d{6} BTC/);
  await expect(page.getByTestId("quote-countdown")).toContainText(/Expires in 0:(30|2\d)/);
  const receive = (await quote.getByTestId("quote-receive").textContent())!;
  expect(receive).toMatch(/^0\.\d+ BTC$/);
  const btcConversion = page.waitForResponse(
    (answer) => answer.url().endsWith("/conversions") && answer.request().method() === "POST",
  );
  await quote.getByRole("button", { name: C.convert, exact: true }).click();
  const converted = (await (await btcConversion).json()) as { conversion: { receive: string } };
  await expect(toast(page)).toContainText(C.converted("$10,000.00", receive));
  await expect(available(page, "Checking")).toHaveText("$0.00");
  await expect(available(page, C.walletName("BTC"))).toHaveText(receive);
  expect(converted.conversion.receive).toMatch(/^0\.\d{8}$/);
  await expect(btcCard.getByTestId("usd-value")).toHaveText(/^\$9,\d{3}\.\d{2}$|^\$10,\d{3}\.\d{2}$/);
  await expect(btcCard).toContainText(C.sandboxPrices);
  await expectNoAxeViolations(page, "crypto after converting");
  await expectFitsBothWidths(page, "crypto after converting");
  await shoot(page, "crypto-converted");

  // A quote that runs out on the page's clock: the page stops offering it and asks for a new one. (The same session
  // in a browser context of its own: Playwright's clock is the whole context's.)
  const laterContext = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 900 },
  });
  const later = await laterContext.newPage();
  await later.clock.install();
  await later.goto("/dashboard/crypto");
  await later.getByLabel(C.fromAccount, { exact: true }).selectOption(wallet.id);
  await later.getByLabel(C.amount("USDC")).fill("2500.00");
  await later.getByRole("button", { name: C.getQuote }).click();
  await expect(later.getByTestId("quote-pay")).toHaveText("2,500.00 USDC");
  await expect(later.getByTestId("quote-fee")).toHaveText("2.50 USDC");
  await expect(later.getByTestId("quote-receive")).toHaveText("$2,497.50");
  await later.clock.fastForward(QUOTE_TTL_MS - 9_000);
  await expect(later.getByTestId("quote-countdown")).toContainText(/Expires in 0:0\d/);
  await expect(later.getByTestId("quote-announcement")).toHaveText(/seconds left on this quote\.$/);
  await later.clock.fastForward(10_000);
  await expect(later.getByTestId("quote-announcement")).toHaveText(C.expired);
  await expect(later.getByTestId("quote")).toContainText(C.expired);
  await expect(later.getByRole("button", { name: C.convert, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(later, "an expired quote");
  await later.getByRole("button", { name: C.newQuote }).click();
  await expect(later.getByRole("button", { name: C.convert, exact: true })).toBeVisible();
  await expect(later.getByTestId("quote-countdown")).toContainText(/Expires in 0:(30|29)/);

  // The page's clock stops while the service's runs on: converting after 30 s is refused by the service, in place.
  await later.clock.pauseAt((await later.evaluate(() => Date.now())) + 1_000);
  await shoot(later, "crypto-quote");
  // The service's 30 s run on while the analytics below are checked in the first tab.
  const quoteRunOut = new Promise((resolve) => setTimeout(resolve, QUOTE_TTL_MS + 1_000));

  // Analytics: the deposit is money in for the current month, in the chart and in its table; the conversion moved
  // money between the business's own currencies, so it is neither in nor out.
  const month = currentMonth();
  await watchFirstData(page, "[data-testid=flow-chart]");
  await page.goto("/dashboard/analytics");
  await expect(page.getByRole("heading", { level: 1, name: A.title })).toBeVisible();
  const flow = page.getByTestId("flow-chart");
  await expect(flow.locator(`[data-month="${month.key}"] [data-series="in"]`)).toHaveCount(1);
  await expect(flow.locator(`[data-month="${month.key}"] [data-series="out"]`)).toHaveCount(0);
  expect(await firstDataAfterLoads(page), "ms from the load event to the first chart").toBeLessThan(300);
  await expect(flow.getByRole("img")).toHaveAccessibleName(
    new RegExp(`${A.flowHeading} .*\\$1,010,000\\.00 in and \\$0\\.00 out`),
  );
  await expect(page.getByTestId("runway")).toHaveText(A.noBurn);
  // The table is read by screen readers before it is shown.
  const flowRow = flow.getByRole("row", { name: new RegExp(A.monthSoFar(month.name).replace(/[()]/g, "\\$&")) });
  await expect(flowRow).toBeAttached();
  await flow.getByRole("button", { name: A.showTable }).focus();
  await page.keyboard.press("Enter");
  await expect(flow.getByRole("button", { name: A.hideTable })).toHaveAttribute("aria-expanded", "true");
  await expect(flowRow.getByRole("cell")).toHaveText(["$1,010,000.00", "$0.00", "+$1,010,000.00"]);
  const balance = page.getByTestId("balance-chart");
  await balance.getByRole("button", { name: A.showTable }).click();
  await expect(balance.getByRole("row", { name: new RegExp(month.name) }).getByRole("cell")).toHaveText(["$0.00"]);
  await expectNoAxeViolations(page, "analytics in USD with its tables");
  await expectFitsBothWidths(page, "analytics in USD with its tables");
  await shoot(page, "analytics-usd");

  // The currency switch is one radio group: the arrow keys move through it.
  await page.getByRole("radio", { name: A.currencyNames.USD }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: A.currencyNames.USDC })).toBeChecked();
  await expect(flow.getByRole("img")).toHaveAccessibleName(/0\.00 USDC in and 0\.00 USDC out/);
  await expect(balance.getByRole("row", { name: new RegExp(month.name) }).getByRole("cell")).toHaveText([
    "999,000.00 USDC",
  ]);
  await expect(balance.locator(`[data-month="${month.key}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page, "analytics in USDC");
  await shoot(page, "analytics-usdc");

  // The quote the second tab holds has run out on the service's clock by now.
  await quoteRunOut;
  const late = later.waitForResponse(
    (answer) => answer.url().endsWith("/conversions") && answer.request().method() === "POST",
  );
  await later.getByRole("button", { name: C.convert, exact: true }).click();
  expect((await late).status()).toBe(410);
  await expect(later.getByTestId("quote").getByRole("alert")).toHaveText(LEDGER_MESSAGES.quoteExpired);
  await expect(later.getByRole("button", { name: C.newQuote })).toBeVisible();
  await expect(available(later, "USDC Wallet")).toHaveText("999,000.00 USDC");
  await laterContext.close();

  // Each page within the signed-in pages' budget, loaded with its data.
  for (const [path, ready] of [
    ["/dashboard/crypto", "account-card"],
    ["/dashboard/analytics", "flow-chart"],
  ] as const) {
    const bytes = await scriptWeight(page, async (fresh) => {
      await fresh.goto(path);
      await expect(fresh.getByTestId(ready).first()).toBeVisible();
    });
    test.info().annotations.push({ type: `${path}: JavaScript, KB gzipped`, description: (bytes / 1024).toFixed(1) });
    expect(bytes, path).toBeLessThanOrEqual(SCRIPT_BUDGET);
  }
});

test("a member without pay sees the balances and who can convert, and no conversion form", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Crypto View ${Date.now().toString(36)} LLC`, {
    firstName: "Alan",
    lastName: "Turing",
  });
  await signInWithCode(page, owner.account, owner.secret);
  // The page as a view-only member sees it: the business list says view alone (the team spec covers the service
  // refusing pay to such a member).
  await page.route(WORKSPACE_API_PATHS.businesses, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { businesses: BusinessSummary[] };
    for (const business of body.businesses) business.permissions = ["view"];
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto("/dashboard/crypto");
  await expect(available(page, "Checking")).toHaveText("$0.00");
  await expect(available(page, "USDC Wallet")).toHaveText("0.00 USDC");
  await expect(page.getByTestId("convert-read-only")).toHaveText(C.readOnly);
  await expect(page.getByRole("button", { name: C.getQuote })).toHaveCount(0);
  // Sandbox deposits need manage: the link to them is not offered.
  await expect(page.getByRole("link", { name: C.sandboxDepositLink })).toHaveCount(0);
  await expectNoAxeViolations(page, "crypto, view only");
  await expectFitsBothWidths(page, "crypto, view only");
  await shoot(page, "crypto-view-only");
});
