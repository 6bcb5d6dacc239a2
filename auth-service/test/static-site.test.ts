import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

let siteDir: string;
const PAGEFIND_CHUNK = zlib.gzipSync(`pagefind_dcd${"{}".repeat(2000)}`);
let testApp: TestApp;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-dist-"));
  fs.writeFileSync(path.join(siteDir, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(siteDir, "404.html"), "<h1>Page not found</h1>");
  fs.mkdirSync(path.join(siteDir, "signin"));
  fs.writeFileSync(path.join(siteDir, "signin", "index.html"), `<h1>Sign in</h1>${"<p>Welcome back.</p>".repeat(200)}`);
  fs.mkdirSync(path.join(siteDir, "_astro"));
  fs.writeFileSync(path.join(siteDir, "_astro", "app.abc123.js"), "console.log(1)");
  // The search index as Pagefind writes it: gzipped chunks named by their content beside its fixed-name loader.
  fs.mkdirSync(path.join(siteDir, "pagefind", "fragment"), { recursive: true });
  fs.writeFileSync(path.join(siteDir, "pagefind", "pagefind.js"), `export const search = 1;${" ".repeat(2000)}`);
  fs.writeFileSync(path.join(siteDir, "pagefind", "pagefind.en_7217fc64b3.pf_meta"), PAGEFIND_CHUNK);
  fs.writeFileSync(path.join(siteDir, "pagefind", "fragment", "en_0eb31dc.pf_fragment"), PAGEFIND_CHUNK);
  fs.writeFileSync(path.join(siteDir, "pagefind", "wasm.en.pagefind"), PAGEFIND_CHUNK);
  fs.mkdirSync(path.join(siteDir, "demo-video"));
  fs.writeFileSync(path.join(siteDir, "demo-video", "demo.webm"), Buffer.alloc(4096, 1));
  fs.writeFileSync(path.join(siteDir, "demo-video", "captions.en.vtt"), "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
  testApp = await createTestApp({ siteDir });
});

afterAll(async () => {
  await testApp.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe("serving the built site on the API's origin", () => {
  it("serves the home page and page folders without a trailing slash", async () => {
    const home = await testApp.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Home");
    const signin = await testApp.app.inject({ method: "GET", url: "/signin" });
    expect(signin.statusCode).toBe(200);
    expect(signin.body).toContain("Sign in");
    expect(signin.headers["content-type"]).toContain("text/html");
  });

  it("answers any other path with the 404 page and status 404", async () => {
    for (const url of ["/no-such-page", "/signin/extra", "/../etc/passwd", "/..%2f..%2fetc/passwd"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Page not found");
    }
  });

  it("answers a malformed address with 400, not an error", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
  });

  it("compresses pages and assets for browsers that accept it", async () => {
    const page = await testApp.app.inject({
      method: "GET",
      url: "/signin",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain("Sign in");
    const gzip = await testApp.app.inject({ method: "GET", url: "/signin", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("caches hashed for a year and makes pages revalidate", async () => {
    const asset = await testApp.app.inject({ method: "GET", url: "/_astro/app.abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await testApp.app.inject({ method: "GET", url: "/" });
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("serves the search index's chunks as Pagefind gzipped them, cached for a year; its loader revalidates", async () => {
    for (const url of ["/pagefind/pagefind.en_7217fc64b3.pf_meta", "/pagefind/fragment/en_0eb31dc.pf_fragment"]) {
      const chunk = await testApp.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(chunk.statusCode, url).toBe(200);
      expect(chunk.headers["content-type"], url).toBe("application/octet-stream");
      expect(chunk.headers["content-encoding"], url).toBeUndefined();
      expect(chunk.rawPayload.equals(PAGEFIND_CHUNK), url).toBe(true);
      expect(chunk.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    const wasm = await testApp.app.inject({ method: "GET", url: "/pagefind/wasm.en.pagefind" });
    expect(wasm.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const loader = await testApp.app.inject({
      method: "GET",
      url: "/pagefind/pagefind.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(loader.headers["content-type"]).toContain("javascript");
    expect(loader.headers["content-encoding"]).toBe("br");
    expect(loader.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the demo video as video/webm, in ranges for seeking, and its captions as text/vtt", async () => {
    const video = await testApp.app.inject({ method: "GET", url: "/demo-video/demo.webm" });
    expect(video.headers["content-type"]).toBe("video/webm");
    const range = await testApp.app.inject({
      method: "GET",
      url: "/demo-video/demo.webm",
      headers: { range: "bytes=0-1023" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(1024);
    const captions = await testApp.app.inject({ method: "GET", url: "/demo-video/captions.en.vtt" });
    expect(captions.headers["content-type"]).toMatch(/^text\/vtt\b/);
    expect(captions.body).toContain("Hello");
  });

  it("keeps API paths on the API's JSON answers", async () => {
    const health = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok" });
    const unknown = await testApp.app.inject({ method: "GET", url: "/api/unknown" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Not found" });
  });
});
