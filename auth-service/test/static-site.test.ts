import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

let siteDir: string;
let testApp: TestApp;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-dist-"));
  fs.writeFileSync(path.join(siteDir, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(siteDir, "404.html"), "<h1>Page not found</h1>");
  fs.mkdirSync(path.join(siteDir, "signin"));
  fs.writeFileSync(path.join(siteDir, "signin", "index.html"), `<h1>Sign in</h1>${"<p>Welcome back.</p>".repeat(200)}`);
  fs.mkdirSync(path.join(siteDir, "_astro"));
  fs.writeFileSync(path.join(siteDir, "_astro", "app.abc123.js"), "console.log(1)");
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
