// A payment and its approval against the real service, on a business made as the bank makes one (applied through the
// API, approved in the staff console) and funded with a sandbox wire: a member who may pay makes a 15,000.00 USD ACH
// payment to a payee added on the way, checked on its review (no fee, the one approval the default rule asks); the
// member who may approve, who has a passkey (the DevTools virtual authenticator), is mailed, opens the mailed link,
// sees the amount and the payee, and approves with the passkey; the payment settles over the sandbox rails
// (SANDBOX_TIME_SCALE 0.1: about 3 s) without a reload; its creator is mailed at each step; the activity shows the hold,
// then the posting; the team page shows the rules. Every page and step is axe-clean, fits 390 and 1280 px, and keeps
// to 100 KB of JavaScript gzipped (the approval's step with its passkey code).
import { expect, test, type Page } from "@playwright/test";
import {
  ACTIVITY_PAGE_TEXTS as V,
  APPROVAL_RULES_TEXTS as R,
  PAYEE_FORM_TEXTS as P,
  PAYMENT_APPROVAL_TEXTS as A,
  PAYMENT_DETAIL_TEXTS as D,
  PAYMENT_FORM_TEXTS as F,
  PAYMENT_REVIEW_TEXTS as W,
  PAYMENT_STATUS_WORDS as S,
  PAYMENTS_LIST_TEXTS as L,
  TRANSACTION_TEXTS as X,
} from "@bank/contracts";
import { signInThroughApi, toast, totpCode } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { accountNamed, depositAndWait } from "../support/crypto.ts";
import { expectFitsPhoneAndDesktop } from "../support/money.ts";
import { mailedLink, subjectsMailedTo } from "../support/outbox.ts";
import { SCRIPT_BUDGET, scriptsFrom } from "../support/page-weight.ts";
import { addPasskeyThroughPage, withVirtualAuthenticator } from "../support/passkeys.ts";
import { approvedOwner, joinedMember, reviewerPage, scriptWeight } from "../support/workspace.ts";

const PAYEE = "Acme Supplies LLC";

/** Axe, 390 and 1280 px, and screenshots when SHOTS is set: a state a person reached. */
async function checkState(page: Page, what: string): Promise<void> {
  await expectNoAxeViolations(page, what);
  await expectFitsPhoneAndDesktop(page, what);
  await shoot(page, `payments-${what.replaceAll(/[^a-z0-9]+/gi, "-").toLowerCase()}`);
}

const activityRow = (page: Page) =>
  page
    .getByRole("table", { name: V.caption })
    .getByRole("row")
    .filter({ hasText: `ACH payment to ${PAYEE}` });

