// A business's team against the real service, the business made as the bank makes one (applied through the API,
// approved in the staff console): the owner invites a colleague with view and pay from /dashboard/team, answering
// the second-factor prompt in place; the colleague opens the mailed link signed out, signs up from it, verifies the
// address from the mail, signs in, is led back to the invitation and accepts; the owner narrows them to view (their
// pay route is then refused) and removes them (their next request is answered 404). Then the invitation's edge cases
// through the page (a revoked link, another signed-in address) and a person in two businesses switching between them.
import { expect, test, type Page } from "@playwright/test";
import {
  INVITATION_TEXTS as I,
  PAYEE_API_PATHS,
  SECOND_FACTOR_TEXTS,
  TEAM_TEXTS as T,
  WORKSPACE_API_PATHS,
  WORKSPACE_MESSAGES,
  type BusinessSummary,
} from "@bank/contracts";
import {
  enableTwoFactorThroughApi,
  fillSignUpForm,
  newAccount,
  openSignUp,
  signInThroughApi,
  toast,
  totpCode,
} from "../support/accounts.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";
import { mailedLink } from "../support/outbox.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import {
  approvedOwner,
  personsBrowser,
  reviewerPage,
  scriptWeight,
  scrollsSideways,
  signInWithCode,
} from "../support/workspace.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";

/** A payee as the pay route takes one. */
const PAYEE = {
  name: "Acme",
  method: "ach",
  accountNumber: "000123456789",
  routingNumber: "021000021",
  accountType: "checking",
  bankName: "Test Bank",
};

const memberRow = (page: Page, name: string) =>
  page.getByRole("table", { name: T.membersCaption }).getByRole("row", { name: new RegExp(name) });

/** Invites `email` from the open team page with the permissions named beside view. */
async function invite(page: Page, email: string, ...permissions: string[]): Promise<void> {
  const open = page.getByRole("button", { name: T.inviteOpen });
  if (await open.isVisible()) await open.click();
  await page.getByLabel(T.inviteEmail).fill(email);
  for (const permission of permissions)
    await page.getByRole("checkbox", { name: new RegExp(`^${permission}:`) }).check();
  await page.getByRole("button", { name: T.invite }).click();
}

async function openTeam(page: Page, businessName: string): Promise<void> {
  await page.goto("/dashboard/team");
  await expect(page.getByTestId("team-business")).toHaveText(T.lead(businessName));
}

