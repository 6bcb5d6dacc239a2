// The staff console (/admin) against the real service: customers see no console, staff without 2FA are sent to
// settings, staff with manage and 2FA find a locked customer and unlock them (step-up in place), and the customer
// then signs in; axe over every page of the console.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS as T,
  API_PATHS,
  AUDIT_EVENT_WORDS,
  SECOND_FACTOR_TEXTS,
  SIGNIN_TEXTS,
  STEP_UP_TEXTS,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  fillCredentials,
  openSignIn,
  signInThroughApi,
  type TestAccount,
  toast,
  totpCode,
} from "../support/accounts.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { grantStaffWithCommand, lockAccountInDatabase } from "../support/staff.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";

const CONSOLE_PAGES = ["/admin", "/admin/customers", "/admin/applications", "/admin/audit", "/admin/staff"];

/** An account with 2FA on, turned on through the API; returns it and its secret. */
async function accountWithTwoFactor(
  request: APIRequestContext,
  names: Partial<TestAccount>,
): Promise<{ account: TestAccount; secret: string }> {
  const account = await createAccount(request, names);
  await signInThroughApi(request, account);
  // The step before now turns it on and now's signs in, so the next step is left for a step-up in the console.
  return { account, secret: await enableTwoFactorThroughApi(request, -1) };
}

/** Signs in through the form with now's code, the step after the one that turned 2FA on (each is taken once). */
async function signInWithCode(page: Page, account: TestAccount, secret: string): Promise<void> {
  await openSignIn(page);
  await fillCredentials(page, account);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await page.getByLabel(SIGNIN_TEXTS.codeLabel).fill(totpCode(secret));
  await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();
  await page.waitForURL("**/dashboard");
}

/** A staff member made with the server's CLI, with 2FA on, signed in through the form with their code. */
async function signInAsStaff(page: Page, request: APIRequestContext): Promise<{ staff: TestAccount; secret: string }> {
  const { account: staff, secret } = await accountWithTwoFactor(request, { firstName: "Grace", lastName: "Hopper" });
  expect(await grantStaffWithCommand(staff.email, "manage")).toContain("manage");
  await signInWithCode(page, staff, secret);
  return { staff, secret };
}

test("a customer opening the console sees only 'You do not have access'", async ({ page, request }) => {
  const customer = await createAccount(request);
  await signInThroughApi(page.request, customer);
  for (const path of CONSOLE_PAGES) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: ADMIN_MESSAGES.noAccess })).toBeVisible();
    await expect(main.getByRole("heading")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: T.navLabel })).toHaveCount(0);
    await expect(main.getByRole("table")).toHaveCount(0);
    await expect(main.getByRole("search")).toHaveCount(0);
    await expect(main.getByRole("textbox")).toHaveCount(0);
  }
  await expectNoAxeViolations(page, "no access");
});

test("the console's pages hold nothing of the console until the gate opens (the navigation waits inert in a template)", async ({
  request,
}) => {
  for (const path of CONSOLE_PAGES) {
    const html = await (await request.get(path)).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const rendered = main.replace(/<template[\s\S]*?<\/template>/g, "");
    expect(rendered, path).not.toMatch(/<h1|<h2|<nav|<table|<form|<input/);
    expect(rendered, path).toContain("<astro-island");
    for (const text of [T.navLabel, T.overviewTitle, T.searchLabel, T.auditCaption, T.staffCaption]) {
      expect(rendered, path).not.toContain(text);
    }
  }
});

test("a signed-out visitor opening the console is sent to sign in", async ({ page }) => {
  await page.goto("/admin/audit");
  await page.waitForURL("**/signin");
});

test("staff without 2FA opening /admin land on settings, told to turn it on", async ({ page, request }) => {
  const staff = await createAccount(request);
  await grantStaffWithCommand(staff.email, "view");
  await signInThroughApi(page.request, staff);
  await page.goto("/admin");
  await page.waitForURL("**/dashboard/settings");
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.twoFactorRequired);
});

