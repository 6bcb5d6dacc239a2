// A business in the staff console against the real service: a reviewer approves an application, opens the
// applicant from it and finds the business they now own, then the business's page: the owner among its members, the
// approved application linked, and its opening on approval among its events. Then its payments, read only: a
// payment made and approved through the API (with a code from a member who may approve), its details opened from
// its row down to what signed the approval, and the status filter's empty state. Axe over each; at a phone's width
// the page never scrolls sideways.
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN_BUSINESS_PAYMENTS_TEXTS as P,
  ADMIN_BUSINESS_TEXTS as B,
  ADMIN_TEXTS as T,
  APPLICATION_STATUS_LABELS,
  PAYEE_API_PATHS,
  PAYMENT_API_PATHS,
  REVIEW_MESSAGES,
} from "@bank/contracts";
import { signInThroughApi, toast, totpCode } from "../support/accounts.ts";
import { seedSubmittedApplication } from "../support/applications.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { accountNamed, depositAndWait } from "../support/crypto.ts";
import { signInAsStaffThroughForm as signInAsStaff } from "../support/staff.ts";
import { approvedOwner, joinedMember } from "../support/workspace.ts";

/** Nothing on the page is wider than the window: it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test("staff approve an application, find the business on the customer, and read its page", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const legalName = `Orbital Bakery ${Date.now().toString(36)} LLC`;
  const seeded = await seedSubmittedApplication(baseURL!, legalName, { firstName: "Mae", lastName: "Jemison" });
  try {
    await signInAsStaff(page, request, { firstName: "Edith", lastName: "Clarke" }, "view", "approve");

    // Approved in the console: the business opens with the applicant as its owner.
    await page.goto(`/admin/applications?id=${encodeURIComponent(seeded.application.id)}`);
    await expect(page.getByRole("heading", { level: 2, name: legalName })).toBeFocused();
    await page.getByRole("radio", { name: new RegExp(T.decisionChoices.approve) }).check();
    await page.getByRole("button", { name: T.decisionSubmit.approve }).click();
    await page.getByRole("dialog").getByRole("button", { name: T.confirmDo.approve }).click();
    await expect(toast(page)).toContainText(REVIEW_MESSAGES.decided.approve);
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.approved);

    // The applicant's detail lists the business, with their role.
    await page.getByTestId("application-detail").getByRole("link", { name: "Mae Jemison" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Mae Jemison" })).toBeVisible();
    const businesses = page.getByRole("region", { name: T.businessesCaption });
    const row = businesses.getByRole("row", { name: new RegExp(legalName) });
    await expect(row).toContainText(B.ownerRole);
    await expect(row).toContainText("View, pay, approve and manage");
    await expectNoAxeViolations(page, "customer detail with businesses");
    await shoot(page, "admin-customer-businesses");

    // The business's page: the owner among its members, the application, and its opening among its events.
    await row.getByRole("link", { name: legalName }).click();
    await expect(page).toHaveURL(/\/admin\/business\?id=/);
    await expect(page.getByRole("heading", { level: 1, name: B.pageTitle })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: legalName })).toBeVisible();
    const members = page.getByRole("region", { name: B.membersCaption });
    const owner = members.getByRole("row", { name: /Mae Jemison/ });
    await expect(owner).toContainText(B.ownerRole);
    await expect(owner).toContainText(seeded.applicant.account.email);
    await expect(owner).toContainText("View, pay, approve and manage");
    await expect(page.getByTestId("business-application-status")).toHaveText(APPLICATION_STATUS_LABELS.approved);
    await expect(page.getByRole("link", { name: B.applicationLink })).toHaveAttribute(
      "href",
      `/admin/applications?status=approved&id=${seeded.application.id}`,
    );
    await expect(page.getByText(B.noInvitations)).toBeVisible();
    const events = page.getByRole("region", { name: B.eventsCaption });
    const opened = events.getByRole("row", { name: new RegExp(B.eventNames.business_created!) });
    await expect(opened).toContainText("business_created");
    await expect(opened).toContainText("Mae Jemison");
    await expect(opened).toContainText(seeded.application.id);
    await expectNoAxeViolations(page, "business page");
    await shoot(page, "admin-business");

    // At a phone's width every column is on screen and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(owner).toBeVisible();
    await expectNoSidewaysScroll(page, "business page at 390 px");
    await expectNoAxeViolations(page, "business page at 390 px");

    // The application's link opens it in the applications view.
    await page.getByRole("link", { name: B.applicationLink }).click();
    await expect(page.getByRole("heading", { level: 2, name: legalName })).toBeFocused();
  } finally {
    await seeded.applicant.api.dispose();
  }
});

test("staff read a business's payment with what signed its approval", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page, request, { firstName: "Joan", lastName: "Clarke" }, "view", "approve");
  const owner = await approvedOwner(baseURL!, page, `Ledger Works ${Date.now().toString(36)} LLC`, {
    firstName: "Ada",
    lastName: "Byron",
  });
  const businessId = owner.business.id;
  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughApi(ownerPage.request, owner.account, totpCode(owner.secret));
  const checking = await accountNamed(ownerPage, businessId, "Checking");
  // The owner pays; another member approves (nobody approves their own payment), with a code of their own.
  const [approver] = await Promise.all([
    joinedMember(browser, ownerPage, businessId, ["view", "approve"], { firstName: "Alan", lastName: "Turing" }),
    depositAndWait(ownerPage, businessId, checking, "20000.00", "wire"),
  ]);
  const payee = await ownerPage.request.post(PAYEE_API_PATHS.payees(businessId), {
    data: {
      name: "Acme Supplies LLC",
      method: "ach",
      accountNumber: "000123456789",
      routingNumber: "021000021",
      accountType: "checking",
    },
  });
  expect(payee.status(), await payee.text()).toBe(201);
  const made = await ownerPage.request.post(PAYMENT_API_PATHS.payments(businessId), {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      fromAccountId: checking.id,
      payeeId: (await payee.json()).payee.id,
      amount: "10000.00",
      memo: "Invoice 1042",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const payment = (await made.json()).payment as { id: string; status: string };
  expect(payment.status).toBe("pending_approval");
  // The approver signed in with this step's code, so the next step's signs the approval.
  const approved = await approver.page.request.post(PAYMENT_API_PATHS.approve(businessId, payment.id), {
    data: { code: totpCode(approver.secret!, 1) },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The business's page lists the payment, newest first, with its approvals counted.
  await page.goto(`/admin/business?id=${encodeURIComponent(businessId)}`);
  const payments = page.getByRole("region", { name: P.caption });
  const row = payments.getByRole("row", { name: /Acme Supplies LLC/ });
  await expect(row).toContainText("$10,000.00");
  await expect(row).toContainText(P.approvalsGiven(1, 1));
  await expect(page.getByText(P.shown(1, false))).toBeVisible();

  // Its details open under its row: the terms, the timeline, and the approval with the code's step and binding.
  const details = row.getByRole("button", { name: `${P.details}${P.detailsOf("$10,000.00", "Acme Supplies LLC")}` });
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await details.click();
  await expect(details).toHaveAttribute("aria-expanded", "true");
  const detail = page.locator(`[id="${await details.getAttribute("aria-controls")}"]`);
  await expect(
    detail.getByRole("heading", { level: 4, name: P.detailHeading("$10,000.00", "Acme Supplies LLC") }),
  ).toBeVisible();
  await expect(detail).toContainText("Invoice 1042");
  const timeline = detail.getByRole("list", { name: P.timelineHeading });
  await expect(timeline.getByRole("listitem").first()).toContainText(`${P.statusNames.pending_approval}`);
  await expect(timeline.getByRole("listitem").first()).toContainText(P.byWhom("Ada Byron"));
  await expect(timeline).toContainText(P.byWhom("Alan Turing"));
  const approval = detail.getByRole("list", { name: P.approvalsHeading }).getByRole("listitem");
  await expect(approval).toContainText(`${P.approvedBy} Alan Turing`);
  await expect(approval).toContainText(P.factorNames.code);
  await expect(approval.getByRole("definition").filter({ hasText: /^[0-9a-f]{64}$/ })).toBeVisible();
  await expect(approval.getByRole("definition").filter({ hasText: /^\d{8}$/ })).toBeVisible();
  await expectNoAxeViolations(page, "business page with a payment's details");
  await shoot(page, "admin-business-payments");

  // At a phone's width the payment is a card, its details under it, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(approval).toBeVisible();
  await expectNoSidewaysScroll(page, "business page with a payment's details at 390 px");
  await expectNoAxeViolations(page, "business page with a payment's details at 390 px");
  await details.click();
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(approval).toHaveCount(0);

  // The status filter: none rejected, then all again.
  const filter = page.getByRole("form", { name: P.filters });
  await filter.getByLabel(P.statusFilter).selectOption({ label: P.statusNames.rejected });
  await filter.getByRole("button", { name: P.show }).click();
  await expect(page.getByText(P.noneWithStatus(P.statusNames.rejected))).toBeVisible();
  await expect(payments).toHaveCount(0);
  await filter.getByLabel(P.statusFilter).selectOption({ label: P.allStatuses });
  await filter.getByRole("button", { name: P.show }).click();
  await expect(row).toBeVisible();
  await ownerPage.context().close();
  await approver.page.context().close();
});
