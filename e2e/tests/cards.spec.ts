// Cards against the real service, on a business made as the bank makes one (applied through the API, approved in
// the staff console) and funded with a sandbox wire: its owner issues a virtual card to a view-only member from the
// cards page; the member reveals its number, asked for a second factor in place first; a sandbox purchase is approved
// and its hold shows in the activity with the merchant; the member freezes the card and the next purchase is declined
// with the reason. The page is axe-clean, fits 390 and 1280 px, and keeps to 100 KB of JavaScript gzipped.
import { expect, test, type Page } from "@playwright/test";
import {
  ACTIVITY_PAGE_TEXTS as V,
  CARD_DECLINE_WORDS,
  CARDS_PAGE_TEXTS as T,
  SECOND_FACTOR_TEXTS,
  TRANSACTION_TEXTS as X,
} from "@bank/contracts";
import { enableTwoFactorThroughApi, toast, totpCode } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { accountNamed, depositAndWait } from "../support/crypto.ts";
import { expectFitsPhoneAndDesktop } from "../support/money.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";
import { approvedOwner, joinedMember, reviewerPage, scriptWeight, signInWithCode } from "../support/workspace.ts";

const CARD = "Design tools";

async function checkState(page: Page, what: string): Promise<void> {
  await expectNoAxeViolations(page, what);
  await expectFitsPhoneAndDesktop(page, what);
  await shoot(page, `cards-${what.replaceAll(/[^a-z0-9]+/gi, "-").toLowerCase()}`);
}

async function purchase(page: Page, merchant: string, amount: string): Promise<void> {
  const card = page.getByRole("article", { name: CARD });
  await card.getByRole("button", { name: T.purchaseOf(CARD) }).click();
  const form = card.locator('[data-form="sandbox-purchase"]');
  await expect(form.getByText("Sandbox", { exact: true })).toBeVisible();
  await form.getByLabel(T.merchant).fill(merchant);
  await form.getByLabel(T.category).selectOption("software");
  await form.getByLabel(T.amount).fill(amount);
  await form.getByRole("button", { name: T.purchaseSubmit }).click();
}

test("a manager issues a card to a member; the member reveals it after step-up; a sandbox purchase shows in the activity; the member freezes it and the next purchase is declined", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  // The business, funded, with a view-only member who then turns on an authenticator app (API shortcuts).
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Cards ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  await reviewer.context().close();
  const ownerPage = await (await browser.newContext()).newPage();
  await signInWithCode(ownerPage, owner.account, owner.secret);
  const businessId = owner.business.id;
  const checking = await accountNamed(ownerPage, businessId, "Checking");
  const [member] = await Promise.all([
    joinedMember(browser, ownerPage, businessId, ["view"], { firstName: "Vera", lastName: "Rubin" }),
    depositAndWait(ownerPage, businessId, checking, "1000.00", "wire"),
  ]);
  // Its session proved the password alone: revealing the card will ask for the new factor.
  const memberSecret = await enableTwoFactorThroughApi(member.page.request, -1);

  // The owner issues the card from the cards page.
  await ownerPage.goto("/dashboard/cards");
  await expect(ownerPage.getByTestId("no-cards")).toHaveText(T.noneManager);
  await ownerPage.getByRole("button", { name: T.issueOpen }).click();
  await expect(ownerPage.getByLabel(T.holder)).toBeFocused();
  await ownerPage.getByLabel(T.holder).selectOption({ label: `Vera Rubin (${member.account.email})` });
  await ownerPage.getByLabel(T.cardName).fill(CARD);
  // A limit over 50,000.00 is caught beside its field before anything is sent.
  await ownerPage.getByLabel(T.dailyLimit).fill("50000.01");
  await ownerPage.getByRole("button", { name: T.issueSubmit }).click();
  await expect(ownerPage.getByLabel(T.dailyLimit)).toBeFocused();
  await ownerPage.getByLabel(T.dailyLimit).fill("500");
  await ownerPage.getByRole("button", { name: T.issueSubmit }).click();
  await expect(toast(ownerPage)).toContainText(T.issuedDone(CARD, "Vera Rubin"));
  const issued = ownerPage.getByRole("article", { name: CARD });
  await expect(issued).toContainText(T.holderOf("Vera Rubin"));
  // A manager cannot see the number: only its holder can.
  await expect(issued.getByRole("button", { name: T.revealOf(CARD) })).toHaveCount(0);

  // The member sees their card, with nothing spent today.
  const page = member.page;
  await page.goto("/dashboard/cards");
  const card = page.getByRole("article", { name: CARD });
  await expect(card.getByTestId("spent-today")).toHaveText(T.spentOfLimit("$0.00", "$500.00"));
  await expect(card.getByTestId("card-status")).toHaveText(T.statuses.active);
  await checkState(page, "member's card");

  // The number, after the second factor asked for in place; hidden again on demand.
  await card.getByRole("button", { name: T.revealOf(CARD) }).click();
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toBeVisible();
  await page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(totpCode(memberSecret));
  await page.getByRole("button", { name: SECOND_FACTOR_TEXTS.confirm }).click();
  const number = card.getByTestId("card-number");
  await expect(number).toHaveText(/^4242 42\d{2} \d{4} \d{4}$/);
  const last4 = ((await number.textContent()) ?? "").slice(-4);
  await expect(card).toContainText(T.ending(last4));
  await expect(card.getByTestId("card-cvc")).toHaveText(/^\d{3}$/);
  await checkState(page, "card details shown");
  await card.getByRole("button", { name: T.hide }).click();
  await expect(card.getByTestId("card-number")).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(last4);

  // A sandbox purchase: approved, held, and in the activity with the merchant.
  await purchase(page, "Figma", "25.00");
  await expect(card.getByTestId("purchase-outcome")).toHaveText(T.approved("$25.00", "Figma"));
  await expect(card.getByTestId("spent-today")).toHaveText(T.spentOfLimit("$25.00", "$500.00"));
  await checkState(page, "sandbox purchase approved");
  await page.goto("/dashboard/activity");
  const row = page.getByRole("table", { name: V.caption }).getByRole("row").filter({ hasText: "Figma" });
  await expect(row).toContainText("-$25.00");
  await expect(row).toContainText(X.statuses.pending);

  // Frozen by the member: the next purchase is declined, with the reason.
  await page.goto("/dashboard/cards");
  await card.getByRole("button", { name: T.freezeOf(CARD) }).click();
  await expect(card.getByTestId("card-status")).toHaveText(T.statuses.frozen);
  await purchase(page, "GitHub", "10.00");
  await expect(card.getByTestId("purchase-outcome")).toHaveText(
    T.declined("$10.00", "GitHub", CARD_DECLINE_WORDS.cardFrozen),
  );
  await expect(card.getByTestId("spent-today")).toHaveText(T.spentOfLimit("$25.00", "$500.00"));

  // The page keeps the signed-in pages' JavaScript budget, as a fresh page loads it.
  const weight = await scriptWeight(page, async (fresh) => {
    await fresh.goto("/dashboard/cards");
    await expect(fresh.getByRole("article", { name: CARD })).toBeVisible();
  });
  console.log(`/dashboard/cards JavaScript: ${weight} bytes gzipped; cards.spec took ${Date.now() - started} ms`);
  expect(weight).toBeLessThanOrEqual(SCRIPT_BUDGET);
  await ownerPage.context().close();
  await page.context().close();
});
