import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteHeaders } from "../../deploy/security-headers/write-site-headers.ts";
import { API_HEADERS, SITE_HEADERS_FILE } from "@bank/contracts/security-headers";
import { createTestApp, type TestApp } from "./test-app.ts";

const INLINE_SCRIPT = "console.log('hydrate')";

let siteDir: string;
let testApp: TestApp;
const app = () => testApp.app;

function makeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-headers-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<h1>Home</h1><script>${INLINE_SCRIPT}</script>`);
  fs.writeFileSync(path.join(dir, "404.html"), "<h1>Page not found</h1>");
  fs.mkdirSync(path.join(dir, "_astro"));
  fs.writeFileSync(path.join(dir, "_astro", "island.abc123.js"), "export {}");
  return dir;
}

beforeAll(async () => {
  siteDir = makeSite();
  writeSiteHeaders(siteDir);
  testApp = await createTestApp({ siteDir });
});

afterAll(async () => {
  await testApp.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

function expectApiHeaders(headers: Record<string, unknown>, label: string): void {
  for (const [name, value] of Object.entries(API_HEADERS)) expect(headers[name], `${label}: ${name}`).toBe(value);
}

describe("security headers of the API", () => {
  it("sends the strict set and no-store on success and on every kind of error", async () => {
    // Bodies are read before a route answers, even the 404 of an unknown path: the error paths every route shares.
    const post = (payload: string) =>
      app().inject({
        method: "POST",
        url: "/api/no-such-route",
        headers: { "content-type": "application/json" },
        payload,
      });
    const answers = {
      health: await app().inject({ method: "GET", url: "/api/health" }),
      "unknown path": await app().inject({ method: "GET", url: "/api/nothing" }),
      "malformed JSON": await post("{not json"),
      "body over 16 KB": await post(JSON.stringify({ text: "x".repeat(17 * 1024) })),
    };
    expect(answers.health.statusCode).toBe(200);
    expect(answers["malformed JSON"].statusCode).toBe(400);
    expect(answers["body over 16 KB"].statusCode).toBe(413);
    for (const [label, answer] of Object.entries(answers)) {
      expectApiHeaders(answer.headers, label);
      expect(answer.headers["cache-control"], label).toBe("no-store");
    }
  });

  it("forbids the API's answers from loading anything or being framed", () => {
    const csp = API_HEADERS["content-security-policy"];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("security headers of the site's pages", () => {
  const siteHeaders = () => JSON.parse(fs.readFileSync(path.join(siteDir, SITE_HEADERS_FILE), "utf8"));

  it("sends the headers the build computed on pages, the 404 page and assets", async () => {
    for (const url of ["/", "/no-such-page", "/_astro/island.abc123.js"]) {
      const answer = await app().inject({ method: "GET", url });
      for (const [name, value] of Object.entries(siteHeaders()))
        expect(answer.headers[name], `${url}: ${name}`).toBe(value);
    }
  });

  it("allows the page's inline script by its hash, WebAssembly for the search, and nothing inline besides", async () => {
    const csp = (await app().inject({ method: "GET", url: "/" })).headers["content-security-policy"] as string;
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("googletagmanager");
  });

  it("falls back to the API's strict set when the site was built without its headers file", async () => {
    const bareSite = makeSite();
    const bareApp = await createTestApp({ siteDir: bareSite });
    try {
      const answer = await bareApp.app.inject({ method: "GET", url: "/" });
      expectApiHeaders(answer.headers, "page without a headers file");
    } finally {
      await bareApp.close();
      fs.rmSync(bareSite, { recursive: true, force: true });
    }
  });
});
