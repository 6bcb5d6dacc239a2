// The sticky public header, on a desktop and a phone-sized viewport, signed out and signed in.
import AxeBuilder from "@axe-core/playwright";
import { API_PATHS, DASHBOARD_TEXTS, HEADER_SCROLL_THRESHOLD_PX } from "@bank/contracts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createAccount, signInToDashboard, type TestAccount } from "../support/accounts.ts";

test("shows the logo, the brand name and 'Powered by' the partner bank", async ({ page }) => {
  await page.goto("/security");
  const brand = page.locator("header .brand");
  await expect(brand.locator("svg.brand-logo")).toHaveCount(1);
  await expect(brand).toContainText("Meridian Business");
  await expect(brand).toContainText("Powered by Harbor Trust Bank, N.A.");
  await expect(page.locator("header").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
  await expect(page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Security" })).toHaveAttribute(
    "href",
    "/security",
  );
  await expect(page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Contact" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("is sticky and turns frosted only once scrolled more than 20 px", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header.site-header");
  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX);
  await page.waitForTimeout(100);
  await expect(header).not.toHaveAttribute("data-scrolled", /.*/);
  await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD_PX + 1);
  await expect(header).toHaveAttribute("data-scrolled", "");
  expect(await header.evaluate((node) => getComputedStyle(node).backdropFilter)).toContain("blur");
  await page.evaluate(() => window.scrollTo(0, 2_000));
  expect((await header.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute("data-scrolled", /.*/);
});

test("Features smooth-scrolls to the features section on the home page", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect
    .poll(async () => page.locator("#features").evaluate((node) => Math.round(node.getBoundingClientRect().top)))
    .toBeLessThan(120);
  await expect(page.locator("#features")).toBeFocused();
});

