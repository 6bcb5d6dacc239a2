// Checks on what editors write, run by the build, so a mistake stops it with the file and the line to fix:
// - every address at the site's root is taken once (src/lib/content/root-addresses.ts), checked from the file names
//   before the build starts, so a clash stops it in seconds rather than once the pages are rendered;
// - every image in a post has alt text (an image without it says nothing to a screen-reader user);
// - every internal link in content/ leads to a page or file the build made (a typo is a broken link).
// Links are gathered while the MDX compiles and checked once every page is built, against the built site itself,
// so a link to a draft, a scheduled post or a removed page fails like any other. A build names every image without
// alt text and every broken link together, at its end, so one build lists all there is to fix; the preview says so
// of an image at once, on the page being edited.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { parse as parseYaml } from "yaml";
import { defineMdastPlugin, type MdastPluginDefinition, type MdastVisitorContext } from "satteri";
import {
  ROOT_FOLDERS,
  codeAddressOf,
  publishedAtRoot,
  type RootCollection,
  type RootFile,
} from "../src/lib/content/root-addresses.ts";

/** One internal link as an editor wrote it: where, and to what. */
export interface ContentLink {
  /** The file, relative to the content folder: insights/usdc-payroll.mdx. */
  file: string;
  line?: number;
  href: string;
}

interface ContentChecks {
  /** The markdown plugin that refuses images without alt text and gathers internal links. */
  markdownPlugin: MdastPluginDefinition;
  /** The integration that checks the gathered links against the built site. */
  integration: AstroIntegration;
}

/** A link to this site: a path from its root, not another site, a mail address or a place on the same page. */
export function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Whether the built site at `siteDir` answers the link's path with a page or a file. */
export function leadsSomewhere(siteDir: string, href: string): boolean {
  const pathname = decodeURI(new URL(href, "http://site.invalid").pathname);
  const target = path.join(siteDir, pathname);
  if (!target.startsWith(path.resolve(siteDir))) return false;
  if (fs.existsSync(path.join(target, "index.html"))) return true;
  return fs.existsSync(target) && fs.statSync(target).isFile();
}

/** The links of the landing pages' YAML (their `related` list), which no markdown compiler reads. */
export function landingLinks(contentDir: string): ContentLink[] {
  const folder = path.join(contentDir, "landing");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .flatMap((name) => {
      const data = parseYaml(fs.readFileSync(path.join(folder, name), "utf8")) as { related?: { href?: unknown }[] };
      return (data?.related ?? [])
        .map((item) => item.href)
        .filter((href): href is string => typeof href === "string" && isInternal(href))
        .map((href) => ({ file: `landing/${name}`, href }));
    });
}

/** The files of content/ published at the site's root, by their names. */
export function rootFiles(contentDir: string): RootFile[] {
  return (Object.keys(ROOT_FOLDERS) as RootCollection[]).flatMap((collection) => {
    const { folder, extension } = ROOT_FOLDERS[collection];
    const where = path.join(contentDir, folder);
    if (!fs.existsSync(where)) return [];
    return fs
      .readdirSync(where)
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ collection, id: name.slice(0, -extension.length) }));
  });
}

/** The first segment of every address the code's pages in `pagesDir` serve. */
export function codeAddresses(pagesDir: string): Set<string> {
  const names = fs.readdirSync(pagesDir, { recursive: true, encoding: "utf8" });
  return new Set(
    names
      .filter((name) => /\.(astro|ts)$/.test(name))
      .map((name) => codeAddressOf(name.split(path.sep).join("/")))
      .filter((name) => name !== null),
  );
}

export function formatBrokenLinks(broken: readonly ContentLink[]): string {
  const lines = broken.map((link) => `  ${link.file}${link.line ? `:${link.line}` : ""}: ${link.href}`);
  return `${broken.length} link(s) in content lead to no page of the site:\n${lines.join("\n")}\nFix the path (see the list of pages in content/README.md) or remove the link.`;
}

