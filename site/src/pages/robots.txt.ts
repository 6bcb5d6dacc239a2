// robots.txt with the sitemap's absolute URL, which depends on PUBLIC_SITE_URL.
import type { APIContext } from "astro";

export function GET(context: APIContext) {
  const sitemap = new URL("/sitemap-index.xml", context.site ?? "http://localhost:4321");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /invitations",
    "",
    `Sitemap: ${sitemap.href}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
