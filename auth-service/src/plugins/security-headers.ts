// The security headers of every answer: a strict set for the API, and for the site's pages the set computed at
// build time from site/dist (deploy/security-headers), which nginx applies as well, so local runs match production.
import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";

export type HeaderSet = Readonly<Record<string, string>>;

/** Where the site build writes the page headers (inside site/dist, so the set travels with the build it describes). */
export const SITE_HEADERS_FILE = ".security-headers.json";

/** The one origin Google's tag loads from; allowed only when a built page loads it (PUBLIC_GTAG_ID set at build). */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";

/** Sent with every answer, page or API. */
export const BASE_HEADERS: HeaderSet = {
  // Two years, as the HSTS preload list asks; browsers ignore it over plain http (local runs).
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
    "microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/** JSON answers load nothing and may be framed by nobody. */
export const API_HEADERS: HeaderSet = {
  ...BASE_HEADERS,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "referrer-policy": "no-referrer",
};

export interface SitePolicyInputs {
  /** CSP sources ('sha256-…') of every inline script the built pages carry. */
  inlineScriptHashes: readonly string[];
  /** True when a built page loads Google's tag. */
  loadsGtag: boolean;
}

/** The Content-Security-Policy of the site's pages: only what the build uses. */
export function siteContentSecurityPolicy({ inlineScriptHashes, loadsGtag }: SitePolicyInputs): string {
  // Google's documented minimum for GA4: the tag from its origin, beacons to the analytics hosts.
  const gtagScript = loadsGtag ? [GTAG_ORIGIN] : [];
  const gtagBeacons = loadsGtag
    ? ["https://*.google-analytics.com", "https://*.analytics.google.com", GTAG_ORIGIN]
    : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no eval of script text.
    [
      "script-src",
      "'self'",
      "'wasm-unsafe-eval'",
      ...[...inlineScriptHashes].sort().map((hash) => `'${hash}'`),
      ...gtagScript,
    ],
    // Styles stay 'unsafe-inline': Astro inlines small stylesheets, React renders style attributes and dialog
    // libraries inject scroll-lock styles at run time, which no build-time hash can cover. CSS cannot run script.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...(loadsGtag ? ["https://*.google-analytics.com", GTAG_ORIGIN] : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...gtagBeacons],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Every header of a page or a static asset of the site. */
export function siteHeaders(inputs: SitePolicyInputs): HeaderSet {
  return { ...BASE_HEADERS, "content-security-policy": siteContentSecurityPolicy(inputs) };
}

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

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
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
