import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_INDEX_FOLDER, indexSearch } from "./index-search.ts";

const MARKED_POST = `<!doctype html><html lang="en"><head><title>Post</title></head><body>
<header><a href="/">Home of the header</a></header>
<main><article data-pagefind-body data-pagefind-meta="kind:Insight">
<h1>Paying suppliers in USDC</h1><p>Settle invoices in minutes.</p>
<p data-pagefind-ignore>Crypto services are not insured.</p>
</article></main><footer>Footer words</footer></body></html>`;
const UNMARKED_PAGE = `<!doctype html><html lang="en"><head><title>Terms</title></head><body>
<main><h1>Terms</h1><p>USDC appears here too.</p></main></body></html>`;

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** The pages of a written index as Pagefind stores them: a gzipped "pagefind_dcd" signature, then JSON. */
function indexedPages(siteDir: string): Fragment[] {
  const folder = path.join(siteDir, SEARCH_INDEX_FOLDER, "fragment");
  return fs.readdirSync(folder).map((name) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(folder, name))).toString("utf8");
    return JSON.parse(text.replace(/^pagefind_dcd/, "")) as Fragment;
  });
}

describe("indexSearch", () => {
  let siteDir: string;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "index-search-"));
  });
  afterEach(() => {
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const writePage = (route: string, html: string) => {
    fs.mkdirSync(path.join(siteDir, route), { recursive: true });
    fs.writeFileSync(path.join(siteDir, route, "index.html"), html);
  };

  it("indexes only the pages marked for search, their marked text and what they are", async () => {
    writePage("insights/usdc-suppliers", MARKED_POST);
    writePage("terms", UNMARKED_PAGE);

    expect(await indexSearch(siteDir)).toBe(1);

    const [post, ...others] = indexedPages(siteDir);
    expect(others).toEqual([]);
    expect(post).toMatchObject({ url: "/insights/usdc-suppliers/", meta: { kind: "Insight" } });
    expect(post!.meta.title).toBe("Paying suppliers in USDC");
    expect(post!.content).toContain("Settle invoices in minutes.");
    for (const left of ["Home of the header", "Footer words", "not insured"]) expect(post!.content).not.toContain(left);
    expect(fs.existsSync(path.join(siteDir, SEARCH_INDEX_FOLDER, "pagefind.js"))).toBe(true);
  }, 30_000);

  it("fails the build when no page is marked for search", async () => {
    writePage("terms", UNMARKED_PAGE);
    await expect(indexSearch(siteDir)).rejects.toThrow(/data-pagefind-body/);
  }, 30_000);
});