test("staff with manage find a locked customer and unlock them, and the customer signs in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await createAccount(request, { firstName: "Alan", lastName: "Turing" });
  await lockAccountInDatabase(customer.email);
  const lockedOut = await request.post(API_PATHS.signIn, {
    data: { email: customer.email, password: customer.password },
  });
  expect(lockedOut.status(), "the locked customer cannot sign in").not.toBe(200);

  const { staff, secret } = await signInAsStaff(page, request);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: T.overviewTitle })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: T.navLabel }).getByRole("link", { name: "Overview" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: new RegExp(T.last24Hours) })).toBeVisible();
  // The figures are a table for screen readers all along, and on the screen on request.
  const figures = page.getByRole("table", { name: T.chartTableCaption(T.last24Hours) });
  await expect(figures.getByRole("row")).toHaveCount(25);
  await page.getByRole("button", { name: T.showTable }).first().click();
  await expect(figures).toBeVisible();
  await expectNoAxeViolations(page, "overview");
  await shoot(page, "admin-overview");

  await page.getByRole("link", { name: "Customers" }).click();
  await page.getByLabel(T.searchLabel).fill(customer.email);
  await page.getByRole("button", { name: T.search, exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(customer.email) });
  await expect(row.getByRole("cell").nth(2)).toHaveText(T.yes);
  await shoot(page, "admin-search");
  await row.getByRole("link", { name: "Alan Turing" }).click();
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]+/);
  const customerId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("heading", { level: 2, name: "Alan Turing" })).toBeFocused();
  await expect(page.getByTestId("lock-state")).toContainText("Locked");
  await expectNoAxeViolations(page, "customer detail");
  await shoot(page, "admin-customer");

  // A second-factor proof older than step-up allows: the unlock asks in place for the code (never the password),
  // then goes through.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  await ageSessionProofInDatabase(session!.value);
  await page.getByRole("button", { name: T.unlock, exact: true }).click();
  const reason = page.getByLabel(T.reasonLabel);
  await expect(reason).toBeFocused();
  await reason.fill("abc");
  await page.getByRole("button", { name: T.unlockDo }).click();
  await expect(reason).toHaveAccessibleDescription(ADMIN_MESSAGES.reasonRequired);
  await reason.fill("Customer called from the number on file; identity checked.");
  await page.getByRole("button", { name: T.unlockDo }).click();
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toBeVisible();
  const staffCode = page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel);
  await expect(staffCode).toBeFocused();
  await expect(page.getByLabel(STEP_UP_TEXTS.password, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "step-up in the console");
  await shoot(page, "admin-step-up");
  await staffCode.fill(totpCode(secret, 1));
  await page.getByRole("button", { name: SECOND_FACTOR_TEXTS.confirm }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.unlocked);
  await expect(page.getByTestId("lock-state")).toHaveText(T.notLocked);
  // No lock, no Unlock: the action that would change nothing is not offered.
  await expect(page.getByRole("button", { name: T.unlock, exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: T.endSession, exact: true })).toBeVisible();

  // Back closes the detail, and focus returns to the customer's row.
  await page.getByRole("button", { name: T.detailBack }).click();
  await expect(page).not.toHaveURL(/id=/);
  await expect(row.getByRole("link", { name: "Alan Turing" })).toBeFocused();

  const customerContext = await browser.newContext({ baseURL });
  try {
    await signInThroughApi(customerContext.request, customer);
  } finally {
    await customerContext.close();
  }

  await page.goto(`/admin/audit?type=staff_unlocked&userId=${customerId}`);
  const events = page.getByRole("table", { name: T.auditCaption });
  await expect(events.getByRole("row")).toHaveCount(2);
  await expect(events).toContainText(AUDIT_EVENT_WORDS.staff_unlocked);
  await expect(events).not.toContainText("staff_unlocked");
  await expect(events).toContainText(`Reason: “Customer called from the number on file; identity checked.”`);
  await expect(events).toContainText(staff.email);
  await expect(page.getByLabel(T.filterType, { exact: true })).toHaveValue("staff_unlocked");
  await expectNoAxeViolations(page, "audit log");
  await shoot(page, "admin-audit");

  await page.goto("/admin/staff");
  const staffRow = page.getByRole("row", { name: new RegExp(staff.email) });
  await expect(staffRow).toContainText("Manage");
  // Nobody changes their own permissions: their row says so and offers no button.
  await expect(staffRow).toContainText(T.ownPermissionsNote);
  await expect(staffRow.getByRole("button")).toHaveCount(0);
  // On a phone the table scrolls inside its frame; nothing of it (its hidden column header included) widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, "staff page");
  await shoot(page, "admin-staff");
});

test("a manager grants view from the staff page; the colleague sees customers but no action, and a 2FA reset is explained and done", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { account: colleague, secret } = await accountWithTwoFactor(request, {
    firstName: "Katherine",
    lastName: "Johnson",
  });
  await signInAsStaff(page, request);

  await page.goto("/admin/staff");
  await page.getByLabel(T.findByEmail).fill(colleague.email);
  await page.getByRole("button", { name: T.find, exact: true }).click();
  await page.getByRole("button", { name: T.chooseMember("Katherine Johnson", colleague.email) }).click();
  await expect(page.getByRole("checkbox", { name: /View/ })).toBeFocused();
  await page.getByRole("checkbox", { name: /View/ }).check();
  await page.getByLabel(T.reasonLabel).fill("Joins the support desk this week.");
  await page.getByRole("button", { name: T.savePermissions }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.staffUpdated);
  await expect(page.getByRole("row", { name: new RegExp(colleague.email) })).toContainText("View");

  const colleagueContext = await browser.newContext({ baseURL });
  try {
    const colleaguePage = await colleagueContext.newPage();
    await signInWithCode(colleaguePage, colleague, secret);
    await colleaguePage.goto(`/admin/customers?q=${encodeURIComponent(colleague.email)}`);
    await colleaguePage.getByRole("link", { name: "Katherine Johnson" }).click();
    await expect(colleaguePage.getByRole("heading", { level: 2, name: "Katherine Johnson" })).toBeFocused();
    await expect(colleaguePage.getByRole("heading", { name: T.actionsHeading })).toHaveCount(0);
    await expect(colleaguePage.getByRole("button", { name: T.unlock, exact: true })).toHaveCount(0);
    await colleaguePage.goto("/admin/staff");
    await expect(colleaguePage.getByRole("table", { name: T.staffCaption })).toBeVisible();
    await expect(colleaguePage.getByRole("heading", { name: T.addMember })).toHaveCount(0);
  } finally {
    await colleagueContext.close();
  }

  await page.goto(`/admin/customers?q=${encodeURIComponent(colleague.email)}`);
  await page.getByRole("link", { name: "Katherine Johnson" }).click();
  await page.getByRole("button", { name: T.resetTwoFactor, exact: true }).click();
  await expect(page.getByText(T.resetTwoFactorConfirm)).toBeVisible();
  await page.getByLabel(T.reasonLabel).fill("Lost phone and recovery codes; identity checked on a video call.");
  await page.getByRole("button", { name: T.resetTwoFactorDo }).click();
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.twoFactorReset);
  await expect(page.getByRole("definition").filter({ hasText: /^Off$/ })).toHaveCount(1);
  // Two-factor is off, so there is nothing left to reset: its button is gone and focus is on the customer's heading.
  await expect(page.getByRole("button", { name: T.resetTwoFactor, exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Katherine Johnson" })).toBeFocused();
});
