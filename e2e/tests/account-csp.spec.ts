import { expect, test, type Page } from "@playwright/test";
import { SIGNIN_TEXTS, TWO_FACTOR_SETTINGS_TEXTS } from "@bank/contracts";
import { createAccount, fillCredentials, openSignIn, openSignUp, toast } from "../support/accounts.ts";

/** Collects every CSP violation of every page the test opens. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test("validating, signing in, the dashboard, 2FA setup and the session check break no rule of the CSP", async ({
  page,
  request,
}) => {
  const violations = await collectCspViolations(page);
  await page.goto("/dashboard"); // signed out: the gate asks the session status, then sends the visitor on
  await page.waitForURL("**/signin");
  await openSignUp(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("First name")).toBeFocused();

  const account = await createAccount(request);
  await openSignIn(page);
  await fillCredentials(page, account);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
  await expect(toast(page)).toBeVisible();
  await page.waitForURL("**/dashboard");
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: TWO_FACTOR_SETTINGS_TEXTS.start }).click();
  await expect(page.getByRole("img", { name: TWO_FACTOR_SETTINGS_TEXTS.qrAlt })).toBeVisible();
  expect(violations).toEqual([]);
});
