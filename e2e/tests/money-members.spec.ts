// The money pages as a business's members see them, against the real service, on one business made as the bank
// makes one (applied through the API, approved in the staff console) and funded with sandbox deposits: a member with
// view alone and one with view and pay (who joined by the owner's invitation) see real balances on the overview,
// accounts, activity, crypto and analytics pages and no control they may not use, and the service refuses them what
// the pages leave out (403 forbidden, asked from the page itself). The one who pays moves money between two accounts.
// With one account in each currency, the one who pays is told to ask a manager for a second, the owner to open one.
// The owner renames an account (an empty or too long name refused beside the field) and finds the new name on the
// accounts page and the overview. The Copy buttons say when they copied and, when the clipboard refuses, say so in
// the forms' error red and leave the number selected. Every state is axe-clean and fits 390 and 1280 px without
// scrolling sideways.
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  ACCOUNTS_PAGE_TEXTS as A,
  ACTIVITY_PAGE_TEXTS as V,
  ANALYTICS_PAGE_TEXTS as N,
  CRYPTO_PAGE_TEXTS as C,
  FIRST_DEPOSIT_TEXTS as F,
  LEDGER_MESSAGES as L,
  MONEY_API_PATHS,
  MONEY_TEXTS as M,
  OVERVIEW_TEXTS as O,
  SECOND_FACTOR_TEXTS,
  WORKSPACE_API_PATHS,
  WORKSPACE_MESSAGES as W,
  type Account,
} from "@bank/contracts";
import { signInThroughApi, toast, totpCode } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { accountNamed, accountsOf, depositAndWait } from "../support/crypto.ts";
import { expectFitsPhoneAndDesktop, sendFromPage } from "../support/money.ts";
import { approvedOwner, joinedMember, reviewerPage, type Member, type Owner } from "../support/workspace.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

interface Business {
  owner: Owner;
  ownerPage: Page;
  viewer: Member;
  payer: Member;
  closeAll(): Promise<void>;
}

let shared: Business;

/**
 * The business every test here shares: $1,250.00 wired into Checking and 300 USDC into the wallet, a second USD
 * account (Reserve) so money can move, the owner signed in with the second factor, and two members.
 */
