// Sends the security headers of every answer (the policy: @bank/contracts/security-headers): the API's strict set,
// and for the site's pages the set the build wrote into site/dist (deploy/security-headers), which nginx applies as
// well, so local runs match production.
import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import { API_HEADERS, SITE_HEADERS_FILE, isApiPath, type HeaderSet } from "@bank/contracts/security-headers";

/**
 * The page headers the site build wrote. Without that file (a site built some other way) pages get the API's
 * headers: such a page loads no script or style, so it breaks visibly rather than unsafely.
 */
export function readSiteHeaders(siteDir: string): HeaderSet | null {
  const file = path.join(siteDir, SITE_HEADERS_FILE);
  if (!fs.existsSync(file)) return null;
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const isHeaderSet =
    typeof parsed === "object" &&
    parsed !== null &&
    Object.values(parsed).every((value) => typeof value === "string") &&
    "content-security-policy" in parsed;
  if (!isHeaderSet) throw new Error(`${file} is not a set of headers; rebuild the site`);
  return parsed as HeaderSet;
}

export interface SecurityHeadersPluginOptions {
  /** The built site the service serves, or null when it serves the API only. */
  siteDir: string | null;
}

export default fp<SecurityHeadersPluginOptions>(
  async (app, { siteDir }) => {
    const siteFileHeaders = siteDir === null ? null : readSiteHeaders(siteDir);
    if (siteDir !== null && siteFileHeaders === null) {
      app.log.warn(`${path.join(siteDir, SITE_HEADERS_FILE)} is missing; pages get the API's strict policy`);
    }
    const pageHeaders = siteFileHeaders ?? API_HEADERS;

    // Answers about accounts and sessions must never sit in a shared or browser cache (a route may say otherwise).
    const apiAnswerHeaders = { ...API_HEADERS, "cache-control": "no-store" };
    // onRequest, so that answers to errors (400, 404, 413, thrown handlers) carry the headers too; a callback
    // hook rather than an async one, as it runs on every request, session-status polls included.
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiAnswerHeaders : pageHeaders);
      done();
    });
  },
  { name: "security-headers" },
);
