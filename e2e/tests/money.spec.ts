// A business's money against the real service, as its owner walks it (the business made as the bank makes one:
// applied through the API, approved in the staff console): $0.00 and the first deposit's step on the overview; a
// sandbox deposit that shows pending, then posted without a reload; a second USD account opened from the accounts
// page (the second factor asked in place); money moved between the two, a refusal shown beside its field; both legs
// on the activity page, filtered; the CSV export and a statement's PDF downloaded. The three pages fit a phone and a
// desktop, are axe-clean, and each keeps to 100 KB of JavaScript gzipped.
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  ACCOUNTS_PAGE_TEXTS as A,
  ACTIVITY_PAGE_TEXTS as V,
  FIRST_DEPOSIT_TEXTS as F,
  LEDGER_MESSAGES as L,
  MONEY_API_PATHS,
  MONEY_TEXTS as M,
  NAME_CONFIRMATION_TEXTS,
  OVERVIEW_TEXTS as O,
  SANDBOX_DEPOSIT_TEXTS as D,
  SECOND_FACTOR_TEXTS,
  STATEMENT_TEXTS as S,
  TRANSACTION_TEXTS as X,
} from "@bank/contracts";
import { toast, totpCode } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { depositFromOverview, download, expectFitsPhoneAndDesktop } from "../support/money.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { approvedOwner, reviewerPage, scriptWeight, signInWithCode } from "../support/workspace.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";

const transactions = (page: Page, caption: string) => page.getByRole("table", { name: caption });
const row = (page: Page, caption: string, text: RegExp | string) =>
  transactions(page, caption).getByRole("row").filter({ hasText: text });

/** The month of now in UTC, as statements name it ("2026-11"). */
const thisMonth = () => new Date().toISOString().slice(0, 7);

