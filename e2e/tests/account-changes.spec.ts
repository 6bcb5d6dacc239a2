// A signed-in customer changes their password and their email address in settings, and sees both, with their
// sign-ins, in the account's recent security activity.
import { expect, test, type Page } from "@playwright/test";
import {
  ACTIVITY_SECTION_TEXTS as A,
  API_MESSAGES,
  EMAIL_CHANGE_TEXTS as E,
  PASSWORD_CHANGE_TEXTS as P,
  RECOVERY_TEXTS,
  STEP_UP_TEXTS,
  activityText,
} from "@bank/contracts";
import { deviceName } from "../../auth-service/src/core/user-agent.ts";
import { createAccount, fillCredentials, openSignIn, signInThroughApi, toast } from "../support/accounts.ts";
import { mailedLink } from "../support/outbox.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { signOutThroughUserMenu } from "../support/app-frame.ts";

/** The settings page of the email address and the password. */
async function openSettings(page: Page): Promise<void> {
  await page.goto("/dashboard/settings/sign-in");
  await expect(page.getByTestId("signed-in-name")).toBeVisible();
}

/** Submits the sign-in form and waits for the dashboard, or for the refusal toast. */
async function signIn(page: Page, credentials: { email: string; password: string }, expected: "in" | "refused") {
  await openSignIn(page);
  await fillCredentials(page, credentials);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (expected === "in") await page.waitForURL("**/dashboard");
  else await expect(toast(page)).toContainText(API_MESSAGES.invalidCredentials);
}

test("password change, email change by the mailed link, and the activity that lists them", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount(page.request, {}, { verified: false });

  // The address is verified with the link sign-up mailed.
  await page.goto(await mailedLink(account.email, "/email-verification"));
  await expect(page.getByRole("heading", { level: 1, name: RECOVERY_TEXTS.verifiedTitle })).toBeVisible();
  await signInThroughApi(page.request, account);
  await openSettings(page);
  const emailSection = page.getByRole("region", { name: E.heading });
  await expect(emailSection.getByTestId("current-email")).toHaveText(account.email);
  await expect(emailSection).toContainText(E.verified);

  // Password: a wrong current password is shown on its field, which takes focus; then the change goes through.
  const passwordSection = page.getByRole("region", { name: P.heading });
  const current = passwordSection.getByLabel(P.currentPassword, { exact: true });
  await passwordSection.getByRole("button", { name: P.open }).click();
  await expect(current).toBeFocused();
  const newPassword = `moonlit-quarry-${Date.now()}`;
  await current.fill("not-my-password-at-all");
  await passwordSection.getByLabel(P.newPassword, { exact: true }).fill(newPassword);
  await passwordSection.getByLabel(P.confirmPassword, { exact: true }).fill(newPassword);
  await passwordSection.getByRole("button", { name: P.save }).click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription(API_MESSAGES.wrongPassword);
  await expect(toast(page)).toContainText(API_MESSAGES.wrongPassword);

  await current.fill(account.password);
  await passwordSection.getByRole("button", { name: P.save }).click();
  await expect(toast(page)).toContainText(P.changedText);
  for (const label of [P.currentPassword, P.newPassword, P.confirmPassword]) {
    await expect(passwordSection.getByLabel(label, { exact: true })).toHaveValue("");
  }

  await signOutThroughUserMenu(page);
  await signIn(page, account, "refused");
  await signIn(page, { email: account.email, password: newPassword }, "in");

  // Email: the session's proof is made older than 10 minutes, so the change asks for the password in place first.
  await openSettings(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
  expect(session, "the session cookie").toBeDefined();
  await ageSessionProofInDatabase(session!.value);

  const newEmail = `grace.${Date.now()}@example.com`;
  await emailSection.getByRole("button", { name: E.change }).click();
  const newEmailField = emailSection.getByLabel(E.newEmail);
  await expect(newEmailField).toBeFocused();
  await newEmailField.fill(newEmail);
  await emailSection.getByRole("button", { name: E.send }).click();
  await expect(emailSection.getByRole("heading", { name: STEP_UP_TEXTS.heading })).toBeVisible();
  await expect(emailSection).toContainText(API_MESSAGES.reauthenticationRequired);
  await expectNoAxeViolations(page);
  await emailSection.getByLabel(STEP_UP_TEXTS.password, { exact: true }).fill(newPassword);
  await emailSection.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
  await expect(emailSection.getByRole("heading", { name: E.sentHeading })).toBeFocused();
  await expect(emailSection).toContainText(API_MESSAGES.emailChangeRequested);
  await expect(emailSection).toContainText(E.nextSteps(newEmail));
  await expectNoAxeViolations(page);

  // The link mailed to the new address confirms the change, and its token leaves the address bar.
  await page.goto(await mailedLink(newEmail, "/email-verification", { parameter: "change" }));
  await expect(page.getByRole("heading", { level: 1, name: E.confirmedTitle })).toBeFocused();
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByText(API_MESSAGES.emailChanged)).toBeVisible();
  await expect(page.getByRole("link", { name: E.signIn })).toHaveAttribute("href", "/signin");
  expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
  // This page explains the ended session itself: the watcher's "Session ended" dialog does not open over it.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The same link again is refused, with a way on.
  await page.goto(await mailedLink(newEmail, "/email-verification", { parameter: "change" }));
  await expect(page.getByRole("heading", { level: 1, name: E.confirmFailedTitle })).toBeFocused();
  await expect(page.getByText(API_MESSAGES.emailChangeLinkInvalid)).toBeVisible();
  await expect(page.getByRole("link", { name: E.toSignIn })).toHaveAttribute("href", "/signin");
  await expectNoAxeViolations(page);

  await signIn(page, { email: account.email, password: newPassword }, "refused");
  await signIn(page, { email: newEmail, password: newPassword }, "in");

  // The activity lists, in words, the changes and the sign-ins with this browser; its page is one of settings'.
  await openSettings(page);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Security activity" }).click();
  await page.waitForURL("**/dashboard/settings/activity");
  const device = deviceName(await page.evaluate(() => navigator.userAgent));
  expect(device, "the browser in words").toBeTruthy();
  const activity = page.getByRole("region", { name: A.heading });
  await activity.scrollIntoViewIfNeeded();
  const rows = activity.getByRole("row");
  await expect(rows.filter({ hasText: activityText("email_changed", device) })).toHaveCount(1);
  await expect(rows.filter({ hasText: activityText("password_changed", device) })).toHaveCount(1);
  await expect(rows.filter({ hasText: activityText("signed_in", device) }).first()).toBeVisible();
  expect(await rows.filter({ hasText: activityText("signed_in", device) }).count()).toBeGreaterThanOrEqual(3);
  await expect(rows.nth(1).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await activity.getByRole("button", { name: A.refresh }).click();
  await expect(activity.getByRole("button", { name: A.refresh })).toBeEnabled();
  await expect(rows.filter({ hasText: activityText("email_changed", device) })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
