// A business in the staff console against the real service: a reviewer approves an application, opens the
// applicant from it and finds the business they now own, then the business's page: the owner among its members, the
// approved application linked, and its opening on approval among its events. Axe over both; at a phone's width the
// page never scrolls sideways.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  ADMIN_BUSINESS_TEXTS as B,
  ADMIN_TEXTS as T,
  APPLICATION_STATUS_LABELS,
  REVIEW_MESSAGES,
  SIGNIN_TEXTS,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  fillCredentials,
  openSignIn,
  signInThroughApi,
  toast,
  totpCode,
  type TestAccount,
} from "../support/accounts.ts";
import { seedSubmittedApplication } from "../support/applications.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { grantStaffWithCommand } from "../support/staff.ts";

/** A staff member made with the server's CLI, with 2FA on, signed in through the form with their code. */
async function signInAsStaff(
  page: Page,
  request: APIRequestContext,
  names: Partial<TestAccount>,
  ...permissions: string[]
): Promise<TestAccount> {
  const staff = await createAccount(request, names);
  await signInThroughApi(request, staff);
  const secret = await enableTwoFactorThroughApi(request, -1);
  await grantStaffWithCommand(staff.email, ...permissions);
  await openSignIn(page);
  await fillCredentials(page, staff);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(secret));
  await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
  await page.waitForURL("**/dashboard");
  return staff;
}

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
