// The repository's nginx server block, run by the real nginx against a small fixture site: the parts the
// nginx-fronted browser pass cannot reach (a stopped service, the template's own rules).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "@bank/testing/free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxAddHeaders } from "./add-headers.ts";
import { NGINX, startNginx, type NginxProcess } from "./nginx-process.ts";
import { fillTemplate } from "./render-nginx-config.ts";

/** A chunk of the search index as Pagefind writes it: gzipped by Pagefind itself. */
const PAGEFIND_CHUNK = zlib.gzipSync(`pagefind_dcd${"{}".repeat(2000)}`);
const PAGE_HEADERS = { "content-security-policy": "default-src 'self'", "x-content-type-options": "nosniff" };

describe("fillTemplate", () => {
  it("fills the named placeholders and leaves nginx's own variables alone", () => {
    expect(fillTemplate("listen ${NGINX_PORT}; try_files $uri ${OTHER};", { NGINX_PORT: "8080" })).toBe(
      "listen 8080; try_files $uri ${OTHER};",
    );
  });
});

describe.skipIf(NGINX === undefined)("deploy/nginx/default.conf.template in nginx", () => {
  let scratch: string;
  let nginx: NginxProcess;
  let origin: string;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-config-"));
    const site = path.join(scratch, "site");
    fs.mkdirSync(path.join(site, "signin"), { recursive: true });
    fs.writeFileSync(path.join(site, "index.html"), "<h1>Home</h1>");
    fs.writeFileSync(path.join(site, "signin", "index.html"), "<h1>Sign in</h1>");
    fs.writeFileSync(path.join(site, "404.html"), "<h1>Page not found</h1>");
    fs.mkdirSync(path.join(site, "demo-video"));
    fs.writeFileSync(path.join(site, "demo-video", "demo.webm"), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    fs.writeFileSync(path.join(site, "demo-video", "captions.en.vtt"), "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
    fs.writeFileSync(path.join(site, ".security-headers.nginx.conf"), nginxAddHeaders(PAGE_HEADERS));
    fs.mkdirSync(path.join(site, "pagefind", "fragment"), { recursive: true });
    fs.writeFileSync(path.join(site, "pagefind", "pagefind.js"), `export const search = 1;${" ".repeat(2000)}`);
    fs.writeFileSync(path.join(site, "pagefind", "fragment", "en_0eb31dc.pf_fragment"), PAGEFIND_CHUNK);
    fs.writeFileSync(path.join(site, "pagefind", "wasm.en.pagefind"), PAGEFIND_CHUNK);
    nginx = await startNginx(path.join(scratch, "nginx"), {
      SITE_ROOT: site,
      // Nothing listens there: both instances are down.
      AUTH_SERVICE_A: `127.0.0.1:${await freePort()}`,
      AUTH_SERVICE_B: `127.0.0.1:${await freePort()}`,
    });
    origin = nginx.origin;
  });

  afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("serves page folders without a trailing slash and the page headers with them", async () => {
    const response = await fetch(`${origin}/signin`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sign in");
    expect(response.headers.get("content-security-policy")).toBe(PAGE_HEADERS["content-security-policy"]);
    expect(response.headers.get("server")).toBe("nginx");
  });

  it("sends the search index's chunks as Pagefind wrote them, cached for a year; its loader and WebAssembly revalidate", async () => {
    const gzipOk = { headers: { "accept-encoding": "gzip" } };
    const chunk = await fetch(`${origin}/pagefind/fragment/en_0eb31dc.pf_fragment`, gzipOk);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get("content-type")).toBe("application/octet-stream");
    expect(chunk.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await chunk.arrayBuffer()).equals(PAGEFIND_CHUNK)).toBe(true);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers.get("content-security-policy")).toBe(PAGE_HEADERS["content-security-policy"]);
    const loader = await fetch(`${origin}/pagefind/pagefind.js`, gzipOk);
    expect(loader.headers.get("content-type")).toContain("application/javascript");
    expect(loader.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const wasm = await fetch(`${origin}/pagefind/wasm.en.pagefind`, gzipOk);
    expect(wasm.headers.get("content-encoding")).toBeNull();
    expect(wasm.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await fetch(`${origin}/pagefind/fragment/missing.pf_fragment`)).status).toBe(404);
  });

  it("answers the API in its JSON error shape when the service is down", async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: expect.stringContaining("unavailable") });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("sends the demo video as video/webm and its captions as text/vtt, with the page headers", async () => {
    const video = await fetch(`${origin}/demo-video/demo.webm`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/webm");
    const captions = await fetch(`${origin}/demo-video/captions.en.vtt`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get("content-type")).toBe("text/vtt");
    expect(await captions.text()).toContain("Hello");
    expect(captions.headers.get("content-security-policy")).toBe(PAGE_HEADERS["content-security-policy"]);
    expect(captions.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await fetch(`${origin}/demo-video/missing.vtt`)).status).toBe(404);
    expect((await fetch(`${origin}/.hidden.vtt`)).status).toBe(404);
  });

  it("keeps dotfiles private and /.well-known/ public", async () => {
    expect((await fetch(`${origin}/.security-headers.nginx.conf`)).status).toBe(404);
    expect((await fetch(`${origin}/.well-known/security.txt`)).status).toBe(404);
    fs.mkdirSync(path.join(scratch, "site", ".well-known"));
    fs.writeFileSync(
      path.join(scratch, "site", ".well-known", "security.txt"),
      "Contact: mailto:security@example.com\n",
    );
    expect((await fetch(`${origin}/.well-known/security.txt`)).status).toBe(200);
  });
});
