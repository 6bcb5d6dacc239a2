// How long the site takes to build with many insights (docs/architecture.md: 1,000 posts in under two minutes on a
// 2-core machine). Builds a copy of content/ with N generated posts added (default 1,000), each about 700 words with
// headings, links to real pages, tags from a set of twelve and one of the real authors, into a temporary folder, then
// indexes it for search as `./run build` does, and prints the times and the pages built. The real content and
// site/dist are left alone.
//   ./run bench:build [posts]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { indexSearch } from "./index-search.ts";

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const count = Number(process.argv[2] ?? 1000);
const tags = [
  "USDC",
  "Payments",
  "Treasury",
  "Security",
  "Cards",
  "Compliance",
  "Onboarding",
  "Analytics",
  "Custody",
  "Crypto",
  "Business Banking",
  "Spend Management",
];
const authors = fs.readdirSync(path.join(siteDir, "../content/authors")).map((name) => name.replace(/\.yaml$/, ""));
const links = ["/contact", "/usdc-banking-guide", "/business-banking", "/insights", "/help-center", "/security"];

const paragraph = (seed: number) =>
  Array.from(
    { length: 6 },
    (_, index) =>
      `Sentence ${index + 1} of a paragraph about cash, controls and payments for a growing business, number ${seed}.`,
  ).join(" ");

function post(index: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const sections = Array.from(
    { length: 4 },
    (_, part) =>
      `## Part ${part + 1}\n\n${paragraph(index + part)}\n\n${paragraph(index * 2 + part)} See [this page](${links[(index + part) % links.length]}).\n\n- A point to remember\n- Another point, with **weight**\n`,
  );
  return [
    "---",
    `title: "Generated article ${index}: notes on business finance"`,
    `description: "A generated article for the build benchmark, long enough to pass the schema's description rule."`,
    `publishDate: ${day}`,
    `author: ${authors[index % authors.length]}`,
    `tags: [${tags[index % tags.length]}, ${tags[(index * 7 + 3) % tags.length]}]`,
    "---",
    "",
    paragraph(index),
    "",
    ...sections,
  ].join("\n");
}

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
try {
  fs.cpSync(path.join(siteDir, "../content"), contentDir, { recursive: true });
  for (let index = 1; index <= count; index += 1) {
    fs.writeFileSync(path.join(contentDir, "insights", `generated-${index}.mdx`), post(index));
  }
  const started = performance.now();
  const build = spawnSync(path.join(siteDir, "node_modules/.bin/astro"), ["build", "--outDir", outDir], {
    cwd: siteDir,
    env: { ...process.env, CONTENT_DIR: contentDir, NO_COLOR: "1" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error("the build failed");
  }
  const indexStarted = performance.now();
  const indexed = await indexSearch(outDir);
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  const seconds = buildSeconds + indexSeconds;
  const pages = /(\d+) page\(s\) built/.exec(build.stdout)?.[1] ?? "?";
  console.log(`${count} generated posts (plus the real content): ${pages} pages built in ${buildSeconds.toFixed(1)} s`);
  console.log(`search index: ${indexed} pages in ${indexSeconds.toFixed(1)} s`);
  console.log(
    `in all ${seconds.toFixed(1)} s, ${(seconds / 120).toFixed(2)} of the 120 s budget, on ${os.cpus().length} cores`,
  );
} finally {
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
}
