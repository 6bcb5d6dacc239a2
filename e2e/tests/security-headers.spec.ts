// The `./run start` server sends the same security headers as production and its pages break no rule of their CSP.
import { expect, test } from "@playwright/test";
import { cspHash } from "../../deploy/security-headers/inline-scripts.ts";
import { WALKED_SIGNED_IN_PATHS } from "../support/app-frame.ts";
import { allPublicRoutes } from "../support/public-routes.ts";
import {
  builtSiteHeaders,
  cspProblemsOf,
  expectHeaders,
  hashedAssetPath,
  sitePagePaths,
} from "../support/site-pages.ts";

test("pages, the 404 page and assets carry the headers the build computed; the API its strict set", async ({
  request,
}) => {
  const expected = builtSiteHeaders();
  for (const url of ["/", "/no-such-page", hashedAssetPath()]) {
    const response = await request.get(url);
    expectHeaders(response.headers(), expected, url);
  }
  const health = await request.get("/api/health");
  expect(health.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
});

// Every other page: a public route's visit in a11y.spec checks its CSP with its accessibility, and a signed-in page's
// visit in app-frame.spec with its layout (there it shows what a customer sees, not the way to /signin).
test("no other page of the site reports a CSP violation in Chromium", async ({ context }) => {
  const publicRoutes = new Set(allPublicRoutes());
  const pages = sitePagePaths().filter((path) => !publicRoutes.has(path) && !WALKED_SIGNED_IN_PATHS.has(path));
  test.setTimeout(30_000 + pages.length * 10_000);
  for (const urlPath of pages) {
    await test.step(urlPath, async () => {
      expect.soft(await cspProblemsOf(context, urlPath), urlPath).toEqual([]);
    });
  }
});

test("Chromium runs an inline script whose hash the policy lists and blocks one it does not", async ({ page }) => {
  const allowed = "document.body.dataset.allowed = 'yes'";
  const foreign = "document.body.dataset.foreign = 'yes'";
  const csp = builtSiteHeaders()["content-security-policy"]!.replace(
    "script-src 'self'",
    `script-src 'self' '${cspHash(allowed)}'`,
  );
  await page.route("**/csp-probe", (route) =>
    route.fulfill({
      contentType: "text/html",
      headers: { "content-security-policy": csp },
      body: `<!doctype html><body><script>${allowed}</script><script>${foreign}</script></body>`,
    }),
  );
  await page.goto("/csp-probe");
  await expect(page.locator("body")).toHaveAttribute("data-allowed", "yes");
  await expect(page.locator("body")).not.toHaveAttribute("data-foreign", "yes");
});
