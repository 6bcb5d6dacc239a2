// Finds what the built pages execute: the CSP hashes of their inline scripts and the origins of their external ones.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// A script element's text runs to the first "</script" (HTML's raw-text rule); quoted attributes may hold ">".
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
// Types a browser executes; anything else (application/ld+json, importmap aside) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "importmap"]);

export interface PageScripts {
  /** CSP sources such as 'sha256-…' (without quotes) of each inline script. */
  inlineScriptHashes: Set<string>;
  /** Origins of scripts loaded from another origin (absolute or protocol-relative src). */
  externalScriptOrigins: Set<string>;
}

/** The CSP hash source of a script's text, as a browser computes it (SHA-256 of its UTF-8 bytes). */
export function cspHash(scriptText: string): string {
  return `sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}`;
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

export function scriptsOfPage(html: string, into: PageScripts = emptyPageScripts()): PageScripts {
  for (const [, attributeText = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeText);
    const source = attributes.get("src");
    if (source !== undefined) {
      if (/^(https?:)?\/\//i.test(source))
        into.externalScriptOrigins.add(new URL(source, "https://site.invalid").origin);
      continue;
    }
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) into.inlineScriptHashes.add(cspHash(body));
  }
  return into;
}

export function emptyPageScripts(): PageScripts {
  return { inlineScriptHashes: new Set(), externalScriptOrigins: new Set() };
}

/** Every HTML file under a folder, so pages added later are covered without a list to keep. */
export function htmlFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function scriptsOfSite(siteDir: string): PageScripts {
  const scripts = emptyPageScripts();
  for (const file of htmlFilesUnder(siteDir)) scriptsOfPage(fs.readFileSync(file, "utf8"), scripts);
  return scripts;
}