test("an owner invites a colleague who signs up from the link and joins; the owner narrows them to view, then removes them", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Team Flow ${tag} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  const businessName = owner.legalName;

  await signInWithCode(page, owner.account, owner.secret);

  // The team: the owner alone, with every permission and two-factor on.
  await openTeam(page, businessName);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  const ownerRow = memberRow(page, "Grace Hopper");
  await expect(ownerRow).toContainText(owner.account.email);
  await expect(ownerRow).toContainText(T.ownerWords);
  await expect(ownerRow).toContainText(T.twoFactorOn);
  // Nobody is offered a change of their own permissions; the only owner is not offered to leave.
  await expect(page.getByRole("button", { name: /Change permissions of/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: T.leave })).toHaveCount(0);
  await expect(page.getByText(T.lastOwnerNote)).toBeVisible();
  await expect(page.getByText(T.noInvitations)).toBeVisible();
  // The invite form opens in place, each permission saying what it allows.
  await page.getByRole("button", { name: T.inviteOpen }).click();
  await expect(page.getByLabel(T.inviteEmail)).toBeFocused();
  await expect(page.getByRole("checkbox", { name: /^Pay: add payees, send payments/ })).toBeVisible();

  // Inviting with a proof over 10 minutes old: the second factor is asked for in place, then the invitation goes.
  const colleague = newAccount({ firstName: "Katherine", lastName: "Johnson" });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  await ageSessionProofInDatabase(session!.value);
  await invite(page, colleague.email, "Pay");
  await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toBeVisible();
  await page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(totpCode(owner.secret, 1));
  await page.getByRole("button", { name: SECOND_FACTOR_TEXTS.confirm }).click();
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.invitationSent);
  const invitations = page.getByRole("table", { name: T.invitationsCaption });
  const invited = invitations.getByRole("row", { name: new RegExp(colleague.email) });
  await expect(invited).toContainText("View and pay");
  await expect(invited).toContainText("Grace Hopper");
  await expect(page.getByLabel(T.inviteEmail)).toHaveValue("");
  await expectNoAxeViolations(page, "team with an invitation");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await scrollsSideways(page), `team at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await shoot(page, "team-owner");

  // The colleague opens the mailed link signed out, in a browser of their own.
  const link = await mailedLink(colleague.email, "/invitations");
  const other = await personsBrowser(browser);
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1, name: I.heading })).toBeVisible();
  await expect(other.getByTestId("invitation-lead")).toHaveText(I.lead("Grace Hopper", businessName));
  await expect(other.getByText(/^Pay: add payees/)).toBeVisible();
  await expect(other.getByText(colleague.email)).toHaveCount(0);
  // The token leaves the address bar (it is kept in this browser instead).
  await expect(other).toHaveURL(/\/invitations$/);
  await expectNoAxeViolations(other, "invitation signed out");
  await shoot(other, "invitation-signed-out");

  // Sign-up from the link, the address verified from the mail, then sign-in: led back to the invitation.
  await other.getByRole("link", { name: I.createAccount }).click();
  await other.waitForURL("**/signup");
  await openSignUp(other);
  await fillSignUpForm(other, colleague);
  await other.getByRole("button", { name: "Create Account" }).click();
  await other.waitForURL("**/signin");
  await other.goto(await mailedLink(colleague.email, "/email-verification"));
  await expect(other.getByRole("heading", { level: 1, name: "Email address verified" })).toBeVisible();
  await signInThroughApi(other.request, colleague);
  await other.goto("/dashboard/team");
  await expect(other.getByText(T.noBusiness)).toBeVisible();
  // This browser kept the link: the invitation's page shows it again without the token in the address.
  // (The overview's "Review and accept" notice, PendingInvitationNotice, is mounted with the app frame.)
  await other.goto("/invitations");
  await expect(other.getByTestId("invitation-lead")).toHaveText(I.lead("Grace Hopper", businessName));
  await expectNoAxeViolations(other, "invitation signed in");
  await shoot(other, "invitation-signed-in");
  await other.getByRole("button", { name: I.accept }).click();
  await other.waitForURL("**/dashboard");
  const joined = (await (await other.request.get(WORKSPACE_API_PATHS.businesses)).json()) as {
    businesses: BusinessSummary[];
  };
  expect(joined.businesses).toEqual([
    expect.objectContaining({ id: owner.business.id, permissions: ["view", "pay"], owner: false }),
  ]);
  expect(
    await other.evaluate(() => [localStorage.getItem("currentBusinessId"), localStorage.getItem("pendingInvitation")]),
  ).toEqual([owner.business.id, null]);

  // With pay, the colleague acts only from a session that proved a second factor: they turn one on and use it.
  const colleagueSecret = await enableTwoFactorThroughApi(other.request, -1);
  await signInThroughApi(other.request, colleague, totpCode(colleagueSecret));
  const payees = PAYEE_API_PATHS.payees(owner.business.id);
  const paid = await other.request.post(payees, { data: PAYEE });
  expect(paid.status(), await paid.text()).toBe(201);

  // The owner narrows them to view (the proof is fresh now: no prompt).
  await openTeam(page, businessName);
  await memberRow(page, "Katherine Johnson")
    .getByRole("button", { name: T.changePermissionsOf("Katherine Johnson") })
    .click();
  await expect(page.getByRole("group", { name: T.permissionsLegend("Katherine Johnson") })).toBeVisible();
  await page
    .getByRole("group", { name: T.permissionsLegend("Katherine Johnson") })
    .getByRole("checkbox", { name: /^Pay:/ })
    .uncheck();
  await page.getByRole("button", { name: T.save }).click();
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.memberUpdated);
  await expect(memberRow(page, "Katherine Johnson").getByRole("cell", { name: "View", exact: true })).toBeVisible();
  await expect(
    memberRow(page, "Katherine Johnson").getByRole("button", { name: T.changePermissionsOf("Katherine Johnson") }),
  ).toBeFocused();

  // Their pay route is refused now; the team they see is read-only (no invitations, no invite form, no changes).
  const refused = await other.request.post(payees, { data: { ...PAYEE, name: "Acme Two" } });
  expect(refused.status(), await refused.text()).toBe(403);
  await other.goto("/dashboard/team");
  await expect(memberRow(other, "Grace Hopper")).toContainText(T.ownerWords);
  await expect(other.getByText(T.readOnly)).toBeVisible();
  await expect(other.getByRole("heading", { name: T.invitationsHeading })).toHaveCount(0);
  await expect(other.getByRole("heading", { name: T.inviteHeading })).toHaveCount(0);
  await expect(other.getByRole("button", { name: /Change permissions of|^Remove/ })).toHaveCount(0);
  await expect(other.getByRole("button", { name: T.leave })).toBeVisible();
  await expectNoAxeViolations(other, "team read-only");
  await shoot(other, "team-view-only");

  // The owner removes them, once confirmed; their next request to the business is answered 404.
  await memberRow(page, "Katherine Johnson")
    .getByRole("button", { name: T.removeOf("Katherine Johnson") })
    .click();
  await expect(page.getByRole("heading", { name: T.removeQuestion("Katherine Johnson", businessName) })).toBeFocused();
  await expectNoAxeViolations(page, "remove confirmation");
  await page.getByRole("button", { name: T.removeConfirm }).click();
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.memberRemoved);
  await expect(memberRow(page, "Katherine Johnson")).toHaveCount(0);
  const gone = await other.request.get(WORKSPACE_API_PATHS.business(owner.business.id));
  expect(gone.status()).toBe(404);

  // Both pages keep the account pages' JavaScript budget: 100 KB gzipped (docs/architecture.md, "Budgets").
  const weights = {
    team: await scriptWeight(page, async (fresh) => {
      await fresh.goto("/dashboard/team");
      await expect(fresh.getByTestId("team-business")).toBeVisible();
    }),
    invitation: await scriptWeight(page, async (fresh) => {
      await fresh.goto(link);
      await expect(fresh.getByRole("heading", { level: 1, name: I.invalidHeading })).toBeVisible();
    }),
  };
  expect(
    Object.values(weights).every((weight) => weight <= SCRIPT_BUDGET),
    JSON.stringify(weights),
  ).toBe(true);
  await other.context().close();
  await reviewer.context().close();
});

test("a revoked link is not valid; another signed-in address is told so", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const reviewer = await reviewerPage(browser, request);
  const alan = await approvedOwner(baseURL!, reviewer, `Edge Alpha ${tag} LLC`, {
    firstName: "Alan",
    lastName: "Turing",
  });
  const barbara = await approvedOwner(baseURL!, reviewer, `Edge Beta ${tag} LLC`, {
    firstName: "Barbara",
    lastName: "Liskov",
  });

  // A revoked invitation's link shows that it is not valid.
  await signInWithCode(page, alan.account, alan.secret);
  await openTeam(page, alan.legalName);
  const revoked = newAccount().email;
  await invite(page, revoked);
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.invitationSent);
  const revokedLink = await mailedLink(revoked, "/invitations");
  await page.getByRole("button", { name: T.revokeOf(revoked) }).click();
  await expect(page.getByRole("heading", { name: T.revokeQuestion(revoked) })).toBeFocused();
  await page.getByRole("button", { name: T.revokeConfirm }).click();
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.invitationRevoked);
  await expect(page.getByText(T.noInvitations)).toBeVisible();
  const stranger = await personsBrowser(browser);
  await stranger.goto(revokedLink);
  await expect(stranger.getByRole("heading", { level: 1, name: I.invalidHeading })).toBeVisible();
  await expect(stranger.getByText(WORKSPACE_MESSAGES.invitationNotFound)).toBeVisible();
  await expect(stranger.getByRole("button", { name: I.accept })).toHaveCount(0);
  await expectNoAxeViolations(stranger, "invitation not valid");
  await shoot(stranger, "invitation-not-valid");

  // Signed in with another address than the invited one: the service's refusal, and a way to the invited one.
  const someoneElse = newAccount().email;
  await invite(page, someoneElse, "Approve");
  await expect(toast(page)).toContainText(WORKSPACE_MESSAGES.invitationSent);
  const barbaraPage = await personsBrowser(browser);
  await signInWithCode(barbaraPage, barbara.account, barbara.secret);
  await barbaraPage.goto(await mailedLink(someoneElse, "/invitations"));
  await barbaraPage.getByRole("button", { name: I.accept }).click();
  await expect(barbaraPage.getByRole("main").getByRole("alert")).toHaveText(
    WORKSPACE_MESSAGES.invitationForAnotherAddress,
  );
  await expect(barbaraPage.getByRole("button", { name: I.anotherAddressAction })).toBeVisible();
  await expectNoAxeViolations(barbaraPage, "invitation for another address");
  await shoot(barbaraPage, "invitation-another-address");

  await stranger.context().close();
  await barbaraPage.context().close();
  await reviewer.context().close();
});

test("an approved owner sees the business on the overview with $0.00 and no sample figures", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const reviewer = await reviewerPage(browser, request);
  const owner = await approvedOwner(baseURL!, reviewer, `Overview ${Date.now().toString(36)} LLC`, {
    firstName: "Grace",
    lastName: "Hopper",
  });
  await signInWithCode(page, owner.account, owner.secret);
  await expect(page.getByText(owner.legalName).first()).toBeVisible();
  await expect(page.getByText("$0.00").first()).toBeVisible();
  await expect(page.getByText(/\$1,284,530|23 team sign-ins|Team member invited|Sample figures/)).toHaveCount(0);
  await reviewer.context().close();
});

// The switcher is the app frame's select, named "Business".
test("a person in two businesses switches between them with the app frame's switcher", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const reviewer = await reviewerPage(browser, request);
  const alan = await approvedOwner(baseURL!, reviewer, `Switch Alpha ${tag} LLC`, {
    firstName: "Alan",
    lastName: "Turing",
  });
  const barbara = await approvedOwner(baseURL!, reviewer, `Switch Beta ${tag} LLC`, {
    firstName: "Barbara",
    lastName: "Liskov",
  });
  await signInWithCode(page, alan.account, alan.secret);
  const barbaraPage = await personsBrowser(browser);
  await signInWithCode(barbaraPage, barbara.account, barbara.secret);
  // Alan joins Barbara's business too (her invitation, accepted through the API), then switches in the app frame.
  await openTeam(barbaraPage, barbara.legalName);
  await invite(barbaraPage, alan.account.email);
  await expect(toast(barbaraPage)).toContainText(WORKSPACE_MESSAGES.invitationSent);
  const token = new URL(await mailedLink(alan.account.email, "/invitations"), baseURL).searchParams.get("token");
  const accepted = await page.request.post(WORKSPACE_API_PATHS.invitationAccept, { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await openTeam(page, alan.legalName);
  await page.getByLabel("Business", { exact: true }).selectOption({ label: barbara.legalName });
  await openTeam(page, barbara.legalName);
  await expect(memberRow(page, "Barbara Liskov")).toContainText(T.ownerWords);
  await expect(memberRow(page, "Alan Turing")).toContainText("View");
  await page.getByLabel("Business", { exact: true }).selectOption({ label: alan.legalName });
  await openTeam(page, alan.legalName);
  await barbaraPage.context().close();
  await reviewer.context().close();
});
