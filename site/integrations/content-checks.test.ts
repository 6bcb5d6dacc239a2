import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  codeAddresses,
  formatBrokenLinks,
  formatContentProblems,
  missingAltText,
  isInternal,
  landingLinks,
  leadsSomewhere,
  rootFiles,
} from "./content-checks.ts";
import { publishedAtRoot } from "../src/lib/content/root-addresses.ts";

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-checks-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("which links are checked", () => {
  it("paths from the site's root are; other sites, mail, anchors and protocol-relative links are not", () => {
    expect(isInternal("/contact")).toBe(true);
    expect(isInternal("/insights/tags/usdc#top")).toBe(true);
    for (const href of [
      "https://example.com/",
      "mailto:sales@example.com",
      "#faq",
      "//cdn.example.com/x.js",
      "tel:+1",
    ]) {
      expect(isInternal(href)).toBe(false);
    }
  });
});

describe("whether a link leads somewhere in the built site", () => {
  beforeEach(() => {
    fs.mkdirSync(path.join(dir, "contact"));
    fs.writeFileSync(path.join(dir, "contact", "index.html"), "<h1>Contact</h1>");
    fs.mkdirSync(path.join(dir, "insights"));
    fs.writeFileSync(path.join(dir, "insights", "rss.xml"), "<rss/>");
    fs.writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
  });

  it("a page or a file does, with or without a query, an anchor or a trailing slash", () => {
    for (const href of ["/", "/contact", "/contact/", "/contact?from=post", "/contact#hours", "/insights/rss.xml"]) {
      expect(leadsSomewhere(dir, href), href).toBe(true);
    }
  });

  it("a missing page, a folder without a page, or a path that climbs out of the site does not", () => {
    for (const href of ["/pricing", "/insights", "/contact/index", "/../etc/passwd", "/%2e%2e/secret"]) {
      expect(leadsSomewhere(dir, href), href).toBe(false);
    }
  });
});

describe("landing pages' links", () => {
  it("are read from each YAML's related list, named by file", () => {
    fs.mkdirSync(path.join(dir, "landing"));
    fs.writeFileSync(
      path.join(dir, "landing", "usdc-banking.yaml"),
      "title: x\nrelated:\n  - label: Guide\n    href: /usdc-banking-guide\n  - label: Elsewhere\n    href: https://example.com\n",
    );
    expect(landingLinks(dir)).toEqual([{ file: "landing/usdc-banking.yaml", href: "/usdc-banking-guide" }]);
  });
});

describe("the build's message", () => {
  it("names each file, its line when known, and the link", () => {
    const message = formatBrokenLinks([
      { file: "insights/a.mdx", line: 12, href: "/pricing" },
      { file: "landing/b.yaml", href: "/nope" },
    ]);
    expect(message).toContain("insights/a.mdx:12: /pricing");
    expect(message).toContain("landing/b.yaml: /nope");
  });

  it("lists the images without alt text first, then the broken links, and leaves out a part with nothing in it", () => {
    const image = missingAltText("insights/a.mdx:3", "./a/chart.png");
    expect(image).toBe(
      "insights/a.mdx:3: the image ./a/chart.png has no alt text. Say what it shows between the brackets: ![A chart of ...](./a/chart.png)",
    );
    const both = formatContentProblems([image], [{ file: "insights/a.mdx", line: 9, href: "/pricing" }]);
    expect(both.indexOf("1 image(s) in content have no alt text:\n  insights/a.mdx:3:")).toBe(0);
    expect(both).toContain("\n1 link(s) in content lead to no page of the site:\n  insights/a.mdx:9: /pricing");
    expect(formatContentProblems([image], [])).not.toContain("link(s)");
    expect(formatContentProblems([], [{ file: "landing/b.yaml", href: "/nope" }])).not.toContain("image(s)");
  });
});

describe("the site's root addresses, from the file names before the build starts", () => {
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "");
  };

  it("lists the landing pages, guides and public pages by their ids, and the code's first segments", () => {
    for (const file of [
      "content/landing/usdc-banking.yaml",
      "content/guides/usdc-guide.mdx",
      "content/pages/about.mdx",
    ])
      write(file);
    write("content/landing/notes.txt");
    for (const file of [
      "pages/signin.astro",
      "pages/insights/[slug].astro",
      "pages/[page].astro",
      "pages/robots.txt.ts",
    ])
      write(file);
    expect(rootFiles(path.join(dir, "content"))).toEqual([
      { collection: "landing", id: "usdc-banking" },
      { collection: "guides", id: "usdc-guide" },
      { collection: "pages", id: "about" },
    ]);
    expect([...codeAddresses(path.join(dir, "pages"))].sort()).toEqual(["insights", "robots.txt", "signin"]);
  });

  it("refuse two files at one address, naming both, and a landing page at an address of the code", () => {
    const code = new Set(["signin", "help-center"]);
    expect(() =>
      publishedAtRoot(
        [
          { collection: "landing", id: "usdc-banking" },
          { collection: "pages", id: "usdc-banking" },
        ],
        code,
      ),
    ).toThrow("landing/usdc-banking.yaml and pages/usdc-banking.mdx both want the address /usdc-banking; rename one");
    expect(() => publishedAtRoot([{ collection: "landing", id: "signin" }], code)).toThrow(
      "landing/signin.yaml: the address /signin belongs to a page of the code; rename the file",
    );
  });

  it("leave out a public page the code shows with a file of its own", () => {
    const help = { collection: "pages" as const, id: "help-center" };
    const about = { collection: "pages" as const, id: "about" };
    expect(publishedAtRoot([help, about], new Set(["help-center"]))).toEqual([about]);
  });
});
