import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SITE_HEADERS_FILE } from "@bank/contracts/security-headers";
import { cspHash } from "./inline-scripts.ts";
import { computeSiteHeaders, MAX_INLINE_SCRIPTS, NGINX_HEADERS_FILE, writeSiteHeaders } from "./write-site-headers.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-dist-"));
  folders.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const GTAG_PAGE = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script><script>gtag('config','G-TEST')</script>`;

describe("the site's security headers", () => {
  it("allows the union of every page's inline scripts, pages in folders included", () => {
    const csp = computeSiteHeaders(
      site({ "index.html": "<script>one()</script>", "insights/post/index.html": "<script>two()</script>" }),
    )["content-security-policy"]!;
    expect(csp).toContain(`'${cspHash("one()")}'`);
    expect(csp).toContain(`'${cspHash("two()")}'`);
  });

  it("allows Google's tag origin only when a page loads the tag", () => {
    const without = computeSiteHeaders(site({ "index.html": "<p>hi</p>" }))["content-security-policy"]!;
    expect(without).not.toContain("googletagmanager");
    const withTag = computeSiteHeaders(site({ "index.html": GTAG_PAGE }))["content-security-policy"]!;
    expect(withTag).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(withTag).toContain(`'${cspHash("gtag('config','G-TEST')")}'`);
  });

  it("refuses to build when a page loads a script from an origin the policy does not name", () => {
    expect(() =>
      computeSiteHeaders(site({ "index.html": `<script src="https://evil.example/x.js"></script>` })),
    ).toThrow(/evil\.example/);
  });

  it("refuses a site whose inline scripts differ page by page, before the header grows with the content", () => {
    const pages = Object.fromEntries(
      Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, index) => [
        `post-${index}/index.html`,
        `<script>show(${index})</script>`,
      ]),
    );
    expect(() => computeSiteHeaders(site(pages))).toThrow(/different inline scripts/);
  });

  it("writes the same headers as JSON for the service and as nginx add_header lines", () => {
    const dir = site({ "index.html": "<script>one()</script>" });
    const headers = writeSiteHeaders(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, SITE_HEADERS_FILE), "utf8"))).toEqual(headers);
    const nginx = fs.readFileSync(path.join(dir, NGINX_HEADERS_FILE), "utf8");
    for (const [name, value] of Object.entries(headers))
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  });
});