async function fundedBusiness(browser: Browser, baseURL: string): Promise<Business> {
  const apiContext = await browser.newContext();
  const reviewer = await reviewerPage(browser, apiContext.request);
  const owner = await approvedOwner(baseURL, reviewer, `Members ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  await reviewer.context().close();
  await apiContext.close();
  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(ownerPage.request, owner.account, totpCode(owner.secret));
  const businessId = owner.business.id;
  const [checking, wallet] = await Promise.all([
    accountNamed(ownerPage, businessId, "Checking"),
    accountNamed(ownerPage, businessId, "USDC Wallet"),
  ]);
  const opened = await ownerPage.request.post(MONEY_API_PATHS.accounts(businessId), {
    data: { name: "Reserve", kind: "savings", currency: "USD" },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  // The deposits post while the members sign up.
  const [viewer, payer] = await Promise.all([
    joinedMember(browser, ownerPage, businessId, ["view"], { firstName: "Dorothy", lastName: "Vaughan" }),
    joinedMember(browser, ownerPage, businessId, ["view", "pay"], { firstName: "Katherine", lastName: "Johnson" }),
    depositAndWait(ownerPage, businessId, checking, "1250.00", "wire"),
    depositAndWait(ownerPage, businessId, wallet, "300", "usdc"),
  ]);
  return {
    owner,
    ownerPage,
    viewer,
    payer,
    async closeAll() {
      for (const page of [ownerPage, viewer.page, payer.page]) await page.context().close();
    },
  };
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  shared = await fundedBusiness(browser, testInfo.project.use.baseURL!);
});

test.afterAll(async () => {
  await shared?.closeAll();
});

const overviewCard = (page: Page, name: string) =>
  page
    .getByTestId("overview-accounts")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const accountCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cryptoCard = (page: Page, name: string) =>
  page.getByTestId("account-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The business's accounts by name, as the service has them now. */
async function balancesNow(page: Page): Promise<Record<string, Account>> {
  const accounts = await accountsOf(page, shared.owner.business.id);
  return Object.fromEntries(accounts.map((account) => [account.name, account]));
}

/** The controls only a member who manages is given (opening, renaming, sandbox deposits) are nowhere on the page. */
async function expectNoManagerControls(page: Page): Promise<void> {
  for (const name of [A.openAccount, A.sandboxDeposit, F.sandboxOpen, /^Rename /])
    await expect(page.getByRole("button", { name }), String(name)).toHaveCount(0);
  await expect(page.getByRole("link", { name: C.sandboxDepositLink })).toHaveCount(0);
}

/** Axe, 390 and 1280 px, and screenshots when SHOTS is set: a state the member reached. */
async function checkState(page: Page, what: string): Promise<void> {
  await expectNoAxeViolations(page, what);
  await expectFitsPhoneAndDesktop(page, what);
  await shoot(page, what.replaceAll(/[^a-z0-9]+/gi, "-").toLowerCase());
}

/**
 * The five money pages as a member sees them: the balances the service holds, and none of a manager's controls.
 * `pay` says whether the member may move money and convert (the controls for it shown), else neither.
 */
async function walkMoneyPages(page: Page, who: string, pay: boolean): Promise<void> {
  // The overview, activity and analytics show a member who pays what they show one who views: checked once.
  const checkNewState = (what: string) => (pay ? Promise.resolve() : checkState(page, what));
  const wallet = await accountNamed(page, shared.owner.business.id, "USDC Wallet");

  await page.goto("/dashboard");
  await expect(page.getByTestId("overview-business")).toHaveText(shared.owner.legalName);
  await expect(page.getByTestId("total-balance")).toHaveText("$1,250.00");
  await expect(overviewCard(page, "Checking")).toContainText("$1,250.00");
  await expect(overviewCard(page, "USDC Wallet")).toContainText("300.00 USDC");
  await expect(
    page.getByRole("table", { name: O.recentCaption }).getByRole("row").filter({ hasText: "Seed Capital LP" }),
  ).toHaveCount(2);
  await expectNoManagerControls(page);
  await checkNewState(`overview, ${who}`);

  await page.goto("/dashboard/accounts");
  await expect(accountCard(page, "Checking").locator('[data-balance="available"]')).toHaveText("$1,250.00");
  await expect(accountCard(page, "Reserve").locator('[data-balance="available"]')).toHaveText("$0.00");
  await expect(accountCard(page, "USDC Wallet").locator('[data-balance="available"]')).toHaveText("300.00 USDC");
  await expect(page.getByText(A.readOnly)).toBeVisible();
  await expectNoManagerControls(page);
  if (pay) {
    await expect(page.getByRole("heading", { level: 2, name: A.actionsHeading })).toBeVisible();
    await expect(page.getByRole("button", { name: A.moveMoney })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { name: A.actionsHeading })).toHaveCount(0);
    await expect(page.getByRole("button", { name: A.moveMoney })).toHaveCount(0);
  }
  await checkState(page, `accounts, ${who}`);

  await page.goto("/dashboard/activity");
  await expect(
    page.getByRole("table", { name: V.caption }).getByRole("row").filter({ hasText: "Seed Capital LP" }),
  ).toHaveCount(2);
  // Export and statements are reads: every member is offered them, and the service answers them.
  const exported = await page.request.get((await page.getByRole("link", { name: V.exportCsv }).getAttribute("href"))!);
  expect(exported.status()).toBe(200);
  await expectNoManagerControls(page);
  await checkNewState(`activity, ${who}`);

  await page.goto("/dashboard/crypto");
  await expect(cryptoCard(page, "Checking").getByTestId("balance-available")).toHaveText("$1,250.00");
  await expect(cryptoCard(page, "USDC Wallet").getByTestId("balance-available")).toHaveText("300.00 USDC");
  await expect(cryptoCard(page, "USDC Wallet").getByTestId("deposit-address")).toHaveText(wallet.depositAddress!);
  await expectNoManagerControls(page);
  if (pay) {
    await expect(page.getByRole("button", { name: C.getQuote })).toBeVisible();
    await expect(page.getByTestId("convert-read-only")).toHaveCount(0);
  } else {
    await expect(page.getByTestId("convert-read-only")).toHaveText(C.readOnly);
    await expect(page.getByRole("button", { name: C.getQuote })).toHaveCount(0);
  }
  await checkState(page, `crypto, ${who}`);

  await page.goto("/dashboard/analytics");
  await expect(page.getByTestId("flow-chart").getByRole("img")).toHaveAccessibleName(
    new RegExp(`${N.flowHeading} .*\\$1,250\\.00 in and \\$0\\.00 out`),
  );
  await expectNoManagerControls(page);
  await checkNewState(`analytics, ${who}`);
}

/** What the service answers a member without the permission, whatever the page shows. */
async function expectForbidden(page: Page, method: "POST" | "PATCH", path: string, body: unknown): Promise<void> {
  const answer = await sendFromPage(page, method, path, body);
  expect(answer, `${method} ${path}`).toEqual({
    status: 403,
    body: expect.objectContaining({ code: "forbidden", message: W.missingPermission }),
  });
}

test("a member with view alone sees every money page's balances and no control; the service refuses the rest", async () => {
  const { viewer, owner } = shared;
  const page = viewer.page;
  await walkMoneyPages(page, "view only", false);

  // Asked from the page itself, each thing the pages leave out is refused, and nothing moved.
  const before = await balancesNow(page);
  const { Checking: checking, Reserve: reserve, "USDC Wallet": wallet } = before;
  const businessId = owner.business.id;
  await expectForbidden(page, "POST", MONEY_API_PATHS.transfers(businessId), {
    fromAccountId: checking!.id,
    toAccountId: reserve!.id,
    amount: "1.00",
  });
  await expectForbidden(page, "POST", MONEY_API_PATHS.quotes(businessId), {
    fromAccountId: checking!.id,
    toAccountId: wallet!.id,
    amount: "1.00",
  });
  await expectForbidden(page, "POST", MONEY_API_PATHS.accounts(businessId), {
    name: "Side",
    kind: "checking",
    currency: "USD",
  });
  await expectForbidden(page, "PATCH", MONEY_API_PATHS.account(businessId, checking!.id), { name: "Mine" });
  await expectForbidden(page, "POST", MONEY_API_PATHS.sandboxDeposits(businessId), {
    accountId: checking!.id,
    amount: "1.00",
    method: "wire",
    from: { name: "Nobody" },
  });
  expect(await balancesNow(page)).toEqual(before);
});

test("a member who may pay moves money between two accounts, and is offered and allowed nothing a manager does", async () => {
  const { payer, owner } = shared;
  const page = payer.page;
  const businessId = owner.business.id;
  await walkMoneyPages(page, "pay", true);

  // Move money: the form opens in place, and the money moves (no second-factor prompt: the session proved one).
  await page.goto("/dashboard/accounts");
  await page.getByRole("button", { name: A.moveMoney }).click();
  const move = page.locator('form[data-form="transfer"]');
  await expect(move.getByLabel(A.from)).toBeFocused();
  await move.getByLabel(A.from).selectOption({ label: A.accountOption("Checking", "$1,250.00") });
  await move.getByLabel(A.to).selectOption({ label: A.accountOption("Reserve", "$0.00") });
  await move.getByLabel(A.amount).fill("200.00");
  await move.getByLabel(A.memo).fill("Tax set-aside");
  await checkState(page, "accounts, pay, moving money");
  await move.getByRole("button", { name: A.moveSubmit }).click();
  await expect(toast(page)).toContainText(A.moveDone("$200.00", "Checking", "Reserve"));
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toHaveCount(0);
  await expect(accountCard(page, "Checking").locator('[data-balance="available"]')).toHaveText("$1,050.00");
  await expect(accountCard(page, "Reserve").locator('[data-balance="available"]')).toHaveText("$200.00");

  // What a manager does is refused to them, asked from the page itself.
  const checking = await accountNamed(page, businessId, "Checking");
  await expectForbidden(page, "POST", MONEY_API_PATHS.accounts(businessId), {
    name: "Side",
    kind: "checking",
    currency: "USD",
  });
  await expectForbidden(page, "PATCH", MONEY_API_PATHS.account(businessId, checking.id), { name: "Mine" });
  await expectForbidden(page, "POST", MONEY_API_PATHS.sandboxDeposits(businessId), {
    accountId: checking.id,
    amount: "1.00",
    method: "wire",
    from: { name: "Nobody" },
  });
  await expectForbidden(page, "POST", WORKSPACE_API_PATHS.invitations(businessId), {
    email: "someone@example.com",
    permissions: ["view"],
  });
});

/** From now on the page sees the business's accounts as the service lists them, less all but one in each currency. */
async function showOneAccountPerCurrency(page: Page): Promise<() => Promise<void>> {
  const path = MONEY_API_PATHS.accounts(shared.owner.business.id);
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    const { accounts } = (await response.json()) as { accounts: Account[] };
    const first = accounts.filter(
      (account, index) => accounts.findIndex((each) => each.currency === account.currency) === index,
    );
    await route.fulfill({ response, json: { accounts: first } });
  });
  return () => page.unroute(matches);
}

test("with one account in each currency, a member who pays is told to ask a manager for a second; the owner, to open one", async () => {
  const { payer, ownerPage } = shared;
  const actions = (page: Page) => page.getByRole("region", { name: A.actionsHeading });

  const payerSeesAll = await showOneAccountPerCurrency(payer.page);
  await payer.page.goto("/dashboard/accounts");
  await expect(accountCard(payer.page, "Checking")).toBeVisible();
  await expect(accountCard(payer.page, "Reserve")).toHaveCount(0);
  await expect(actions(payer.page).getByText(A.noPairAskManager, { exact: true })).toBeVisible();
  await expect(payer.page.getByText(A.noPair, { exact: true })).toHaveCount(0);
  await expect(payer.page.getByRole("button", { name: A.moveMoney })).toHaveCount(0);
  await expectNoManagerControls(payer.page);
  await checkState(payer.page, "accounts, pay, one account in each currency");
  await payerSeesAll();

  const ownerSeesAll = await showOneAccountPerCurrency(ownerPage);
  await ownerPage.goto("/dashboard/accounts");
  await expect(actions(ownerPage).getByText(A.noPair, { exact: true })).toBeVisible();
  await expect(ownerPage.getByText(A.noPairAskManager, { exact: true })).toHaveCount(0);
  await expect(ownerPage.getByRole("button", { name: A.openAccount })).toBeVisible();
  await ownerSeesAll();
});

/** From now on the page's clipboard refuses every write, as a browser that denies the permission does. */
async function refuseClipboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
}

/** The colours of a Copy button's status: success green, and the forms' error red (controls.css .field__error). */
const SUCCESS_GREEN = "rgb(22, 101, 52)";
const ERROR_RED = "rgb(185, 28, 28)";

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? "");

test("the Copy buttons say they copied; when the clipboard refuses, they say so and leave the detail selected", async () => {
  const page = shared.viewer.page;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const { Checking: checking, "USDC Wallet": wallet } = await balancesNow(page);

  // The accounts page: the account number copied, and said so where screen readers hear it.
  await page.goto("/dashboard/accounts");
  const card = accountCard(page, "Checking");
  await card.getByRole("button", { name: M.copyOf(M.accountNumber, "Checking") }).click();
  const copied = card.getByRole("status").filter({ hasText: M.copied(M.accountNumber) });
  await expect(copied).toBeVisible();
  await expect(copied).toHaveCSS("color", SUCCESS_GREEN);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(checking!.accountNumber);

  // Refused: the page says so in the forms' error red, not the green of success, and the routing number is selected
  // for the person to copy.
  await refuseClipboard(page);
  await card.getByRole("button", { name: M.copyOf(M.routingNumber, "Checking") }).click();
  const refused = card.getByRole("status").filter({ hasText: M.copyFailed });
  await expect(refused).toBeVisible();
  await expect(refused).toHaveCSS("color", ERROR_RED);
  expect(await selectedText(page)).toBe(checking!.routingNumber);
  await checkState(page, "accounts, copying refused");

  // The crypto page's deposit address: the same.
  await page.goto("/dashboard/crypto");
  const walletCard = cryptoCard(page, "USDC Wallet");
  await walletCard.getByRole("button", { name: C.copyAddress }).click();
  await expect(walletCard.getByRole("status")).toHaveText(C.copied);
  await expect(walletCard.getByRole("status")).toHaveCSS("color", SUCCESS_GREEN);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet!.depositAddress);
  await refuseClipboard(page);
  await walletCard.getByRole("button", { name: C.copyAddress }).click();
  await expect(walletCard.getByRole("status")).toHaveText(C.copyFailed);
  await expect(walletCard.getByRole("status")).toHaveCSS("color", ERROR_RED);
  expect(await selectedText(page)).toBe(wallet!.depositAddress);
  await checkState(page, "crypto, copying refused");
});

test("the owner renames an account; an empty or too long name is refused beside the field; the new name shows on the accounts page and the overview", async () => {
  const { ownerPage: page, owner } = shared;
  const renames: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PATCH") renames.push(sent.url());
  });
  await page.goto("/dashboard/accounts");
  const reserve = accountCard(page, "Reserve");
  await reserve.getByRole("button", { name: A.renameOf("Reserve") }).click();
  const field = reserve.getByLabel(A.newName);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Reserve");

  // Empty (spaces alone): refused beside the field, which keeps focus; nothing is sent.
  await field.fill("   ");
  await reserve.getByRole("button", { name: A.save }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(L.accountName);
  await expect(field).toBeFocused();
  await checkState(page, "accounts, rename refused");

  // Too long: the field takes 50 characters at most; with that limit lifted, the page's own check refuses 51 beside
  // the field before sending anything (the service's refusal of them is checked last).
  await field.fill("R".repeat(60));
  await expect(field).toHaveValue("R".repeat(50));
  await field.evaluate((input) => input.removeAttribute("maxlength"));
  await field.fill("R".repeat(51));
  await reserve.getByRole("button", { name: A.save }).click();
  await expect(field).toHaveAccessibleDescription(L.accountName);
  await expect(field).toBeFocused();
  expect(renames).toEqual([]);

  // A good name: saved at once (renaming needs manage, which the session's second factor already proved), said in a
  // toast, and focus back on the account's Rename button.
  await field.fill("  Tax reserve ");
  await reserve.getByRole("button", { name: A.save }).click();
  await expect(toast(page)).toContainText(A.renamed("Tax reserve"));
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toHaveCount(0);
  const renamed = accountCard(page, "Tax reserve");
  const renamedId = (await renamed.getAttribute("data-account"))!;
  await expect(renamed.getByRole("heading", { level: 3 })).toHaveText("Tax reserve");
  await expect(renamed.getByRole("button", { name: A.renameOf("Tax reserve") })).toBeFocused();
  await expect(accountCard(page, "Reserve")).toHaveCount(0);
  expect(renames).toHaveLength(1);
  await checkState(page, "accounts, renamed");

  await page.goto("/dashboard");
  await expect(overviewCard(page, "Tax reserve")).toBeVisible();
  await expect(overviewCard(page, "Reserve")).toHaveCount(0);
  await checkState(page, "overview, renamed");

  // The service refuses too long a name as well, whatever sends it, with the field's words.
  const tooLong = await sendFromPage(page, "PATCH", MONEY_API_PATHS.account(owner.business.id, renamedId), {
    name: "R".repeat(51),
  });
  expect(tooLong).toEqual({ status: 400, body: expect.objectContaining({ errors: { name: L.accountName } }) });
});
