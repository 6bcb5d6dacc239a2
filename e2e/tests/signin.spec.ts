import { expect, test } from "@playwright/test";
import {
  API_MESSAGES,
  REDIRECT_AFTER_SIGNIN_MS,
  SIGNIN_ANIMATION_MS,
  SIGNIN_FAILED,
  SIGNIN_TEXTS,
  VALIDATION_MESSAGES,
  WELCOME_BACK,
} from "@bank/contracts";
import { createAccount, fillCredentials, freezeClock, openSignIn, toast } from "../support/accounts.ts";

test.describe("sign-in screen", () => {
  test("opens with a 1.5 s celebration, then the form", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/signin");
    const celebration = page.getByTestId("signin-celebration");
    await expect(celebration).toBeVisible();
    await expect(page.locator(".auth-card__content")).toHaveAttribute("inert", "");
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0); // hydrated: the animation's timer is set
    await page.clock.runFor(SIGNIN_ANIMATION_MS - 100);
    await expect(celebration).toBeVisible();
    await page.clock.runFor(100);
    await expect(celebration).toHaveCount(0);
    await expect(page.locator(".auth-card__content")).not.toHaveAttribute("inert", "");
    await page.getByLabel("Email").focus();
    await expect(page.getByLabel("Email")).toBeFocused();
  });

  test("keeps the celebration where it is while the card grows, so a form parsed after the first paint shifts nothing", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/signin");
    const text = page.getByTestId("signin-celebration").getByText("Secure sign-in");
    const withForm = await text.boundingBox();
    // The card as the browser may first paint it: the form below the heading not parsed yet.
    await page.locator(".auth-card__content").evaluate((content) => content.setAttribute("hidden", ""));
    const cardBefore = await page.locator(".auth-card").boundingBox();
    const beforeForm = await text.boundingBox();
    await page.locator(".auth-card__content").evaluate((content) => content.removeAttribute("hidden"));
    expect(cardBefore!.height).toBeLessThan((await page.locator(".auth-card").boundingBox())!.height - 200);
    expect(beforeForm).toEqual(withForm);
  });

  test("skips the celebration at once when the visitor prefers reduced motion", async ({ page }) => {
    await freezeClock(page); // time stands still: the form must come without waiting out the 1.5 s
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/signin");
    await expect(page.locator('.auth-card[data-step="credentials"]')).toBeVisible();
    await expect(page.getByTestId("signin-celebration")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toBeEditable();
  });

  test("shows the encryption notice, one heading and the links to /forgot-password and /signup", async ({ page }) => {
    await openSignIn(page);
    await expect(page.getByText(SIGNIN_TEXTS.encryptionNotice)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: SIGNIN_TEXTS.forgotPassword })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("link", { name: SIGNIN_TEXTS.signUpLink })).toHaveAttribute("href", "/signup");
  });

  test("opening it clears the stored user, email and session token, and resets the form", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("currentUser", '{"email":"old@example.com"}');
      localStorage.setItem("userEmail", "old@example.com");
      localStorage.setItem("sessionToken", "legacy-token");
    });
    await openSignIn(page);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("currentUser"),
        localStorage.getItem("userEmail"),
        localStorage.getItem("sessionToken"),
      ]),
    ).toEqual([null, null, null]);

    await fillCredentials(page, { email: "typed@example.com", password: "typed-password" });
    await page.getByText(SIGNIN_TEXTS.rememberMe).click();
    // Opened again, not by the back button: going back, Chromium may fill in what was typed on its own after the
    // page has loaded (no script of ours runs then), which says nothing about the screen's reset.
    await page.goto("/signup");
    await openSignIn(page);
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel(SIGNIN_TEXTS.rememberMe)).not.toBeChecked();
  });

  test("shows the email and password messages at their fields", async ({ page }) => {
    await openSignIn(page);
    await page.getByLabel("Email").fill("ada@");
    await page.getByLabel("Password", { exact: true }).fill("1234567");
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidEmail);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordTooShort,
    );
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("ada@example.com");
    await expect(page.getByText(VALIDATION_MESSAGES.invalidEmail)).toHaveCount(0);
  });

  test("the show/hide toggle is a labelled button that reveals the password", async ({ page }) => {
    await openSignIn(page);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("wrong credentials give the Signin Failed toast with the server's message", async ({ page, request }) => {
    const account = await createAccount(request);
    await openSignIn(page);
    await fillCredentials(page, { email: account.email, password: "not-the-password" });
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(toast(page)).toContainText(SIGNIN_FAILED.title);
    await expect(toast(page)).toContainText(API_MESSAGES.invalidCredentials);
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("with no answer at all the toast falls back to 'Failed to sign in'; with no code to check it, the form says so", async ({
    page,
  }) => {
    // Offline from the start: neither the screen's checks and requests (fetched once the form is used) nor the
    // sign-in get an answer.
    const requestsCode = /\/sign-in-requests\.[\w-]+\.js$/;
    await page.route(requestsCode, (route) => route.abort("internetdisconnected"));
    await page.route("**/api/signin", (route) => route.abort("internetdisconnected"));
    await openSignIn(page);
    await fillCredentials(page, { email: "ada@example.com", password: "whatever-it-is" });
    const submit = page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true });
    const inPlace = page.locator("form").getByRole("alert");
    await submit.click();
    await expect(inPlace).toHaveText(SIGNIN_FAILED.fallbackError);
    await expect(toast(page)).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // The code comes back: the next press fetches it and sends; the sign-in's missing answer is the toast's.
    await page.unroute(requestsCode);
    await submit.click();
    await expect(toast(page)).toContainText(SIGNIN_FAILED.title);
    await expect(toast(page)).toContainText(SIGNIN_FAILED.fallbackError);
    await expect(inPlace).toHaveCount(0);
  });

  test("while the request is pending the button says 'Signing in...' and is disabled", async ({ page, request }) => {
    const account = await createAccount(request);
    await openSignIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the real request back (it still goes to the service) so the pending state can be seen.
    await page.route("**/api/signin", async (route) => {
      await held;
      await route.continue();
    });
    await fillCredentials(page, account);
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    const pending = page.getByRole("button", { name: SIGNIN_TEXTS.pending });
    await expect(pending).toBeDisabled();
    release();
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
  });

  test("success stores the user and email, says Welcome Back! and goes to /dashboard after 1.5 s", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await freezeClock(page);
    await openSignIn(page);
    await fillCredentials(page, account);
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
    await expect(toast(page)).toContainText(`Successfully signed in as ${account.email}`);
    const stored = await page.evaluate(() => [localStorage.getItem("currentUser"), localStorage.getItem("userEmail")]);
    expect(JSON.parse(stored[0] ?? "null")).toMatchObject({ email: account.email, firstName: account.firstName });
    expect(stored[1]).toBe(account.email);
    await expect(page.getByRole("button", { name: SIGNIN_TEXTS.pending })).toBeDisabled();

    await page.clock.runFor(REDIRECT_AFTER_SIGNIN_MS - 100);
    await expect(page).toHaveURL(/\/signin$/);
    await page.clock.runFor(100);
    await page.waitForURL("**/dashboard");
    await expect(toast(page)).toContainText(`Successfully signed in as ${account.email}`); // carried over the redirect
  });

  test("Remember me keeps the session cookie beyond the browser session", async ({ page, context, request }) => {
    const account = await createAccount(request);
    await openSignIn(page);
    await fillCredentials(page, account);
    await page.getByLabel(SIGNIN_TEXTS.rememberMe).check();
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
    const session = (await context.cookies()).find((cookie) => cookie.name === "session");
    // Persistent, and within NIST SP 800-63B-4's 24 hours for a second-factor login.
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(session!.expires).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  });

  test("without Remember me the session cookie ends with the browser", async ({ page, context, request }) => {
    const account = await createAccount(request);
    await openSignIn(page);
    await fillCredentials(page, account);
    await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();
    await expect(toast(page)).toContainText(WELCOME_BACK.title);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "session")!.expires).toBe(-1);
    // The device cookie is what lasts: it tells this browser from strangers' (a year, HttpOnly).
    expect(cookies.find((cookie) => cookie.name === "device")).toMatchObject({ httpOnly: true });
  });
});
