// Invoices against the real service: an approved owner (signed in with their second factor) makes an invoice on the
// page (lines added, the total computed live and exactly), sends it (the customer is mailed, once), pays it with the
// page's sandbox deposit carrying its number, and sees it paid, also under the Paid filter. The page: axe, no
// sideways scroll at 390 and 1280 px, at most 100 KB of JavaScript gzipped.
import { expect, test } from "@playwright/test";
import { INVOICES_PAGE_TEXTS as T } from "@bank/contracts";
import { toast } from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { expectFitsPhoneAndDesktop } from "../support/money.ts";
import { subjectsMailedTo } from "../support/outbox.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";
import { approvedOwner, reviewerPage, scriptWeight, signInWithCode } from "../support/workspace.ts";

test("an invoice is sent and paid by a sandbox deposit", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Invoice Flow ${Date.now().toString(36)} LLC`, {
    firstName: "Ada",
    lastName: "Lovelace",
  });
  await signInWithCode(page, owner.account, owner.secret);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/dashboard/invoices");
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  await expect(page.getByText(T.emptyCanCreate)).toBeVisible();

  // A new invoice: two lines, the total shown as they are typed, exact.
  await page.getByRole("button", { name: T.newButton }).click();
  const customer = `billing.${Date.now().toString(36)}@customer.example`;
  await page.getByLabel(T.customerName).fill("Globex Corporation");
  await page.getByLabel(T.customerEmail).fill(customer);
  const line = (index: number) => page.getByRole("group", { name: T.lineLabel(index) });
  await line(1).getByLabel(T.lineDescription).fill("Consulting, November");
  await line(1).getByLabel(T.quantity).fill("2.5");
  await line(1).getByLabel(T.unitPrice("USD")).fill("400");
  await expect(page.getByTestId("invoice-total")).toHaveText("$1,000.00");
  await page.getByRole("button", { name: T.addLine }).click();
  await line(2).getByLabel(T.lineDescription).fill("Widgets");
  await line(2).getByLabel(T.quantity).fill("3");
  await line(2).getByLabel(T.unitPrice("USD")).fill("19.99");
  await expect(line(2).getByTestId("line-amount")).toHaveText("$59.97");
  await expect(page.getByTestId("invoice-total")).toHaveText("$1,059.97");
  await shoot(page, "invoice-form");
  await expectNoAxeViolations(page, "the new invoice form");
  await expectFitsPhoneAndDesktop(page, "the new invoice form");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: T.create }).click();
  await expect(toast(page)).toContainText(T.created("INV-0001"));

  const invoice = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "INV-0001" }) });
  await expect(invoice.getByTestId("invoice-status")).toHaveText(T.statuses.draft);
  await expect(invoice.getByTestId("invoice-left")).toHaveText("$1,059.97");
  await expect(invoice.getByRole("link", { name: T.pdf("INV-0001") })).toBeVisible();

  // Sent: the customer is mailed once.
  await invoice.getByRole("button", { name: T.send, exact: true }).click();
  await expect(invoice.getByTestId("invoice-status")).toHaveText(T.statuses.sent);
  await expect.poll(() => subjectsMailedTo(customer).filter((subject) => subject.includes("INV-0001"))).toHaveLength(1);
  await expectNoAxeViolations(page, "invoices with a sent one");
  await expectFitsPhoneAndDesktop(page, "invoices with a sent one");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "invoices-sent");

  // Paid by the sandbox's deposit carrying INV-0001: once it posts, the invoice says so.
  await invoice.getByRole("button", { name: T.sandboxPay }).click();
  await expect(toast(page)).toContainText(T.sandboxPaid("INV-0001"));
  await expect(invoice.getByTestId("invoice-status")).toHaveText(T.statuses.paid, { timeout: 15_000 });
  await expect(invoice.getByTestId("invoice-left")).toHaveText(T.paidInFull);
  await page.getByRole("button", { name: T.statuses.paid, exact: true }).click();
  await expect(page.getByTestId("invoice-list").getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: T.statuses.draft, exact: true }).click();
  await expect(page.getByText(T.emptyCanCreate)).toBeVisible();
  await shoot(page, "invoices-paid");

  const bytes = await scriptWeight(page, async (fresh) => {
    await fresh.goto("/dashboard/invoices");
    await expect(fresh.getByTestId("invoice-list")).toBeVisible();
  });
  test
    .info()
    .annotations.push({ type: "/dashboard/invoices: JavaScript, KB gzipped", description: (bytes / 1024).toFixed(1) });
  expect(bytes).toBeLessThanOrEqual(SCRIPT_BUDGET);
  test
    .info()
    .annotations.push({ type: "invoices.spec: seconds", description: ((Date.now() - started) / 1000).toFixed(1) });
  console.log(`invoices.spec: ${((Date.now() - started) / 1000).toFixed(1)} s, page JavaScript ${bytes} bytes gzipped`);
});
