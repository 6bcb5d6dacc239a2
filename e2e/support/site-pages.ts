// What the browser checks learn from the built site: its pages, a hashed asset and the headers the build computed.
import fs from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { SITE_HEADERS_FILE } from "@bank/contracts/security-headers";
import { htmlFilesUnder } from "../../deploy/security-headers/inline-scripts.ts";
import { scriptsFrom } from "./page-weight.ts";

export const SITE_DIR = path.resolve(import.meta.dirname, "../../site/dist");

/** URL path of every HTML page in the build (read when a test runs, after the server has built the site). */
export function sitePagePaths(): string[] {
  return htmlFilesUnder(SITE_DIR).map((file) => {
    const relative = path.relative(SITE_DIR, file).split(path.sep).join("/");
    if (relative === "index.html") return "/";
    return relative.endsWith("/index.html") ? `/${relative.slice(0, -"/index.html".length)}` : `/${relative}`;
  });
}

export function builtSiteHeaders(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(SITE_DIR, SITE_HEADERS_FILE), "utf8"));
}

/** URL path of one content-hashed build asset. */
export function hashedAssetPath(): string {
  const asset = fs.readdirSync(path.join(SITE_DIR, "_astro")).find((name) => /\.(js|css)$/.test(name));
  if (!asset) throw new Error("the build has no hashed asset under _astro/");
  return `/_astro/${asset}`;
}

export function expectHeaders(actual: Record<string, string>, expected: Record<string, string>, label: string): void {
  for (const [name, value] of Object.entries(expected)) expect.soft(actual[name], `${label}: ${name}`).toBe(value);
}

/** A page in a tab of its own, watched from before its first script runs. */
export interface WatchedTab {
  page: Page;
  /** Every CSP violation and Permissions-Policy complaint Chromium reported so far (blocked scripts, styles, frames). */
  cspProblems(): Promise<string[]>;
  /** Every script error the page threw so far. */
  errors: string[];
  /** The gzipped bytes of the scripts the document shown asked for once the network is idle, with its inline scripts. */
  scriptBytes(): Promise<number>;
}

/**
 * A new tab of `context` that records, from its first script on, what a page's visit can check at no further cost:
 * its CSP violations (report-only ones too, which the console might not show), its script errors and the scripts it
 * loads. One visit then serves several checks, as a page load is most of a browser test's cost.
 */
export async function watchedTab(context: BrowserContext): Promise<WatchedTab> {
  const page = await context.newPage();
  const reported: string[] = [];
  const errors: string[] = [];
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) reported.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  const weigh = scriptsFrom(page, { perDocument: true });
  const recorded = () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  return {
    page,
    errors,
    scriptBytes: async () => {
      await page.waitForLoadState("networkidle");
      return weigh();
    },
    // A page may send the visitor on (signed-out dashboard to /signin); then read the page it landed on.
    cspProblems: async () => [
      ...reported,
      ...(await recorded().catch(async () => {
        await page.waitForLoadState("load");
        return recorded();
      })),
    ],
  };
}

/**
 * Opens a page in a watched tab of its own, wakes islands that wait for idle time or visibility, and returns every
 * CSP problem Chromium reported. A fresh tab per page: a page that sends the visitor on late (a signed-out console
 * page to /signin) would otherwise interrupt the next page's navigation, as it once did on CI. `alsoCheck` runs on
 * the page before its tab closes, so one visit serves another check (a11y.spec's axe run).
 */
export async function cspProblemsOf(
  context: BrowserContext,
  urlPath: string,
  alsoCheck?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const { page, cspProblems } = await watchedTab(context);
  try {
    const response = await page.goto(urlPath, { waitUntil: "load" });
    expect.soft(response?.headers()["content-security-policy"], `${urlPath} has a CSP`).toBeTruthy();
    // Scrolled by script, not the mouse wheel: a wheel event waits for the renderer's acknowledgement, which a page
    // sending the visitor on may never give; this CI run once hung here.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)).catch(() => undefined);
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await alsoCheck?.(page);
    return await cspProblems();
  } finally {
    await page.close();
  }
}
