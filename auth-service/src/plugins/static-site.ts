// Serves the built site from site/dist on the API's origin (the `./run start` topology; production uses a CDN).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

export interface StaticSitePluginOptions {
  siteDir: string;
}

/** Hashed build assets never change under one name; pages must be revalidated so a deploy shows at once. */
const IMMUTABLE_ASSETS = "public, max-age=31536000, immutable";
const REVALIDATE_PAGES = "public, max-age=0, must-revalidate";

/**
 * @fastify/compress's default types less application/octet-stream: the only such files of the site are the search
 * index's (Pagefind's .pf_* files and WebAssembly), which Pagefind gzips itself; compressing them again costs CPU
 * for nothing.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Files named by their content: Astro's bundles, and the search index's chunks (Pagefind names each .pf_* file by a
 * hash of it). Pagefind's loader, worker, entry file and WebAssembly keep their names from build to build.
 */
function isHashedAsset(relativePath: string): boolean {
  const [folder, ...rest] = relativePath.split(path.sep);
  if (folder === "_astro") return true;
  return folder === "pagefind" && /\.pf_[a-z]+$/.test(rest.at(-1) ?? "");
}

export default fp<StaticSitePluginOptions>(
  async (app, { siteDir }) => {
    const root = path.resolve(siteDir);

    // Pages and assets go out compressed, as nginx or a CDN sends them; brotli at a quality that costs little CPU.
    await app.register(fastifyCompress, {
      encodings: ["br", "gzip"],
      threshold: 1024,
      customTypes: COMPRESSIBLE_TYPES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ["index.html"],
      redirect: false,
      cacheControl: false,
      // Hidden files are never published, as nginx's config also refuses them.
      dotfiles: "ignore",
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          isHashedAsset(path.relative(root, filePath)) ? IMMUTABLE_ASSETS : REVALIDATE_PAGES,
        );
      },
    });

    // Any path that is not a file: a page folder's index.html (Astro's directory format), else the 404 page.
    app.setNotFoundHandler(async (request, reply) => {
      const page = request.method === "GET" || request.method === "HEAD" ? pageFileFor(root, request.url) : null;
      if (page !== null) return reply.sendFile(page);
      return reply.code(404).header("cache-control", REVALIDATE_PAGES).sendFile("404.html");
    });
  },
  { name: "static-site" },
);

/** The page folder's index.html for a URL, relative to the site root, when it exists inside it. */
function pageFileFor(root: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://site.invalid").pathname);
  } catch {
    return null;
  }
  const absolute = path.resolve(root, `.${pathname}`, "index.html");
  if (!absolute.startsWith(root + path.sep)) return null;
  return fs.existsSync(absolute) ? path.relative(root, absolute) : null;
}
