// Run after `astro build`: indexes the built pages with Pagefind and writes the index to <dist>/pagefind, where the
// search box on /insights and /help-center loads it from. Only pages with a data-pagefind-body element (insights
// posts, guides, the help center) are indexed; Pagefind skips every other page once one page has it.
//   node scripts/index-search.ts <site dist folder>
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

/** The folder inside the built site that holds the index; the search module loads pagefind.js from it. */
export const SEARCH_INDEX_FOLDER = "pagefind";

/** Indexes the built site in `siteDir` and writes the index into it; returns how many pages it indexed. */
export async function indexSearch(siteDir: string): Promise<number> {
  // With no page marked, Pagefind would index every page whole, header and footer included.
  if (!markedPageExists(siteDir)) throw new Error(`no page under ${siteDir} is marked for search (data-pagefind-body)`);
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${siteDir}: ${added.errors.join("; ")}`);
    const outputPath = path.join(siteDir, SEARCH_INDEX_FOLDER);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
    return indexedPageCount(outputPath);
  } finally {
    await pagefind.close();
  }
}

function markedPageExists(siteDir: string): boolean {
  return fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .some(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith(".html") &&
        fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8").includes("data-pagefind-body"),
    );
}

/**
 * The pages in the written index. addDirectory's page_count counts every HTML file it read, marked or not; the
 * index's entry file counts, per language, the pages it holds.
 */
function indexedPageCount(outputPath: string): number {
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

if (import.meta.main) {
  const siteDir = path.resolve(process.argv[2] ?? "dist");
  const pages = await indexSearch(siteDir);
  console.log(`search index: ${pages} page(s) indexed into ${SEARCH_INDEX_FOLDER}/`);
}
