// A short pass through nginx as production runs it: pages, 404, caching, headers, and the account API.
import { API_MESSAGES, SITE_SEARCH_TEXTS } from "@bank/contracts";
import { expect, test } from "@playwright/test";
import {
  builtSiteHeaders,
  cspProblemsOf,
  expectHeaders,
  hashedAssetPath,
  sitePagePaths,
} from "../../support/site-pages.ts";

test("a page is served with the build's headers and must revalidate", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const headers = response!.headers();
  expectHeaders(headers, builtSiteHeaders(), "/");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["server"]).toBe("nginx");
});

test("an unknown path shows the site's 404 page with status 404 and the same headers", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expectHeaders(response!.headers(), builtSiteHeaders(), "404");
});

test("a hashed asset is cached for a year, immutable", async ({ request }) => {
  const response = await request.get(hashedAssetPath());
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expectHeaders(response.headers(), builtSiteHeaders(), "asset");
});

test("the site search works through nginx, its index chunks sent as Pagefind gzipped them and cached for a year", async ({
  page,
}) => {
  const chunks: Record<string, string>[] = [];
  page.on("response", (response) => {
    if (/\/pagefind\/.+\.pf_[a-z]+$/.test(new URL(response.url()).pathname)) chunks.push(response.headers());
  });
  await page.goto("/insights?q=USDC");
  await expect(
    page.getByRole("list", { name: SITE_SEARCH_TEXTS.resultsLabel }).getByRole("link").first(),
  ).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  for (const headers of chunks) {
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBe(builtSiteHeaders()["content-security-policy"]);
  }
});

test("build metadata and dotfiles are not served", async ({ request }) => {
  for (const url of ["/.security-headers.json", "/.security-headers.nginx.conf", "/.git/config"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test("the API answers through nginx with its own strict headers", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: { engine: "sqlite", reachable: true } });
  expect(health.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(health.headers()["cache-control"]).toBe("no-store");
  const unknown = await request.get("/api/nothing-here");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ success: false, message: "Not found" });
});

// Every page gets the build's headers from nginx; Chromium then loads one page of each kind under them (the e2e
// suite walks every page in Chromium under the same headers from the service).
const ONE_OF_EACH_KIND = ["/", "/business-banking", "/insights", "/signin", "/dashboard", "/admin", "/404.html"];

test("every page is served with the build's headers through nginx", async ({ request }) => {
  const expected = builtSiteHeaders();
  for (const urlPath of sitePagePaths()) expectHeaders((await request.get(urlPath)).headers(), expected, urlPath);
});

test("no page of each kind reports a CSP violation through nginx", async ({ context }) => {
  const pages = sitePagePaths();
  expect(pages).toEqual(expect.arrayContaining(ONE_OF_EACH_KIND));
  for (const urlPath of ONE_OF_EACH_KIND) {
    await test.step(urlPath, async () => {
      expect.soft(await cspProblemsOf(context, urlPath), urlPath).toEqual([]);
    });
  }
});

test("sign-up, sign-in and session-status work through nginx on one origin", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = `nginx-${Date.now()}@example.com`;
  const password = "Harbor-lights-at-dawn-42";
  const headers = { origin, "content-type": "application/json" };

  const signUp = await request.post("/api/signup", {
    headers,
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password,
      confirmPassword: password,
      phoneNumber: "555-123-4567",
      agreeToTerms: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  expect(await signUp.json()).toEqual({ success: true, message: API_MESSAGES.signUpAccepted });

  const signIn = await request.post("/api/signin", { headers, data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const cookie = signIn.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(signIn.headers()["cache-control"]).toBe("no-store");

  // The request context keeps the cookie, as a browser on this origin would.
  const status = await request.get("/api/auth/session-status");
  expect(status.status()).toBe(200);
  expect(await status.json()).toEqual({ isValid: true });
});

test("a client's X-Forwarded-Host cannot make a foreign Origin look like the service's own", async ({ request }) => {
  // Were nginx to pass the header on, the service (which trusts nginx) would take evil.example as its own host,
  // and this cross-site request would pass the CSRF check.
  const forged = await request.post("/api/signin", {
    headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example", "content-type": "application/json" },
    data: { email: "victim@example.com", password: "whatever-it-is" },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ success: false, message: API_MESSAGES.foreignOrigin });
});
