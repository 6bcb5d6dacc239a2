// Run after `astro build`: derives the pages' security headers from site/dist and writes them beside the pages,
// as JSON for the service (`./run start`) and as an nginx include for the production proxy.
//   node deploy/security-headers/write-site-headers.ts <site dist folder>
import fs from "node:fs";
import path from "node:path";
import { GTAG_ORIGIN, SITE_HEADERS_FILE, siteHeaders, type HeaderSet } from "@bank/contracts/security-headers";
import { nginxAddHeaders } from "../nginx/add-headers.ts";
import { scriptsOfSite } from "./inline-scripts.ts";

export const NGINX_HEADERS_FILE = ".security-headers.nginx.conf";

/**
 * One policy serves every page, so it lists every distinct inline script of the site. A few dozen is normal
 * (Astro's hydration scripts per directive); hundreds mean a script whose text differs per page, which would
 * make the header grow with the content.
 */
export const MAX_INLINE_SCRIPTS = 64;

/** Script origins a page may load besides its own; anything else fails the build until the policy says so. */
const ALLOWED_SCRIPT_ORIGINS = new Set([GTAG_ORIGIN]);

export function computeSiteHeaders(siteDir: string): HeaderSet {
  const scripts = scriptsOfSite(siteDir);
  const unexpected = [...scripts.externalScriptOrigins].filter((origin) => !ALLOWED_SCRIPT_ORIGINS.has(origin));
  if (unexpected.length > 0) {
    throw new Error(`pages load scripts from ${unexpected.join(", ")}; allow them in the CSP on purpose first`);
  }
  if (scripts.inlineScriptHashes.size > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `the pages hold ${scripts.inlineScriptHashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): ` +
        "pass per-page data through data- attributes or a JSON block instead of script text",
    );
  }
  return siteHeaders({
    inlineScriptHashes: [...scripts.inlineScriptHashes],
    loadsGtag: scripts.externalScriptOrigins.has(GTAG_ORIGIN),
  });
}

export function writeSiteHeaders(siteDir: string): HeaderSet {
  const headers = computeSiteHeaders(siteDir);
  fs.writeFileSync(path.join(siteDir, SITE_HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
  fs.writeFileSync(path.join(siteDir, NGINX_HEADERS_FILE), nginxAddHeaders(headers));
  return headers;
}

if (import.meta.main) {
  const siteDir = path.resolve(process.argv[2] ?? "dist");
  const headers = writeSiteHeaders(siteDir);
  const hashes = headers["content-security-policy"]!.match(/'sha256-/g)?.length ?? 0;
  console.log(
    `security headers: ${hashes} inline script hash(es) written to ${SITE_HEADERS_FILE} and ${NGINX_HEADERS_FILE}`,
  );
}
