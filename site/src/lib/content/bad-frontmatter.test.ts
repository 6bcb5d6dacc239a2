// A content mistake must stop the build and say which file it is in, so an editor can fix it alone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const contentDir = path.resolve(siteDir, "../content");
let copy = "";

afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("content build", () => {
  it("fails on an article with bad frontmatter and names the file", () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "bank-content-"));
    fs.cpSync(contentDir, copy, { recursive: true });
    fs.writeFileSync(
      path.join(copy, "insights", "broken-article.mdx"),
      "---\ndescription: An article whose frontmatter has no title, no date and no tags at all.\nauthor: Someone\n---\n\nBody.\n",
    );
    const result = spawnSync(path.join(siteDir, "node_modules/.bin/astro"), ["sync"], {
      cwd: siteDir,
      env: { ...process.env, CONTENT_DIR: copy },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain("broken-article.mdx");
  }, 120_000);
});