test("a member who may pay makes a 15,000.00 USD ACH payment to a new payee; an approver approves it with a passkey from the mailed link; it settles", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The business, funded, with a member who may pay and one who may approve (API shortcuts: none of this is the test).
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Payments ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  await reviewer.context().close();
  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(ownerPage.request, owner.account, totpCode(owner.secret));
  const businessId = owner.business.id;
  const checking = await accountNamed(ownerPage, businessId, "Checking");
  const [payer, approver] = await Promise.all([
    joinedMember(browser, ownerPage, businessId, ["view", "pay"], { firstName: "Paula", lastName: "Payne" }),
    joinedMember(browser, ownerPage, businessId, ["view", "approve"], { firstName: "Arthur", lastName: "Ashe" }),
    depositAndWait(ownerPage, businessId, checking, "20000.00", "wire"),
  ]);
  await withVirtualAuthenticator(approver.page);
  await approver.page.goto("/dashboard");
  await addPasskeyThroughPage(approver.page);
  const page = payer.page;
  const weights: Record<string, number> = {};

  // The list, empty: what to do next.
  await page.goto("/dashboard/payments");
  await expect(page.getByText(L.none)).toBeVisible();
  await checkState(page, "list empty");

  // A new payment: its payee added on the way, then its details.
  await page.getByRole("link", { name: L.newPayment }).click();
  await expect(page.getByLabel(F.payee)).toBeVisible();
  await checkState(page, "new payment");
  await page.getByRole("link", { name: F.addPayee }).click();
  await page.waitForURL("**/dashboard/payments/new?add-payee");
  await expect(page.getByLabel(P.name)).toBeFocused();
  await page.getByLabel(P.name).fill(PAYEE);
  await page.getByLabel(P.accountNumber).fill("000123456789");
  // A mistyped routing number is caught before anything is sent, beside its field.
  await page.getByLabel(P.routingNumber).fill("021000022");
  await page.getByRole("button", { name: P.save }).click();
  await expect(page.getByLabel(P.routingNumber)).toBeFocused();
  await expect(page.getByText(/valid 9-digit ABA routing number/)).toBeVisible();
  await checkState(page, "payee with a refused routing number");
  await page.getByLabel(P.routingNumber).fill("021000021");
  await page.getByRole("button", { name: P.save }).click();
  await page.waitForURL("**/dashboard/payments/new");
  await expect(toast(page)).toContainText(P.added(PAYEE));
  await expect(page.getByLabel(F.payee)).toHaveValue(/.+/);
  await expect(page.getByLabel(F.payee).locator("option:checked")).toHaveText(`${PAYEE} (ACH, ending 6789)`);
  await expect(page.getByLabel(F.amount)).toBeFocused();
  await page.getByLabel(F.amount).fill("15,000.00");
  await page.getByLabel(F.memo).fill("Invoice 1042");
  await page.getByRole("button", { name: F.review }).click();

  // The review: the amount, no fee, the total, the destination, and the one approval the default rule asks.
  await page.waitForURL("**/dashboard/payments/new?review");
  const review = page.getByTestId("payment-review");
  await expect(page.getByRole("heading", { level: 2, name: W.heading })).toBeVisible();
  await expect(review).toContainText("$15,000.00");
  await expect(review).toContainText(`${W.fee}$0.00`);
  await expect(review).toContainText(`${W.total}$15,000.00`);
  await expect(review).toContainText("ACH to checking account ending 6789, routing 021000021");
  await expect(review).toContainText(W.approvalsFromOthers(1));
  await checkState(page, "review");
  const draft = await page.evaluate(() => sessionStorage.getItem("paymentDraft"));
  await page.getByRole("button", { name: W.sendForApproval }).click();

  // Made: its page, waiting for the approval; the hold shows in the activity at once.
  await page.waitForURL(/\/dashboard\/payments\?payment=/);
  const paymentId = new URL(page.url()).searchParams.get("payment")!;
  await expect(toast(page)).toContainText(W.doneWaiting("$15,000.00", PAYEE));
  await expect(page.getByRole("heading", { level: 2, name: D.heading("$15,000.00", PAYEE) })).toBeVisible();
  await expect(page.locator(".payment-standing")).toContainText(D.standing.pending_approval(0, 1));
  // Its creator may cancel it while it waits; deciding it is for someone else.
  await expect(page.getByRole("link", { name: D.cancel })).toBeVisible();
  await expect(page.getByRole("link", { name: D.approve })).toHaveCount(0);
  await checkState(page, "payment waiting");
  await page.goto("/dashboard/activity");
  await expect(activityRow(page)).toContainText(X.statuses.pending);
  await expect(activityRow(page)).toContainText("-$15,000.00");

  // The approver's inbox holds it.
  const approving = approver.page;
  await approving.goto("/dashboard/payments");
  await expect(approving.getByText(L.inboxCount(1, false))).toBeVisible();
  await expect(approving.getByRole("table", { name: L.inboxCaption })).toContainText(PAYEE);

  // The approver is mailed; the link opens the payment, with what it pays and to whom.
  const link = await mailedLink(approver.account.email, "/dashboard/payments", { parameter: "payment" });
  expect(new URL(link, baseURL).searchParams.get("business")).toBe(businessId);
  await approving.goto(link);
  await expect(approving.getByRole("heading", { level: 2, name: D.heading("$15,000.00", PAYEE) })).toBeVisible();
  await expect(approving).toHaveURL(`/dashboard/payments?payment=${paymentId}`);
  await checkState(approving, "payment to approve");
  // The approval's step, with its passkey code, as a fresh page loads it (it asks for a challenge of its own).
  weights["approval with the passkey's code"] = await scriptWeight(approving, async (fresh) => {
    await fresh.goto(`/dashboard/payments?payment=${paymentId}&decision=approve`);
    await expect(fresh.getByRole("button", { name: A.withPasskey })).toBeEnabled();
  });
  const approvingTab = scriptsFrom(approving);
  await approving.getByRole("link", { name: D.approve }).click();
  const summary = approving.getByTestId("approval-summary");
  await expect(summary).toContainText("$15,000.00");
  await expect(summary).toContainText(PAYEE);
  await expect(summary).toContainText("ACH to checking account ending 6789, routing 021000021");
  // The decision comes first on its page, before the payment's terms.
  await expect(approving.getByRole("heading", { level: 3, name: A.heading })).toBeVisible();
  const withPasskey = approving.getByRole("button", { name: A.withPasskey });
  await expect(withPasskey).toBeEnabled();
  await checkState(approving, "approval");
  await withPasskey.click();
  await expect(approving.getByRole("status").filter({ hasText: A.approved("$15,000.00", PAYEE) })).toBeVisible();
  await expect(approving.getByRole("heading", { level: 2, name: D.heading("$15,000.00", PAYEE) })).toBeFocused();
  const approvals = approving.locator(".payment-approvals");
  await expect(approvals).toContainText(`Arthur Ashe`);
  await expect(approvals).toContainText(D.approvalMethods.passkey);
  // Settled over the sandbox rails, without a reload.
  await expect(approving.locator(".payment-standing")).toContainText(S.settled, { timeout: 20_000 });
  await expect(approving.getByRole("table", { name: D.timelineCaption })).toContainText(D.byBank);
  await checkState(approving, "payment settled");
  // The same tab through the approval and the first action's toast region, for the record (a page's first action
  // fetches that region on every signed-in page: start-account-chrome.ts).
  const approvalTab = await approvingTab();

  // Its creator is mailed that it was approved, then that it settled; the activity shows it posted.
  await expect
    .poll(() => subjectsMailedTo(payer.account.email).filter((subject) => subject.includes(PAYEE)))
    .toEqual([
      `Meridian Business: your payment to ${PAYEE} was fully approved`,
      `Meridian Business: your payment to ${PAYEE} settled`,
    ]);
  await page.goto("/dashboard/activity");
  await expect(activityRow(page)).toContainText(X.statuses.posted);
  await expect(activityRow(page)).toContainText("$5,000.00"); // the balance after it

  // The list: the payment, settled, with who made it; the approver's inbox is empty again.
  await page.goto("/dashboard/payments");
  const row = page.getByRole("table", { name: L.caption }).getByRole("row").filter({ hasText: PAYEE });
  await expect(row).toContainText(S.settled);
  await expect(row).toContainText("Paula Payne");
  await checkState(page, "list");
  await approving.goto("/dashboard/payments");
  await expect(approving.getByText(L.inboxEmpty)).toBeVisible();

  // The team page shows every member the approval rules.
  await page.goto("/dashboard/team");
  await expect(page.getByTestId("approval-rules")).toContainText(R.rule("$10,000.00", 1));
  await expect(page.getByRole("link", { name: R.change })).toHaveCount(0);
  await checkState(page, "team rules");

  // Each page and step keeps the signed-in pages' JavaScript budget, as a fresh page loads it.
  const measure = async (who: Page, name: string, path: string, ready: (fresh: Page) => Promise<void>) => {
    weights[name] = await scriptWeight(who, async (fresh) => {
      await fresh.goto(path);
      await ready(fresh);
    });
  };
  await measure(page, "list", "/dashboard/payments", (fresh) =>
    expect(fresh.getByRole("table", { name: L.caption })).toBeVisible(),
  );
  await measure(page, "new payment", "/dashboard/payments/new", (fresh) =>
    expect(fresh.getByLabel(F.amount)).toBeVisible(),
  );
  await measure(page, "payee step", "/dashboard/payments/new?add-payee", (fresh) =>
    expect(fresh.getByLabel(P.name)).toBeVisible(),
  );
  weights.review = await scriptWeight(page, async (fresh) => {
    await fresh.addInitScript((kept) => sessionStorage.setItem("paymentDraft", kept), draft!);
    await fresh.goto("/dashboard/payments/new?review");
    await expect(fresh.getByTestId("payment-review")).toBeVisible();
  });
  await measure(page, "payment", `/dashboard/payments?payment=${paymentId}`, (fresh) =>
    expect(fresh.locator(".payment-standing")).toContainText(S.settled),
  );
  await measure(page, "team", "/dashboard/team", (fresh) => expect(fresh.getByTestId("approval-rules")).toBeVisible());
  await measure(ownerPage, "approval rules form", "/dashboard/team/approval-rules", (fresh) =>
    expect(fresh.getByRole("button", { name: "Save rules" })).toBeVisible(),
  );
  console.log("JavaScript, bytes gzipped:", weights, "the approver's tab once approved:", approvalTab);
  expect(
    Object.values(weights).every((weight) => weight <= SCRIPT_BUDGET),
    JSON.stringify(weights),
  ).toBe(true);

  for (const each of [ownerPage, payer.page, approver.page]) await each.context().close();
});