/** What is wrong with one image: where it is, and what to write. */
export function missingAltText(where: string, url: string): string {
  return `${where}: the image ${url} has no alt text. Say what it shows between the brackets: ![A chart of ...](${url})`;
}

/** The build's one message for everything it found: images without alt text, then broken links. */
export function formatContentProblems(imagesWithoutAlt: readonly string[], broken: readonly ContentLink[]): string {
  const parts = [];
  if (imagesWithoutAlt.length > 0)
    parts.push(
      `${imagesWithoutAlt.length} image(s) in content have no alt text:\n${imagesWithoutAlt.map((line) => `  ${line}`).join("\n")}`,
    );
  if (broken.length > 0) parts.push(formatBrokenLinks(broken));
  return parts.join("\n");
}

export function contentChecks(contentDir: string): ContentChecks {
  const root = path.resolve(contentDir);
  const links = new Map<string, ContentLink[]>();
  const imagesWithoutAlt = new Map<string, string[]>();
  /** A build gathers what it finds for its end; the preview stops on an image at once. */
  let building = false;
  const fileOf = (context: MdastVisitorContext): string => {
    const file = context.fileURL ? fileURLToPath(context.fileURL) : "(unknown file)";
    const relative = path.relative(root, file);
    return relative.startsWith("..") ? file : relative;
  };
  const gather = (context: MdastVisitorContext, href: unknown, line: number | undefined) => {
    if (typeof href !== "string" || !isInternal(href)) return;
    const file = fileOf(context);
    links.set(file, [...(links.get(file) ?? []), { file, line, href }]);
  };

  const gatherAnchor = (node: MdxJsxElement, context: MdastVisitorContext) => {
    if (node.name === "a") gather(context, attribute(node.attributes, "href"), node.position?.start.line);
  };

  const markdownPlugin = defineMdastPlugin({
    name: "content-checks",
    options: { position: true },
    // A file compiles again in the preview after each save: its links are gathered afresh.
    before(_root, context) {
      links.delete(fileOf(context));
      imagesWithoutAlt.delete(fileOf(context));
    },
    link(node, context) {
      gather(context, node.url, node.position?.start.line);
    },
    definition(node, context) {
      gather(context, node.url, node.position?.start.line);
    },
    // An <a href> written in MDX, on a line of its own or inside a paragraph.
    mdxJsxFlowElement: gatherAnchor,
    mdxJsxTextElement: gatherAnchor,
    image(node, context) {
      if (node.alt?.trim()) return;
      const file = fileOf(context);
      const problem = missingAltText(`${file}${node.position ? `:${node.position.start.line}` : ""}`, node.url);
      if (!building) throw new Error(problem);
      imagesWithoutAlt.set(file, [...(imagesWithoutAlt.get(file) ?? []), problem]);
    },
  });

  let pagesDir = "";
  const integration: AstroIntegration = {
    name: "content-checks",
    hooks: {
      "astro:config:setup": ({ command }) => {
        building = command === "build";
      },
      "astro:config:done": ({ config }) => {
        pagesDir = fileURLToPath(new URL("pages/", config.srcDir));
      },
      "astro:build:start": () => {
        publishedAtRoot(rootFiles(root), codeAddresses(pagesDir));
      },
      "astro:build:done": ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        const all = [...[...links.values()].flat(), ...landingLinks(root)];
        const broken = all.filter((link) => !leadsSomewhere(siteDir, link.href));
        const images = [...imagesWithoutAlt.values()].flat();
        if (broken.length > 0 || images.length > 0) throw new Error(formatContentProblems(images, broken));
        logger.info(`${all.length} internal links in content checked: each leads to a page`);
      },
    },
  };

  return { markdownPlugin, integration };
}

interface MdxJsxElement {
  name: string | null;
  attributes: readonly { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

function attribute(attributes: MdxJsxElement["attributes"], name: string): unknown {
  return attributes.find((item) => item.type === "mdxJsxAttribute" && item.name === name)?.value;
}
