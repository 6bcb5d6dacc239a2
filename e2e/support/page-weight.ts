// What a page costs in JavaScript: the built files it asked for (the service serves site/dist) and its inline
// scripts, gzipped at level 9 as check:web measures the account pages.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";

const dist = path.resolve(import.meta.dirname, "../../site/dist");
/** The account pages' JavaScript budget, gzipped, as check:web counts it: 100 KB (docs/architecture.md, "Budgets"). */
export const SCRIPT_BUDGET = 100 * 1024;

const gzipped = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 9 }).length;
const builtFileSizes = new Map<string, number>();
/** A built file's gzipped size, compressed once per run. */
const gzippedFile = (urlPath: string): number => {
  let size = builtFileSizes.get(urlPath);
  if (size === undefined) builtFileSizes.set(urlPath, (size = gzipped(fs.readFileSync(path.join(dist, urlPath)))));
  return size;
};

/**
 * Opens a page in a tab of its own (the same signed-in context, so nothing an earlier page asked for is counted),
 * lets `open` wait for what it shows, and returns the gzipped bytes of every script it loaded by then.
 */
export async function scriptBytesGzipped(
  context: BrowserContext,
  open: (fresh: Page) => Promise<void>,
): Promise<number> {
  const fresh = await context.newPage();
  const weigh = scriptsFrom(fresh);
  await open(fresh);
  await fresh.waitForLoadState("networkidle");
  const bytes = await weigh();
  await fresh.close();
  return bytes;
}

/**
 * Starts counting the scripts `page` asks for from now on (as a person's own tab goes on, steps and first actions
 * included); the function returned gives their gzipped bytes with the page's inline scripts, so far. With
 * `perDocument`, a new document in the tab (a link followed, not a step of an island) starts the count again.
 */
export function scriptsFrom(page: Page, { perDocument = false } = {}): () => Promise<number> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (perDocument && request.isNavigationRequest() && request.frame() === page.mainFrame()) scripts.clear();
    else if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return async () => {
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll("script:not([src]):not([type='application/ld+json'])"))
        .map((node) => node.textContent ?? "")
        .join(""),
    );
    return [...scripts].reduce((sum, script) => sum + gzippedFile(script), gzipped(inline));
  };
}