test("an owner adds money in the sandbox, opens a second account, moves money between them, and finds it all in the activity, its export and its statement", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Money Flow ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInWithCode(page, owner.account, owner.secret);

  // The overview at its heaviest: the name to confirm and the first deposit's step, both shown (each page's weight is
  // held to the signed-in pages' budget below).
  const weights: Record<string, number> = {
    "/dashboard with the name to confirm": await scriptWeight(page, async (fresh) => {
      await fresh.goto("/dashboard");
      await expect(fresh.getByRole("heading", { name: NAME_CONFIRMATION_TEXTS.heading })).toBeVisible();
      await expect(fresh.getByTestId("first-deposit")).toBeVisible();
    }),
  };

  // The new owner confirms the name on the account first (the overview asks once, after the address is verified).
  await page.getByRole("button", { name: NAME_CONFIRMATION_TEXTS.confirm }).click();
  await expect(page.getByRole("heading", { name: NAME_CONFIRMATION_TEXTS.heading })).toHaveCount(0);

  // The overview: $0.00, the two accounts the business opened with, and the first deposit's step.
  await expect(page.getByTestId("overview-business")).toHaveText(owner.legalName);
  await expect(page.getByTestId("total-balance")).toHaveText("$0.00");
  await expect(page.getByTestId("total-posted")).toHaveText("$0.00");
  const cards = page.getByTestId("overview-accounts").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // The owner has an authenticator app: turning two-factor authentication on is not among the next steps.
  await expect(page.getByRole("heading", { level: 2, name: O.nextHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: O.teamLink })).toBeVisible();
  await expect(page.getByRole("link", { name: O.twoFactorLink })).toHaveCount(0);
  await expect(cards.filter({ hasText: "USDC" })).toContainText("0.00 USDC");
  const step = page.getByTestId("first-deposit");
  await expect(step.getByRole("heading", { level: 2, name: F.addMoneyHeading })).toBeVisible();
  await expect(step).toContainText(M.accountNumber);
  await expect(step).toContainText(M.routingNumber);
  await expect(step).toContainText(M.depositAddress);
  await expect(step.getByRole("heading", { name: new RegExp(`${F.sandboxHeading}.*Sandbox`) })).toBeVisible();
  // Copying a detail says so, for screen readers too.
  const checkingName = (await step.getByRole("heading", { level: 3 }).first().textContent())!.replace(
    /^By ACH or wire to /,
    "",
  );
  await step.getByRole("button", { name: M.copyOf(M.accountNumber, checkingName) }).click();
  await expect(step.getByRole("status").filter({ hasText: M.copied(M.accountNumber) })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(step.locator("code").first()).toHaveText(copied);
  await expectNoAxeViolations(page, "overview before any money");
  await expectFitsPhoneAndDesktop(page, "overview before any money");
  await shoot(page, "money-overview-empty");
  weights["/dashboard before any money"] = await scriptWeight(page, async (fresh) => {
    await fresh.goto("/dashboard");
    await expect(fresh.getByTestId("first-deposit")).toBeVisible();
  });

  // A sandbox deposit: checked before it is sent, then pending at once, then posted without a reload.
  await depositFromOverview(page, {
    account: `${checkingName} (USD)`,
    amount: "12.345",
    method: "ACH",
    from: "Globex Partners",
  });
  await expect(page.getByText(L.amountDecimals("USD", 2))).toBeVisible();
  await expect(page.getByLabel(D.amount)).toBeFocused();
  await page.getByLabel(D.amount).fill("1,250.00");
  await page.getByRole("button", { name: D.submit }).click();
  await expect(toast(page)).toContainText(D.done("$1,250.00", checkingName));
  const recent = row(page, O.recentCaption, "Globex Partners");
  await expect(recent).toContainText(X.statuses.pending);
  await expect(page.getByRole("heading", { level: 2, name: O.recentHeading })).toBeFocused();
  await expect(recent).toContainText(X.statuses.posted, { timeout: 15_000 });
  await expect(recent).toContainText("+$1,250.00");
  await expect(page.getByTestId("total-balance")).toHaveText("$1,250.00");
  await expect(page.getByTestId("first-deposit")).toHaveCount(0);
  await expectNoAxeViolations(page, "overview with money");
  await expectFitsPhoneAndDesktop(page, "overview with money");
  await shoot(page, "money-overview");

  // A second USD account, from a proof over 10 minutes old: the second factor is asked for in place.
  await page.goto("/dashboard/accounts");
  await expect(page.getByRole("heading", { level: 3, name: checkingName })).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  await ageSessionProofInDatabase(session!.value);
  await page.getByRole("button", { name: A.openAccount }).click();
  await expect(page.getByLabel(A.accountName)).toBeFocused();
  await page.getByLabel(A.accountName).fill("Payroll");
  await page.getByRole("radio", { name: A.accountTypes.checking }).check();
  await page.getByRole("button", { name: A.openSubmit }).click();
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toBeVisible();
  await page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(totpCode(owner.secret, 1));
  await page.getByRole("button", { name: SECOND_FACTOR_TEXTS.confirm }).click();
  await expect(toast(page)).toContainText(A.openDone("Payroll"));
  const payroll = page.getByRole("article", { name: "Payroll" });
  await expect(payroll).toBeVisible();
  const payrollId = (await payroll.getAttribute("data-account"))!;
  const walletId = (await page.getByRole("article", { name: /USDC/ }).getAttribute("data-account"))!;
  await expect(payroll.locator('[data-balance="available"]')).toHaveText("$0.00");

  // Moving money: the amount is checked before it is sent; more than is there is refused beside the amount.
  await page.getByRole("button", { name: A.moveMoney }).click();
  const move = page.locator('form[data-form="transfer"]');
  await move.getByLabel(A.from).selectOption({ label: A.accountOption(checkingName, "$1,250.00") });
  await move.getByLabel(A.to).selectOption({ label: A.accountOption("Payroll", "$0.00") });
  await move.getByLabel(A.amount).fill("5000");
  await move.getByRole("button", { name: A.moveSubmit }).click();
  await expect(move.getByText(L.insufficientFunds)).toBeVisible();
  await expect(move.getByLabel(A.amount)).toBeFocused();
  await move.getByLabel(A.amount).fill("250.00");
  await move.getByLabel(A.memo).fill("March wages");
  await move.getByRole("button", { name: A.moveSubmit }).click();
  await expect(toast(page)).toContainText(A.moveDone("$250.00", checkingName, "Payroll"));
  await expect(payroll.locator('[data-balance="available"]')).toHaveText("$250.00");
  const checking = page.getByRole("article", { name: checkingName });
  await expect(checking.locator('[data-balance="available"]')).toHaveText("$1,000.00");
  await expectNoAxeViolations(page, "accounts with the transfer form");
  await expectFitsPhoneAndDesktop(page, "accounts");
  await shoot(page, "money-accounts");

  // The activity: both legs of the transfer and the deposit, newest first; filtered to money out, one leg.
  await page.goto("/dashboard/activity");
  const legs = row(page, V.caption, "March wages");
  await expect(legs).toHaveCount(2);
  await expect(legs.filter({ hasText: "-$250.00" })).toContainText(checkingName);
  await expect(legs.filter({ hasText: "+$250.00" })).toContainText("Payroll");
  await expect(row(page, V.caption, "Globex Partners")).toContainText(X.statuses.posted);
  await expect(page.getByRole("status").filter({ hasText: V.shown(3, false) })).toBeVisible();
  await page.getByLabel(V.direction).selectOption({ label: V.directions.out });
  await expect(page.getByRole("status").filter({ hasText: V.shown(1, false) })).toBeVisible();
  await expect(transactions(page, V.caption).getByRole("row")).toHaveCount(2); // the header and the one leg
  await expect(page).toHaveURL(/direction=out/);
  await page.getByLabel(V.search).fill("wages");
  await expect(page).toHaveURL(/q=wages/);
  await expect(page.getByRole("status").filter({ hasText: V.shown(1, false) })).toBeVisible();

  // Cleared, the whole history again; it fits, is axe-clean.
  await page.getByRole("button", { name: V.clear }).click();
  await expect(page.getByRole("status").filter({ hasText: V.shown(3, false) })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expectNoAxeViolations(page, "activity");
  await expectFitsPhoneAndDesktop(page, "activity");
  await shoot(page, "money-activity");

  // Each page keeps the signed-in pages' JavaScript budget, with a business's money on it.
  for (const [path, ready] of [
    ["/dashboard", (fresh: Page) => expect(fresh.getByTestId("total-balance")).toHaveText("$1,250.00")],
    ["/dashboard/accounts", (fresh: Page) => expect(fresh.getByRole("article", { name: "Payroll" })).toBeVisible()],
    ["/dashboard/activity", (fresh: Page) => expect(row(fresh, V.caption, "March wages")).toHaveCount(2)],
  ] as const) {
    weights[path] = await scriptWeight(page, async (fresh) => {
      await fresh.goto(path);
      await ready(fresh);
    });
  }
  console.log(
    "JavaScript, KB gzipped:",
    Object.fromEntries(Object.entries(weights).map(([p, b]) => [p, +(b / 1024).toFixed(1)])),
  );
  expect(
    Object.values(weights).every((weight) => weight <= SCRIPT_BUDGET),
    JSON.stringify(weights),
  ).toBe(true);

  // A deposit that arrives while the activity is open: read again with a filter, it shows pending, then posted
  // without a reload (the page reads the rows again while one is pending).
  await page.goto("/dashboard/activity");
  await expect(page.getByRole("status").filter({ hasText: V.shown(3, false) })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const arriving = await page.request.post(MONEY_API_PATHS.sandboxDeposits(owner.business.id), {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { accountId: payrollId, amount: "40.00", method: "ach", from: { name: "Initech Refunds" } },
  });
  expect(arriving.status(), await arriving.text()).toBe(201);
  await page.getByLabel(V.direction).selectOption({ label: V.directions.in });
  const refund = row(page, V.caption, "Initech Refunds");
  await expect(refund).toContainText(X.statuses.pending);
  await expect(page.getByText(V.pendingNote)).toBeVisible();
  await expect(refund).toContainText(X.statuses.posted, { timeout: 15_000 });
  await expect(refund).toContainText("$290.00"); // Payroll's balance after it
  await expect(page.getByText(V.pendingNote)).toHaveCount(0);
  expect(await page.evaluate(() => "stillThisPage" in window)).toBe(true);

  // More than a page: the first 25, then the rest below them with Load more.
  for (let index = 1; index <= 22; index += 1) {
    const deposit = await page.request.post(MONEY_API_PATHS.sandboxDeposits(owner.business.id), {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: { accountId: walletId, amount: `${index}.5`, method: "usdc", from: { name: `Token sender ${index}` } },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
  }
  await page.goto("/dashboard/activity");
  await expect(page.getByRole("status").filter({ hasText: V.shown(25, true) })).toBeVisible();
  await page.getByRole("button", { name: V.loadMore }).click();
  await expect(page.getByRole("status").filter({ hasText: V.shown(26, false) })).toBeVisible();
  await expect(page.getByRole("button", { name: V.loadMore })).toHaveCount(0);
  await expect(page.getByRole("region", { name: V.caption })).toBeFocused();
  await expect(row(page, V.caption, "Globex Partners")).toHaveCount(1);

  // The filters come back from the page's address, and the export takes them: the one leg out, under the CSV's
  // header.
  await page.goto("/dashboard/activity?direction=out&q=wages");
  await expect(page.getByLabel(V.direction)).toHaveValue("out");
  await expect(page.getByLabel(V.search)).toHaveValue("wages");
  await expect(page.getByRole("status").filter({ hasText: V.shown(1, false) })).toBeVisible();
  const exportLink = page.getByRole("link", { name: V.exportCsv });
  await expect(exportLink).toHaveAttribute("href", /direction=out&?.*q=wages|q=wages&?.*direction=out/);
  const csv = await download(page, exportLink);
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/date/i);
  expect(lines[0]).toMatch(/amount/i);
  expect(lines[1]).toContain("-250.00");
  expect(lines[1]).toContain("March wages");

  // This month's statement of the checking account, as a PDF.
  await page.goto("/dashboard/accounts");
  const checkingCard = page.getByRole("article", { name: checkingName });
  await checkingCard.getByRole("button", { name: S.showOf(checkingName) }).click();
  const statements = checkingCard.getByRole("table", { name: S.caption(checkingName) });
  const month = statements.locator(`tr[data-month="${thisMonth()}"]`);
  await expect(month).toContainText("$1,000.00");
  const pdfLink = month.getByRole("link", { name: /^Download PDF/ });
  const pdfAnswer = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()["content-type"]).toContain("application/pdf");
  const pdf = await download(page, pdfLink);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.length).toBeGreaterThan(0);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page, "accounts with statements");
  await expectFitsPhoneAndDesktop(page, "accounts with statements");
  await shoot(page, "money-statements");

  await reviewer.context().close();
});
