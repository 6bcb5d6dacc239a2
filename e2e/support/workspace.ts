// Businesses for the workspace's specs, made as the bank makes them: a customer applies through the API (see
// applications.ts), a reviewer approves the application in the staff console, and the applicant, now the owner,
// turns two-factor on (an owner holds every permission, which needs a second factor) and signs in with it. Members
// join by the owner's invitation, as the team page sends one.
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import {
  ADMIN_TEXTS,
  APPLICATION_STATUS_LABELS,
  SECOND_FACTOR_PERMISSIONS,
  WORKSPACE_API_PATHS,
  type BusinessSummary,
  type MemberPermission,
} from "@bank/contracts";
import {
  createAccount,
  customerAddress,
  enableTwoFactorThroughApi,
  signInThroughApi,
  signInToDashboard,
  totpCode,
  type TestAccount,
} from "./accounts.ts";
import { seedSubmittedApplication } from "./applications.ts";
import { mailedLink } from "./outbox.ts";
import { scriptBytesGzipped } from "./page-weight.ts";
import { grantStaffWithCommand } from "./staff.ts";

/**
 * Signs in with the password and the authenticator code `stepsAhead` steps from now, through the API (the form is
 * signin.spec's subject and costs the browser two page loads more), and opens the dashboard once it has confirmed
 * the session.
 */
export async function signInWithCode(page: Page, account: TestAccount, secret: string, stepsAhead = 0): Promise<void> {
  await signInToDashboard(page, account, totpCode(secret, stepsAhead));
}

/** A reviewer with approve and 2FA, made with the server's command, signed in to the console in a browser of their own. */
export async function reviewerPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const reviewer = await createAccount(request, { firstName: "Mary", lastName: "Jackson" });
  await signInThroughApi(request, reviewer);
  const secret = await enableTwoFactorThroughApi(request, -1);
  await grantStaffWithCommand(reviewer.email, "approve");
  const page = await (await browser.newContext()).newPage();
  await signInWithCode(page, reviewer, secret);
  return page;
}

/** The reviewer opens the application in the console and approves it. */
export async function approveInConsole(reviewer: Page, applicationId: string, legalName: string): Promise<void> {
  await reviewer.goto(`/admin/applications?id=${encodeURIComponent(applicationId)}`);
  await expect(reviewer.getByRole("heading", { level: 2, name: legalName })).toBeFocused();
  await reviewer.getByRole("radio", { name: new RegExp(ADMIN_TEXTS.decisionChoices.approve) }).check();
  await reviewer.getByRole("button", { name: ADMIN_TEXTS.decisionSubmit.approve }).click();
  // Approving asks once more, in a dialog naming the business.
  await reviewer.getByRole("dialog").getByRole("button", { name: ADMIN_TEXTS.confirmDo.approve }).click();
  await expect(reviewer.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.approved);
}

export interface Owner {
  account: TestAccount;
  /** The authenticator's secret; the step before now turned it on, so now's step and later ones are free. */
  secret: string;
  business: BusinessSummary;
  legalName: string;
}

/** A customer whose application the reviewer approves in the console, with 2FA on: the owner of a new business. */
export async function approvedOwner(
  baseURL: string,
  reviewer: Page,
  legalName: string,
  names: Partial<TestAccount>,
): Promise<Owner> {
  const { applicant, application } = await seedSubmittedApplication(baseURL, legalName, names);
  try {
    await approveInConsole(reviewer, application.id, legalName);
    const secret = await enableTwoFactorThroughApi(applicant.api, -1);
    const answer = await applicant.api.get(WORKSPACE_API_PATHS.businesses);
    expect(answer.status(), await answer.text()).toBe(200);
    const { businesses } = (await answer.json()) as { businesses: BusinessSummary[] };
    const business = businesses.find((each) => each.legalName === legalName);
    expect(business, JSON.stringify(businesses)).toBeTruthy();
    expect(business!.owner).toBe(true);
    return { account: applicant.account, secret, business: business!, legalName };
  } finally {
    await applicant.api.dispose();
  }
}

/** A fresh browser of its own for a second person, from a client address of their own (sign-ups are capped per address). */
export async function personsBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": customerAddress() } });
  return context.newPage();
}

export interface Member {
  /** Signed in, in a browser of their own. */
  page: Page;
  account: TestAccount;
  /** The authenticator's secret when the permissions need a second factor (pay, approve, manage). */
  secret?: string;
}

/**
 * A colleague who joins the business with `permissions`: the owner's signed-in page invites them through the API
 * (its proof must be under 10 minutes old), and they sign up, sign in in a browser of their own and accept the
 * mailed link's token. With pay, approve or manage they first turn two-factor on and sign in with it, as the service
 * asks of whoever acts with those.
 */
export async function joinedMember(
  browser: Browser,
  owner: Page,
  businessId: string,
  permissions: MemberPermission[],
  names: Partial<TestAccount>,
): Promise<Member> {
  const page = await personsBrowser(browser);
  const account = await createAccount(page.request, names);
  const invited = await owner.request.post(WORKSPACE_API_PATHS.invitations(businessId), {
    data: { email: account.email, permissions },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await mailedLink(account.email, "/invitations"), "http://localhost").searchParams.get("token");
  await signInThroughApi(page.request, account);
  let secret: string | undefined;
  if (permissions.some((permission) => SECOND_FACTOR_PERMISSIONS.includes(permission))) {
    secret = await enableTwoFactorThroughApi(page.request, -1);
    await signInThroughApi(page.request, account, totpCode(secret));
  }
  const accepted = await page.request.post(WORKSPACE_API_PATHS.invitationAccept, { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { page, account, ...(secret ? { secret } : {}) };
}

/** The JavaScript a page loads, gzipped, opened by `open` in a page of its own (support/page-weight.ts). */
export function scriptWeight(page: Page, open: (fresh: Page) => Promise<void>): Promise<number> {
  return scriptBytesGzipped(page.context(), open);
}

/** Whether the page is wider than the window (sideways scroll). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