test("Features from another page leads to the home page's section", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("header nav[aria-label=Main]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/#features$/);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Sign In is hidden in the bar and present in the mobile menu with Insights, which the toggle opens and closes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator(".header-bar").getByRole("link", { name: "Sign In" })).toBeHidden();
    await expect(page.locator("nav[aria-label=Main]")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(["Features", "Security", "Contact", "Insights", "Sign In"]);
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await expect(menu.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the mobile menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Security" }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Features in the mobile menu scrolls to the section and closes the menu", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Features" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page).toHaveURL(/#features$/);
    await expect
      .poll(async () => page.locator("#features").evaluate((node) => Math.round(node.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });
});

// The header knows who is signed in, with no flash of the wrong buttons.
test.describe("for a signed-in visitor", () => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

  /** Records, for each account choice of the bar, whether it was shown the moment the parser inserted it. */
  function recordFirstSight() {
    const choices = {
      signIn: '.header-actions a[href="/signin"]',
      getStarted: '.header-actions a[href="/signup"]',
      dashboard: '.header-actions a[href="/dashboard"]',
      signOut: ".header-actions [data-header-signout]",
    };
    const seen: Record<string, boolean> = {};
    const look = () => {
      for (const [name, selector] of Object.entries(choices)) {
        const node = document.querySelector(selector);
        if (!(name in seen) && node) {
          const style = getComputedStyle(node);
          seen[name] = style.display !== "none" && style.visibility !== "hidden";
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
    (window as unknown as { firstSight: Record<string, boolean> }).firstSight = seen;
  }

  /** The sum of the page's layout shifts not caused by input (Cumulative Layout Shift, whole page life). */
  function layoutShift(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
  }

  async function signedIn(page: Page, request: APIRequestContext): Promise<TestAccount> {
    const account = await createAccount(request, { firstName: "Grace", lastName: "Hopper" });
    await signInToDashboard(page, account);
    return account;
  }

  test("on / and /security shows the name, Dashboard and Sign out from the first paint, never Sign In or Get Started", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.addInitScript(recordFirstSight);
    for (const path of ["/", "/security"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header.locator(".header-user")).toHaveText("Signed in as Grace Hopper");
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { firstSight: unknown }).firstSight), path).toEqual({
        signIn: false,
        getStarted: false,
        dashboard: true,
        signOut: true,
      });
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page), `${path} CLS`).toBe(0);
      expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations, path).toEqual([]);
    }
  });

  test("the head's flag and CSS alone choose the signed-in buttons: the header's script is not needed for it", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.route("**/_astro/SiteHeader.astro_astro_type_script_*", (route) => route.abort());
    await page.goto("/security");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  });

  test("Sign out in the header ends the session, forgets the user and leaves the signed-out buttons", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/signin");
    expect((await page.request.get(API_PATHS.me)).status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
    for (const path of ["/", "/security"]) {
      await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Get Started" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
      await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    }
  });

  test("the keyboard reaches Sign out and Dashboard after the main links, and Enter on Sign out signs out", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto("/security");
    const reached: string[] = [];
    for (let step = 0; step < 12 && reached.at(-1) !== "Dashboard"; step += 1) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? ""));
    }
    expect(reached.slice(-5)).toEqual(["Features", "Security", "Contact", "Sign out", "Dashboard"]);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/signin");
    expect((await page.request.get(API_PATHS.me)).status()).toBe(401);
  });

  test("a failed Sign out says so and keeps the visitor signed in", async ({ page, context, request }) => {
    await signedIn(page, request);
    await page.goto("/security");
    await context.setOffline(true);
    const signOut = page.getByRole("banner").getByRole("button", { name: "Sign out" });
    await signOut.click();
    await expect(page.getByRole("banner").getByRole("alert")).toHaveText(DASHBOARD_TEXTS.signOutFailedText);
    await expect(signOut).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/security$/);
    expect(await page.evaluate(() => localStorage.getItem("currentUser"))).not.toBeNull();
  });

  test("the sign-in screen shows the signed-out buttons, and so does a browser that blocks storage", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto("/signin");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toHaveCount(0);

    await page.addInitScript(() =>
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      }),
    );
    await page.goto("/security");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });

  test("shows a stored name as text, never as markup", async ({ page }) => {
    await page.route(`**${API_PATHS.sessionStatus}`, (route) => route.abort()); // keep the stored user remembered
    await page.goto("/contact");
    const name = { firstName: '<img src=x onerror="document.title=1">', lastName: "<b>Lovelace</b>" };
    await page.evaluate((user) => localStorage.setItem("currentUser", JSON.stringify(user)), name);
    await page.reload();
    await expect(page.locator(".header-user [data-header-user-name]")).toHaveText(`${name.firstName} ${name.lastName}`);
    await expect(page.locator("header img, header b")).toHaveCount(0);
  });

  test("signed-in pages have the app frame's header instead: the name in its user menu, no public header", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await expect(page.getByRole("banner").getByTestId("signed-in-name")).toHaveText("Grace Hopper");
    await expect(page.locator("header.site-header")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-signed-in", "");
  });

  test("turning signed-out when the server has no session moves nothing on the page", async ({ page, request }) => {
    await signedIn(page, request);
    await page.context().clearCookies();
    await page.goto("/security");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBe(0);
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the bar offers Dashboard and the menu the same choices as the desktop bar, Sign out by keyboard", async ({
      page,
      request,
    }) => {
      await signedIn(page, request);
      await page.goto("/");
      const bar = page.locator(".header-bar");
      await expect(bar.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Get Started" })).toHaveCount(0);
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(menu.getByRole("link")).toHaveText(["Features", "Security", "Contact", "Insights", "Dashboard"]);
      await expect(menu).toContainText("Signed in as Grace Hopper");
      expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);

      await menu.getByRole("button", { name: "Sign out" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL("**/signin");
      await page.goto("/");
      await expect(bar.getByRole("link", { name: "Get Started" })).toBeVisible();
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(menu.getByRole("link")).toHaveText(["Features", "Security", "Contact", "Insights", "Sign In"]);
    });

    test("turning signed-out when the server has no session moves nothing on the page", async ({ page, request }) => {
      await signedIn(page, request);
      await page.context().clearCookies();
      await page.goto("/");
      await expect(page.locator(".header-bar").getByRole("link", { name: "Get Started" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page)).toBe(0);
    });
  });
});
