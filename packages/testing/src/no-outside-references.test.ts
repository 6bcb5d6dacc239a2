// The repository explains itself: no tracked file may send a reader to planning notes kept outside it (the
// product, design and banking notes beside the checkout). A rule belongs in the comment that needs it, or in a file
// here: packages/contracts, docs/product.md, docs/security.md, docs/api.md, docs/architecture.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Spelled in pieces so this file does not name them itself.
const FORBIDDEN = [...["SPEC", "DESIGN", "BANKING"].map((name) => `${name}.md`), ["..", "shared"].join("/")];

const repoRoot = execFileSync("git", ["rev-parse", "--show-toplevel"], {
  cwd: import.meta.dirname,
  encoding: "utf8",
}).trim();

/** Every tracked file (committed or staged), as paths from the repository root. */
function trackedFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 << 20 });
  return listing.split("\0").filter((file) => file !== "");
}

/** The file's text, or null for a binary (a NUL byte) or a tracked file removed from the work tree. */
function readText(file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(repoRoot, file));
  } catch {
    return null;
  }
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

/** "file:line: text" for each line that names one of the outside files. */
function outsideReferences(file: string, text: string): string[] {
  const hits: string[] = [];
  text.split("\n").forEach((line, index) => {
    if (FORBIDDEN.some((name) => line.includes(name))) hits.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  return hits;
}

describe("references to files outside the repository", () => {
  it("finds a mention on its line", () => {
    const [spec, , , shared] = FORBIDDEN;
    expect(outsideReferences("a.ts", `// fine\n// see ${spec} section 9\n`)).toEqual([
      `a.ts:2: // see ${spec} section 9`,
    ]);
    expect(outsideReferences("b.md", `Read [it](${shared}/notes.txt).`)).toHaveLength(1);
    expect(outsideReferences("c.ts", "// the spec's toast duration lives in constants.ts")).toEqual([]);
  });

  it("no tracked file names SPEC, DESIGN or BANKING notes or the shared folder beside the checkout", () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => {
      const text = readText(file);
      return text === null ? [] : outsideReferences(file, text);
    });
    expect(hits, "state the rule in the comment, or cite the repository file where it lives").toEqual([]);
  });
});
