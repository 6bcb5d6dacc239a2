// The security headers of every answer: a strict set for the API, and for the site's pages a policy computed from
// what the built pages use. Data and functions only (no server, no files, no environment), imported by the
// service's plugin, the site build's last step (deploy/security-headers) and nginx's header include
// (deploy/nginx), so the three send the same headers. A subpath of its own (@bank/contracts/security-headers), not
// exported from the index, so no browser bundle carries it.

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

/** Whether a request's URL is the API's (which gets API_HEADERS) rather than the site's. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
